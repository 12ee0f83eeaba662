/**
 * Nothing on screen bypasses the message catalogs: every screen of the composed app, walked in the pseudo-locale
 * (English accented, a third longer, in brackets), shows no visible text that is still plain English, apart from the
 * data the test made (names, file names, segment text), what the browser's `Intl` writes in English for it (dates,
 * language names) and key names; and no pseudo-localised text is cut off by its box.
 */
import { expect, type Page } from '@playwright/test';
import type { Project } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, createGlossary, createTm, openAs, test } from './fixtures.ts';
import { pseudoLocalize } from '../scripts/catalogs.ts';
import { uploadDocument, xliffOf } from './editor-support.ts';

test.describe.configure({ timeout: 180_000 });

/** Words English `Intl` and the app write the same in every language: months, days, key names, units, formats. */
const ALWAYS_ALLOWED = [
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'AM', 'PM'],
  ...['Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Tab', 'Home', 'End', 'Space', 'Backspace', 'PageUp', 'PageDown'],
  ...['bytes', 'byte', 'XLIFF', 'TMX', 'TBX', 'CSV', 'TSV', 'XLSX', 'DOCX', 'Tessera', 'DeepL', 'OpenAI', 'API'],
  ...['English', 'German', 'Japanese', 'French', 'Spanish', 'Arabic'],
];

/** The visible texts of the page that are plain English, and pseudo-localised texts whose box cuts them off. */
function problemsOn(page: Page, allowed: string[]) {
  return page.evaluate((allowedWords) => {
    const pseudo = /[àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]|[[\]]/;
    const filler = /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g;
    const english: string[] = [];
    const cut: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || element.closest('script, style, noscript, textarea, kbd, code, [translate="no"]'))
        continue;
      // User text (segments, matches, terms) is marked with its own language.
      if (element.closest('[lang]') !== document.documentElement) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (pseudo.test(text)) {
        const style = getComputedStyle(element);
        // Text for screen readers only (a clipped 1-pixel box) has no box to fit.
        if (style.clipPath !== 'none' || element.getBoundingClientRect().width <= 1) continue;
        const clips = style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        if (clips && element.scrollWidth > element.clientWidth + 1) cut.push(text);
        continue;
      }
      let rest = text.replace(filler, ' ');
      for (const word of allowedWords) rest = rest.split(word).join(' ');
      // An e-mail address is someone's (an invitation's, a user's), never the interface's words.
      rest = rest.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ');
      if (/[A-Za-z]{3,}/.test(rest)) english.push(text);
    }
    return { english: [...new Set(english)], cut: [...new Set(cut)] };
  }, allowed);
}

async function expectAllPseudo(page: Page, screen: string, made: string[], userData?: () => Promise<string[]>) {
  // Let lazy parts and queries settle: the texts they bring are checked too.
  await page.waitForLoadState('networkidle');
  // Read after the screen: tests running alongside add people and providers meanwhile.
  const data = [...made, ...((await userData?.()) ?? [])];
  const { english, cut } = await problemsOn(
    page,
    [...data, ...ALWAYS_ALLOWED].sort((a, b) => b.length - a.length),
  );
  expect.soft(english, `plain English on ${screen}`).toEqual([]);
  expect.soft(cut, `pseudo-localised text cut off on ${screen}`).toEqual([]);
}

test('every screen says everything through the catalogs, and has room for longer languages', async ({ page }) => {
  const api = await adminApi(appUrl());
  const tag = Date.now();
  const glossary = await createGlossary(api, `Pseudo terms ${tag}`);
  await answerOf(api.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'file', target: 'Datei' } }), 201);
  const tm = await createTm(api, `Pseudo memory ${tag}`);
  await answerOf(
    api.post(`/api/translation_memory/${tm.id}/records`, {
      data: { source: 'Save the file.', target: 'Datei speichern.' },
    }),
    201,
  );
  const project = await answerOf<Project>(
    api.post('/api/projects/', { data: { name: `Pseudo project ${tag}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  const document = await uploadDocument(api, `pseudo-${tag}.xlf`, xliffOf(['Save the file.', 'Close the window.']));
  await answerOf(api.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
  // User data, in any language: what this test and the others made (the admin sees it all), and the people.
  const namesOf = async (path: string, field: string) =>
    ((await answerOf<unknown>(api.get(path), 200)) as Record<string, unknown>[]).map((item) => String(item[field]));
  const userData = async () => [
    ...(await namesOf('/api/document/', 'name')),
    ...(await namesOf('/api/projects/', 'name')),
    ...(await namesOf('/api/glossary/', 'name')),
    ...(await namesOf('/api/translation_memory/', 'name')),
    ...(await namesOf('/api/users/', 'username')),
    ...(await namesOf('/api/users/', 'email')),
    ...(await namesOf('/api/admin/sign-in-providers', 'name')),
    ...(await namesOf('/api/admin/sign-in-providers', 'slug')),
    ...[glossary.name, tm.name, project.name, document.name, 'help.properties'],
    ...['Save the file.', 'Datei speichern.', 'file', 'Datei'],
  ];

  await page.context().addInitScript(() => localStorage.setItem('tessera.locale', 'en-XA'));
  await page.goto('/login/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
  await expectAllPseudo(page, 'sign-in', [], userData);

  await openAs(page, '/');
  await page.getByRole('button', { name: pseudoLocalize('New project') }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAllPseudo(page, 'the New project dialog', [], userData);
  await page.keyboard.press('Escape');

  for (const [screen, path] of [
    ['home', '/'],
    ['glossary', `/glossary/${glossary.id}`],
    ['translation memory', `/tm/${tm.id}`],
    ['project', `/project/${project.id}`],
    ['users', '/users/'],
    ['settings', '/settings/'],
    ['profile', '/profile/'],
  ] as const) {
    await openAs(page, path);
    await expectAllPseudo(page, screen, [], userData);
  }
  // The project page's other tabs, each once its part shows.
  await openAs(page, `/project/${project.id}`);
  for (const tab of ['Assignments', 'Resources', 'Quality', 'Analysis', 'Report', 'Repository', 'Webhooks']) {
    await page.getByRole('tab', { name: pseudoLocalize(tab) }).click();
    await expect(
      page
        .getByRole('tabpanel', { name: pseudoLocalize(tab) })
        .getByRole('heading')
        .first(),
    ).toBeVisible();
    await expectAllPseudo(page, `the project page's ${tab} tab`, [], userData);
  }

  await openAs(page, `/document/${document.id}`);
  // The segment's row, named in pseudo-English: found by its number.
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) })
    .click();
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await expectAllPseudo(page, 'editor', [], userData);
  for (const tab of ['Concordance', 'Terms', 'QA', 'History', 'Comments']) {
    await page.getByRole('tab', { name: pseudoLocalize(tab) }).click();
    await expect(page.getByRole('tabpanel', { name: pseudoLocalize(tab) })).toBeVisible();
    await expectAllPseudo(page, `the editor's ${tab} tab`, [], userData);
  }
  await api.dispose();
});
