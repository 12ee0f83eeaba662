/**
 * Tessera in the person's language, in the composed app: the sign-in page follows the browser's languages and its
 * picker; a language chosen in the profile is kept on the server and every remote already loaded speaks it without a
 * reload; Arabic lays the editor out right to left while an English source stays left to right, and an Arabic text
 * (a match, a term, the preview of an English→Arabic document; an Arabic source in English) runs right to left
 * wherever it shows, whatever the page's direction; a Japanese reader
 * sees dates and numbers written the Japanese way.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator } from '@playwright/test';
import {
  adminApi,
  answerOf,
  apiAs,
  appUrl,
  createGlossary,
  createTm,
  createUser,
  importTm,
  openAs,
  test,
} from './fixtures.ts';
import { linkLookups, uploadDocument, xliffOf } from './editor-support.ts';

/** The person's interface language, set as the profile sets it. */
const chooseLanguage = (api: APIRequestContext, locale: string) =>
  answerOf(api.put('/api/user/', { data: { locale } }), 200);

test('the sign-in page speaks the browser’s language, and its picker changes it at once', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: appUrl(), locale: 'de-DE' });
  const page = await context.newPage();
  await page.goto('/login/');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.getByLabel('Passwort')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.getByLabel('Sprache').selectOption('ja');
  await expect(page.getByRole('heading', { name: 'サインイン' })).toBeVisible();
  await page.getByLabel('言語').selectOption('ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Remembered on this browser for the next visit.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول' })).toBeVisible();
  await context.close();
});

test('German chosen in the profile is kept on the server, and the remotes already on the page change with the shell', async ({
  page,
}) => {
  const person = await createUser(appUrl(), 'manager');
  await openAs(page, '/', person);
  // The home screen's sections come from three remotes: each is loaded before the language changes.
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Glossaries' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Translation memories' })).toBeVisible();
  const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);

  await page.getByRole('link', { name: /Profile of/ }).click();
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Abmelden' }).first()).toBeVisible();

  await page.getByRole('link', { name: 'Start' }).click();
  await expect(page.getByRole('heading', { name: 'Projekte' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Glossare' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Translation Memorys' })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);

  // Another browser: the server's choice wins over that browser's languages.
  const api = await apiAs(appUrl(), person);
  expect((await answerOf<{ locale: string | null }>(api.get('/api/user/'), 200)).locale).toBe('de');
  await api.dispose();
});

test('the Arabic editor runs right to left, its English source left to right', async ({ page }) => {
  const admin = await adminApi(appUrl());
  const document = await uploadDocument(admin, 'rtl.xlf', xliffOf(['Open the file.', 'Close the window.']));
  const translator = await createUser(appUrl(), 'user');
  const api = await apiAs(appUrl(), translator);
  await chooseLanguage(api, 'ar');
  await openAs(page, `/document/${document.id}`, translator);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  const source = page.locator('[lang="en"]', { hasText: 'Open the file.' }).first();
  await expect(source).toBeVisible();
  expect(await source.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  // The grid reads from the right: a segment's number stands right of its source.
  const number = page.getByRole('rowheader', { name: '1', exact: true });
  const [numberBox, sourceBox] = [await number.boundingBox(), await source.boundingBox()];
  expect(numberBox!.x).toBeGreaterThan(sourceBox!.x);

  // The preview of this German document: an untranslated segment shows its English, left to right.
  await page.keyboard.press('Control+Shift+P');
  const preview = page.getByRole('region', { name: /./ }).filter({ has: page.locator('[data-record-id]') });
  const untranslated = preview.locator('[data-record-id]', { hasText: 'Close the window.' });
  await expect(untranslated).toHaveAttribute('lang', 'en');
  expect(await untranslated.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await api.dispose();
  await admin.dispose();
});

/** The `lang` and `dir` of the nearest element that says the language of `locator`'s text, and its direction. */
const languageOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const said = element.closest('[lang]')!;
    return [said.getAttribute('lang'), said.getAttribute('dir'), getComputedStyle(element).direction];
  });

