/**
 * Accessibility of every screen, checked with axe-core in the composed app: the login and invitation pages, the
 * home screen and the project dialogs, the editor with a segment open and each tab of its side panel, the shortcut
 * overlay and the sign-in-again dialog, the glossary (sorted, records selected, search hits marked), translation
 * memory, users and profile screens; the review workflow as each person meets it (My work, the notifications, the
 * step bar and its dialogs, the reject dialog, a returned segment, the quality score); the project page with its
 * dialogs, analysis, assignments and report. Any critical or serious violation fails the test, listed with the screen, the rule
 * and the elements concerned.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { CreatedInvitation, Project } from '@tessera/shared/contract';
import { adminApi, answerOf, createGlossary, createTm, createUser, openAs, test, appUrl } from './fixtures.ts';
import {
  openAsTranslator,
  openSegment,
  segmentTarget,
  typeAndLeave,
  uploadDocument,
  xliffOf,
} from './editor-support.ts';

// Each axe run reads the whole page (seconds on a busy machine), and a test runs it up to a dozen times.
test.describe.configure({ timeout: 180_000 });

/**
 * Runs axe on the page as it is now, or on its `parts` (CSS selectors) alone: a dialog, tab or popover opened over a
 * screen already checked, whose rest is unchanged, is read without reading that rest again. Fails (softly: every
 * screen is checked) on a critical or serious rule.
 */
