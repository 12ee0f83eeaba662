/**
 * Accessibility of every screen, checked with axe-core in the composed app: the login and invitation pages, the
 * home screen and the project dialogs, the editor with a segment open and each tab of its side panel, the shortcut
 * overlay and the sign-in-again dialog, the glossary, translation memory, users and profile screens. Any
 * critical or serious violation fails the test, listed with the screen, the rule and the elements concerned.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatedInvitation, Project } from '@tessera/shared/contract';
import { adminApi, answerOf, createGlossary, createTm, openAs } from './fixtures.ts';
import { openAsTranslator, openSegment, segmentTarget, uploadDocument, xliffOf } from './editor-support.ts';

const baseURL = () => test.info().project.use.baseURL!;

// Each axe run reads the whole page (seconds on a busy machine), and a test runs it up to a dozen times.
test.describe.configure({ timeout: 180_000 });

/** Runs axe on the page as it is now; fails (softly: every screen is checked) on a critical or serious rule. */
async function expectAccessible(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    }));
  expect.soft(serious, `axe on ${screen}`).toEqual([]);
}

/** A glossary with a term, a TM with a unit and a project holding a document that reads both. */
async function workspace(api: APIRequestContext) {
  const tag = Date.now();
  const glossary = await createGlossary(api, `Axe terms ${tag}`);
  await answerOf(
    api.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'file', target: 'Datei', comment: 'noun' } }),
    201,
  );
  const tm = await createTm(api, `Axe memory ${tag}`);
  await answerOf(
    api.post(`/api/translation_memory/${tm.id}/records`, {
      data: { source: 'Save the file now.', target: 'Speichern Sie die Datei jetzt.' },
    }),
    201,
  );
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Axe project ${tag}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  const document = await uploadDocument(
    api,
    'axe.xlf',
    xliffOf(['Save the file.', 'Open the <g id="1">settings</g>.', 'Close the window.']),
  );
  await answerOf(api.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
  await answerOf(
    api.put(`/api/document/${document.id}/translation_memories`, {
      data: { memories: [{ id: tm.id, mode: 'read' }] },
    }),
    200,
  );
  await answerOf(
    api.put(`/api/document/${document.id}/glossaries`, { data: { glossaries: [{ id: glossary.id }] } }),
    200,
  );
  return { glossary, tm, project, document };
}

test('the login and invitation pages have no serious accessibility violation', async ({ page }) => {
  const api = await adminApi(baseURL());
  const invitation = await answerOf<CreatedInvitation>(
    api.post('/api/users/invitations', { data: { email: `axe-${Date.now()}@tessera.test`, role: 'user' } }),
    201,
  );
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectAccessible(page, 'login');

  await page.goto(invitation.url);
  await expect(page.getByRole('form', { name: 'Accept invitation' })).toBeVisible();
  await expectAccessible(page, 'invitation page');
  await api.dispose();
});

test('the home screen, its project dialogs and the glossary, TM, users, settings and profile screens have no serious accessibility violation', async ({
  page,
}) => {
  const api = await adminApi(baseURL());
  const { glossary, tm, project } = await workspace(api);
  await openAs(page, '/');
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'home');

  await page.getByRole('button', { name: 'New project' }).click();
  await expectDialogAccessible(page, 'New project');
  for (const dialog of [
    `Translation memories of ${project.name}`,
    `Upload files into ${project.name}`,
    `Analysis of ${project.name}`,
    `Pre-translate ${project.name}`,
  ]) {
    await row.getByRole('button', { name: dialog }).click();
    await expectDialogAccessible(page, dialog);
  }

  await page.goto(`/glossary/${glossary.id}`);
  await expect(page.getByRole('heading', { name: glossary.name })).toBeVisible();
  await expect(page.getByText('Datei')).toBeVisible();
  await expectAccessible(page, 'glossary');

  await page.goto(`/tm/${tm.id}`);
  await expect(page.getByRole('heading', { name: tm.name })).toBeVisible();
  await expect(page.getByText('Speichern Sie die Datei jetzt.')).toBeVisible();
  await expectAccessible(page, 'translation memory');

  await page.goto('/users/');
  await expect(page.getByRole('button', { name: 'Invite user' })).toBeVisible();
  await expectAccessible(page, 'users');

  await page.goto('/settings/');
  await expect(page.getByRole('form', { name: 'Machine translation settings' })).toBeVisible();
  await expect(page.getByLabel('API tokens last at most (days)')).toBeVisible();
  await expectAccessible(page, 'settings');

  await page.goto('/profile/');
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expectAccessible(page, 'profile');
  await api.dispose();
});

/** Checks the dialog named `name` once it shows, then closes it with Escape. */
async function expectDialogAccessible(page: Page, name: string) {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectAccessible(page, `the dialog "${name}"`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the editor with a segment open, each side-panel tab, the shortcut overlay and the sign-in-again dialog have no serious accessibility violation', async ({
  page,
}) => {
  const api = await adminApi(baseURL());
  const { document } = await workspace(api);
  const translator = await openAsTranslator(page, document.id);
  await expectAccessible(page, 'editor, no segment open');

  await openSegment(page, 1);
  await expect(page.getByRole('tabpanel', { name: 'Matches' })).toContainText('Speichern Sie die Datei jetzt.');
  await expectAccessible(page, 'editor, segment 1 open');
  for (const tab of ['Concordance', 'Terms', 'QA', 'History', 'Comments']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tab }).getByText(`Loading ${tab}…`)).toHaveCount(0);
    await expectAccessible(page, `editor, side-panel tab ${tab}`);
  }

  for (const popover of ['Search options', 'More filters']) {
    await page.getByRole('button', { name: popover }).click();
    await expect(page.getByRole('group', { name: popover })).toBeVisible();
    await expectAccessible(page, `the toolbar's ${popover}`);
    await page.keyboard.press('Escape');
  }

  await segmentTarget(page, 1).click();
  await page.keyboard.press('F1');
  await expectDialogAccessible(page, 'Keyboard shortcuts');

  await signInAgainDialog(page, api, translator.id);
  await expectAccessible(page, 'the sign-in-again dialog');
  await answerOf(api.put(`/api/users/${translator.id}`, { data: { disabled: false } }), 200);
  await api.dispose();
});

/** Ends the translator's session (the account disabled) while a target is typed; leaving the segment asks to sign in again. */
async function signInAgainDialog(page: Page, api: APIRequestContext, translatorId: number) {
  await expect(segmentTarget(page, 1)).toBeFocused();
  await answerOf(api.put(`/api/users/${translatorId}`, { data: { disabled: true } }), 200);
  await page.keyboard.type('Datei speichern');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('dialog', { name: 'Sign in again' })).toBeVisible();
}