test('an English→Arabic document in Arabic: its match, term and preview run right to left, their English left to right', async ({
  page,
}) => {
  const admin = await adminApi(appUrl());
  const tag = Date.now();
  const document = await uploadDocument(
    admin,
    `rtl-ar-${tag}.xlf`,
    xliffOf(['Open the file.', 'Close the window.']).replace('target-language="de"', 'target-language="ar"'),
  );
  const tm = await importTm(
    admin,
    `Arabic memory ${tag}`,
    `<?xml version="1.0"?><tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="t" creationtool="t" creationtoolversion="1"/><body><tu><tuv xml:lang="en"><seg>Open the file.</seg></tuv><tuv xml:lang="ar"><seg>افتح الملف.</seg></tuv></tu></body></tmx>`,
  );
  const glossary = await answerOf<{ id: number }>(
    admin.post('/api/glossary/', { data: { name: `Arabic terms ${tag}`, source_lang: 'en', target_lang: 'ar' } }),
    201,
  );
  await answerOf(admin.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'file', target: 'ملف' } }), 201);
  await linkLookups(admin, document.id, { tm: tm.id, glossary: glossary.id });
  const translator = await createUser(appUrl(), 'user');
  const api = await apiAs(appUrl(), translator);
  await chooseLanguage(api, 'ar');
  await openAs(page, `/document/${document.id}`, translator);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // The segments' rows, named in Arabic: found by their numbers.
  const row = (n: number) =>
    page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: String(n), exact: true }) });
  await row(1).click();

  // The match: its English source left to right, its Arabic target right to left.
  const panel = page.getByRole('tabpanel');
  const match = panel.getByText('افتح الملف.', { exact: true });
  await expect(match).toBeVisible();
  expect(await languageOf(match)).toEqual(['ar', 'rtl', 'rtl']);
  expect(await languageOf(panel.getByText('Open the file.').first())).toEqual(['en', 'ltr', 'ltr']);
  // The term (the Terms tab, third): its Arabic right to left.
  await page.keyboard.press('Alt+3');
  const term = page.getByRole('tabpanel').getByText('ملف', { exact: true });
  await expect(term).toBeVisible();
  expect(await languageOf(term)).toEqual(['ar', 'rtl', 'rtl']);

  // The match taken and saved, the preview shows the Arabic right to left and the untranslated English left to right.
  await page.keyboard.press('Alt+1');
  await row(1).click();
  await page.keyboard.press('Control+1');
  await row(2).click();
  await page.keyboard.press('Control+Shift+P');
  const preview = page.getByRole('region', { name: /./ }).filter({ has: page.locator('[data-record-id]') });
  const translated = preview.locator('[data-record-id]', { hasText: 'افتح الملف.' });
  await expect(translated).toBeVisible();
  expect(await languageOf(translated)).toEqual(['ar', 'rtl', 'rtl']);
  const untranslated = preview.locator('[data-record-id]', { hasText: 'Close the window.' });
  expect(await languageOf(untranslated)).toEqual(['en', 'ltr', 'ltr']);
  await api.dispose();
  await admin.dispose();
});