async function expectAccessible(page: Page, screen: string, parts: string[] = []) {
  // axe's legacy mode runs axe.run in the page itself. Its default opens a blank page per run to merge the results of
  // the frames, which took two to three times as long on the shared machine; the app has no frames to merge.
  const axe = new AxeBuilder({ page }).setLegacyMode();
  for (const part of parts) axe.include(part);
  const results = await axe.analyze();
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

/** Segments enough that the grid scrolls on a laptop screen (about 20 rows show): a scrolling region has rules of its own. */
const LONG_ENOUGH_TO_SCROLL = Array.from({ length: 60 }, (_, index) => `Check line ${index + 4} of the manual.`);

/** A glossary with a term, a TM with a unit and a project holding a long document that reads both. */
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
    xliffOf(['Save the file.', 'Open the <g id="1">settings</g>.', 'Close the window.', ...LONG_ENOUGH_TO_SCROLL]),
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
  const api = await adminApi(appUrl());
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
  const api = await adminApi(appUrl());
  const { glossary, tm, project } = await workspace(api);
  await openAs(page, '/');
  const row = page.getByRole('table', { name: 'Projects' }).getByRole('row').filter({ hasText: project.name });
  await expect(row).toBeVisible();
  await expectAccessible(page, 'home');

  await page.getByRole('button', { name: 'New project' }).click();
  await expectDialogAccessible(page, 'New project');
  for (const dialog of [
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
  await expectAccessible(page, `the dialog "${name}"`, ['[role="dialog"]']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('the editor with a segment open, each side-panel tab, the shortcut overlay and the sign-in-again dialog have no serious accessibility violation', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const { document } = await workspace(api);
  const translator = await openAsTranslator(page, document.id);
  await expectAccessible(page, 'editor, no segment open');

  await openSegment(page, 1);
  await expect(page.getByRole('tabpanel', { name: 'Matches' })).toContainText('Speichern Sie die Datei jetzt.');
  await expectAccessible(page, 'editor, segment 1 open');
  for (const tab of ['Concordance', 'Terms', 'QA', 'History', 'Comments', 'Screens']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tab }).getByText(`Loading ${tab}…`)).toHaveCount(0);
    await expectAccessible(page, `editor, side-panel tab ${tab}`, ['[role="tablist"]', '[role="tabpanel"]']);
  }

  for (const popover of ['Search options', 'More filters']) {
    await page.getByRole('button', { name: popover }).click();
    await expect(page.getByRole('group', { name: popover })).toBeVisible();
    await expectAccessible(page, `the toolbar's ${popover}`, ['[role="toolbar"]']);
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

const DAY = 86_400_000;

/**
 * A document of a project of its own with a translation step for `translator` (due yesterday: overdue) and a
 * review step for `reviewer`, assigned by the admin, which notifies the translator.
 */
async function assignedDocument(api: APIRequestContext, translatorId: number, reviewerId: number) {
  const document = await uploadDocument(api, `axe-review-${Date.now()}.xlf`, xliffOf(['Save the file.', 'Close it.']));
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Axe review ${document.id}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  await answerOf(api.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
  await answerOf(
    api.put(`/api/document/${document.id}/assignments`, {
      data: {
        assignments: [
          { step: 'translation', user_id: translatorId, due_at: new Date(Date.now() - DAY).toISOString() },
          { step: 'review', user_id: reviewerId, due_at: new Date(Date.now() + DAY).toISOString() },
        ],
      },
    }),
    200,
  );
  return { document, project };
}

/** Opens the named dialog of the workflow step bar, checks it and cancels it. */
async function expectStepDialogAccessible(page: Page, button: string, dialog: string) {
  await page.getByRole('region', { name: 'Workflow step' }).getByRole('button', { name: button }).click();
  await expectDialogAccessible(page, dialog);
}

test("the review workflow's screens (My work with an overdue step, the notifications, the step bar, the deliver, reject and return dialogs, a returned segment, the quality score, the project's assignments and report) have no serious accessibility violation", async ({
  page,
  browser,
}) => {
  // Two people's pages and a dozen axe runs on a busy machine.
  test.setTimeout(360_000);
  const api = await adminApi(appUrl());
  const [translator, reviewer] = await Promise.all([createUser(appUrl(), 'user'), createUser(appUrl(), 'user')]);
  const { document, project } = await assignedDocument(api, translator.id, reviewer.id);

  await openAs(page, '/', translator);
  const work = page.getByRole('table', { name: 'My work' });
  await expect(work.getByRole('row').filter({ hasText: document.name })).toContainText('overdue');
  await expectAccessible(page, 'home with My work');

  await page.getByRole('button', { name: 'Notifications: 1 unread' }).click();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page, 'the notifications, open with an unread item');
  await page.keyboard.press('Escape');

  await work.getByRole('link', { name: document.name }).click();
  await expect(page.getByLabel('Show')).toHaveValue('my-step');
  const bar = page.getByRole('region', { name: 'Workflow step' });
  await expect(bar).toContainText('overdue');
  await expectAccessible(page, "editor, My step's open segments, the translator's step bar");
  // Nothing is translated yet: the delivery is refused with what blocks it.
  await bar.getByRole('button', { name: 'Deliver translation' }).click();
  const refused = page.getByRole('dialog', { name: 'Deliver the translation?' });
  await refused.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(refused.getByRole('alert')).toContainText('2 segments not done in this step');
  await expectDialogAccessible(page, 'Deliver the translation?');
  await openSegment(page, 1);
  await typeAndLeave(page, 1, 'Datei speichern.', 'Control+Enter');
  await page.keyboard.type('Schließen.');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByLabel('Status of segment 2')).toContainText('confirmed');
  await expectStepDialogAccessible(page, 'Deliver translation', 'Deliver the translation?');
  await bar.getByRole('button', { name: 'Deliver translation' }).click();
  await page
    .getByRole('dialog', { name: 'Deliver the translation?' })
    .getByRole('button', { name: 'Deliver', exact: true })
    .click();
  await expect(bar).toContainText('delivered');

  // The reviewer changes segment 1 and rejects it with an error, then returns the document.
  const reviewerPage = await (await browser.newContext()).newPage();
  await openAs(reviewerPage, `/document/${document.id}`, reviewer);
  await expect(reviewerPage.getByRole('region', { name: 'Quality' })).toBeVisible();
  await expectAccessible(reviewerPage, "editor, the reviewer's step bar and the quality score");
  await openSegment(reviewerPage, 1);
  await reviewerPage.keyboard.press('End');
  await reviewerPage.keyboard.type(' jetzt');
  await reviewerPage.keyboard.press('Control+Shift+R');
  const reject = reviewerPage.getByRole('dialog', { name: 'Reject segment 1' });
  await expect(reject.getByLabel('Reason')).toBeFocused();
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Say why the translation goes back')).toBeVisible();
  await expectAccessible(reviewerPage, 'the reject dialog, its reason missing', ['[role="dialog"]']);
  await reject.getByLabel('Reason').fill('Not the verb of the style guide');
  await reject.getByRole('button', { name: 'Add an error' }).click();
  await reject.getByLabel('Severity of error 1').selectOption({ label: 'Major (5)' });
  await expectAccessible(reviewerPage, 'the reject dialog, with an error marked', ['[role="dialog"]']);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reviewerPage.getByLabel('Status of segment 1')).toContainText('rejected');
  await expect(reviewerPage.getByRole('region', { name: 'Quality' })).toContainText('fail');
  await expectStepDialogAccessible(reviewerPage, 'Return to translation', 'Return to translation?');
  await reviewerPage
    .getByRole('region', { name: 'Workflow step' })
    .getByRole('button', { name: 'Return to translation' })
    .click();
  await reviewerPage
    .getByRole('dialog', { name: 'Return to translation?' })
    .getByRole('button', { name: 'Return' })
    .click();
  await expect(reviewerPage.getByRole('region', { name: 'Workflow step' })).toContainText('waiting');

  await page.goto(`/document/${document.id}?filter=my-step`);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(page, 1);
  await expect(page.getByRole('region', { name: 'Review of segment 1' }).locator('ins')).toContainText('jetzt');
  await expectAccessible(page, "the translator's returned segment, with the reviewer's reason and change");

  // The project page as its manager sees it: the steps of its documents (the translation late) and the report
  // of each person's work, then the dialog that sets a document's steps.
  const managerPage = await (await browser.newContext()).newPage();
  await openAs(managerPage, `/project/${project.id}#assignments`);
  const assignments = managerPage.getByRole('table', { name: 'Assignments of the documents' });
  await expect(assignments.getByRole('row').filter({ hasText: translator.username })).toBeVisible();
  // The reviewer's major error weighs on the translator's score, where the manager assigns and where they pay.
  await expect(assignments.getByRole('row').filter({ hasText: document.name })).toContainText(
    'per 1,000 words: fail (pass ≤ 10)',
  );
  await expectAccessible(managerPage, "the project page's assignments");
  await managerPage.getByRole('tab', { name: 'Report' }).click();
  const report = managerPage.getByRole('region', { name: `Work on ${project.name}`, exact: false });
  await expect(report.getByRole('row').filter({ hasText: reviewer.username })).toBeVisible();
  await expect(report.getByRole('row').filter({ hasText: translator.username })).toContainText(
    'per 1,000 words: fail (pass ≤ 10)',
  );
  await expect(report.getByRole('row', { name: 'Total, translation' })).toBeVisible();
  const csv = await managerPage.request.get(
    (await managerPage.getByRole('link', { name: 'Download CSV' }).getAttribute('href'))!,
  );
  expect(
    (await csv.text()).split('\r\n').find((line) => line.startsWith(`${translator.username},translation,`)),
  ).toMatch(/,fail$/);
  await expectAccessible(managerPage, "the project page's report of each person's work");
  await managerPage.getByRole('tab', { name: 'Assignments' }).click();
  await managerPage.getByRole('button', { name: `Edit steps of ${document.name}` }).click();
  await expectDialogAccessible(managerPage, `Steps of ${document.name}`);
  await Promise.all([api.dispose(), reviewerPage.context().close(), managerPage.context().close()]);
});

test('the project page, its dialogs (the steps ones too) and its analysis have no serious accessibility violation', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const { project } = await workspace(api);
  await openAs(page, `/project/${project.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.name);
  await expect(
    page.getByRole('table', { name: 'Documents of the project' }).getByRole('link', { name: 'axe.xlf' }),
  ).toBeVisible();
  await expectAccessible(page, 'project page');

  for (const [button, dialog] of [
    ['Settings', `Settings of ${project.name}`],
    ['Upload files', `Upload files into ${project.name}`],
    ['Pre-translate', `Pre-translate ${project.name}`],
  ]) {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expectDialogAccessible(page, dialog!);
  }

  // The steps dialogs, and their person pickers open on the people the server found.
  await page.getByRole('tab', { name: 'Assignments' }).click();
  for (const [button, dialog] of [
    ['Steps of new documents', `Steps of new documents in ${project.name}`],
    ['Edit steps of axe.xlf', 'Steps of axe.xlf'],
  ]) {
    await page.getByRole('button', { name: button, exact: true }).click();
    const translator = page.getByRole('dialog', { name: dialog }).getByRole('combobox', { name: 'Translator' });
    await expect(translator).toBeVisible();
    await translator.click();
    await expect(page.getByRole('listbox', { name: 'Translator' }).getByRole('option').first()).toBeVisible();
    await expectAccessible(page, `the person picker of "${dialog}"`, ['[role="dialog"]']);
    // Escape closes the list first, the dialog only then.
    await translator.press('Escape');
    await expect(page.getByRole('listbox', { name: 'Translator' })).toBeHidden();
    await expectDialogAccessible(page, dialog!);
  }

  // Each of the page's tabs, once its part shows.
  for (const [tab, shown] of [
    ['Assignments', page.getByRole('table', { name: 'Assignments of the documents' })],
    ['Resources', page.getByRole('region', { name: 'Translation memories, by priority' })],
    ['Quality', page.getByRole('heading', { name: 'Quality (LQA)' })],
    ['Screenshots', page.getByLabel('Upload a screenshot')],
    ['Report', page.getByRole('link', { name: 'Download CSV' })],
    ['Packages', page.getByRole('button', { name: 'Send out', exact: true })],
    ['Repository', page.getByRole('form', { name: 'Connect a repository' })],
    ['Webhooks', page.getByRole('form', { name: 'Add a webhook' })],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(shown).toBeVisible();
    await expectAccessible(page, `the project page's ${tab} tab`);
  }
  // The packages' send-out dialog.
  await page.getByRole('tab', { name: 'Packages' }).click();
  await page.getByRole('button', { name: 'Send out', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: 'Send out a package' }).getByRole('combobox', { name: 'Whose documents' }),
  ).toBeVisible();
  await expectDialogAccessible(page, 'Send out a package');
  await page.getByRole('tab', { name: 'Analysis' }).click();
  await page.getByRole('button', { name: 'Run the analysis' }).click();
  await expect(page.getByRole('table', { name: 'Words by document and match' })).toBeVisible();
  await expectAccessible(page, "the project page's analysis");
  await api.dispose();
});

test("the glossary's sort headers, selected records and highlighted search hits have no serious accessibility violation", async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const glossary = await createGlossary(api, `Axe sorting ${Date.now()}`);
  for (const [source, target] of [
    ['file', 'Datei'],
    ['folder', 'Ordner'],
    ['window', 'Fenster'],
  ])
    await answerOf(api.post(`/api/glossary/${glossary.id}/records`, { data: { source, target } }), 201);
  await openAs(page, `/glossary/${glossary.id}`);
  const records = page.getByRole('table', { name: 'Glossary records' });
  await expect(records.getByText('Ordner')).toBeVisible();

  await records.getByRole('button', { name: /^Target/ }).click();
  await expect(records.getByRole('columnheader', { name: /^Target/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Select record file').check();
  await page.getByLabel('Select record window').check();
  await expect(page.getByRole('group', { name: 'Selected records' })).toContainText('2 records selected');
  await expectAccessible(page, 'glossary, sorted by target, two records selected');

  await page.getByRole('searchbox', { name: 'Search records' }).fill('f');
  await expect(records.locator('mark').first()).toBeVisible();
  await expectAccessible(page, 'glossary, search hits highlighted');
  await api.dispose();
});