test('an Arabic source in an English interface runs right to left, in the grid and the preview', async ({ page }) => {
  const admin = await adminApi(appUrl());
  const document = await uploadDocument(
    admin,
    `rtl-source-${Date.now()}.xlf`,
    xliffOf(['افتح الملف.', 'أغلق النافذة.']).replace(
      'source-language="en" target-language="de"',
      'source-language="ar" target-language="en"',
    ),
  );
  await openAs(page, `/document/${document.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  const source = page.getByRole('row', { name: 'Segment 1', exact: true }).getByTestId('segment-source');
  await expect(source).toHaveText('افتح الملف.');
  expect(await languageOf(source)).toEqual(['ar', 'rtl', 'rtl']);
  await page.getByRole('row', { name: 'Segment 1', exact: true }).click();
  await page.keyboard.press('Control+Shift+P');
  const preview = page.getByRole('region', { name: 'Document preview' });
  const untranslated = preview.locator('[data-record-id]', { hasText: 'أغلق النافذة.' });
  await expect(untranslated).toBeVisible();
  expect(await languageOf(untranslated)).toEqual(['ar', 'rtl', 'rtl']);
  await admin.dispose();
});

test('a Japanese reader sees dates as 2026/11/26 and numbers as 1,234', async ({ page }) => {
  const admin = await adminApi(appUrl());
  const units = Array.from(
    { length: 1234 },
    (_, i) => `<tu><tuv xml:lang="en"><seg>Line ${i}</seg></tuv><tuv xml:lang="ja"><seg>行 ${i}</seg></tuv></tu>`,
  ).join('');
  const tm = await importTm(
    admin,
    `Japanese figures ${Date.now()}`,
    `<?xml version="1.0"?><tmx version="1.4"><header srclang="en" datatype="plaintext" segtype="sentence" adminlang="en" o-tmf="t" creationtool="t" creationtoolversion="1"/><body>${units}</body></tmx>`,
  );
  const reader = await createUser(appUrl(), 'manager');
  const api = await apiAs(appUrl(), reader);
  await chooseLanguage(api, 'ja');
  await openAs(page, `/tm/${tm.id}`, reader);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.getByText('合計 1,234 件')).toBeVisible();

  // A unit saved today carries today's date.
  const dated = await createTm(admin, `Japanese dates ${Date.now()}`);
  await answerOf(
    admin.post(`/api/translation_memory/${dated.id}/records`, { data: { source: 'Save', target: '保存' } }),
    201,
  );
  await page.goto(`/tm/${dated.id}`);
  const today = new Date();
  const written = `${today.getFullYear()}/${String(today.getMonth() + 1).padStart(2, '0')}/${String(today.getDate()).padStart(2, '0')}`;
  await expect(page.getByText(written).first()).toBeVisible();
  await api.dispose();
  await admin.dispose();
});

test('the screens in Arabic have no serious accessibility violation, as in English', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await adminApi(appUrl());
  const glossary = await createGlossary(admin, `مسرد ${Date.now()}`);
  const document = await uploadDocument(admin, 'axe-ar.xlf', xliffOf(['Open the file.', 'Close the window.']));
  const person = await createUser(appUrl(), 'admin');
  const api = await apiAs(appUrl(), person);
  await chooseLanguage(api, 'ar');
  for (const path of ['/', `/glossary/${glossary.id}`, '/users/', '/profile/', `/document/${document.id}`]) {
    await openAs(page, path, person);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
    const serious = results.violations
      .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect.soft(serious, `axe on ${path} in Arabic`).toEqual([]);
  }
  await api.dispose();
  await admin.dispose();
});

test("a German admin's value the server refuses is told in German, with the field's German label", async ({ page }) => {
  const admin = await adminApi(appUrl());
  const project = await answerOf<{ id: number; name: string }>(
    admin.post('/api/projects/', { data: { name: `Ceiling ${Date.now()}`, source_lang: 'en', target_lang: 'de' } }),
    201,
  );
  await admin.dispose();
  const person = await createUser(appUrl(), 'admin');
  const api = await apiAs(appUrl(), person);
  await chooseLanguage(api, 'de');
  await api.dispose();
  await openAs(page, `/project/${project.id}`, person);

  await page.getByRole('button', { name: 'Einstellungen' }).click();
  const dialog = page.getByRole('dialog', { name: `Einstellungen von ${project.name}` });
  // The field takes any number; that a ceiling is at least one token is the server's rule, which the form leaves to it.
  await dialog.getByLabel('Monatliche Obergrenze (Tokens)').fill('0');
  await dialog.getByRole('button', { name: 'Obergrenze speichern' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('„Monatliche Obergrenze (Tokens)“ muss mindestens 1 sein');
});
