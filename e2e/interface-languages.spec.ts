/**
 * Tessera in the person's language, in the composed app: the sign-in page follows the browser's languages and its
 * picker; a language chosen in the profile is kept on the server and every remote already loaded speaks it without a
 * reload; Arabic lays the editor out right to left while an English source stays left to right; a Japanese reader
 * sees dates and numbers written the Japanese way.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext } from '@playwright/test';
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
import { uploadDocument, xliffOf } from './editor-support.ts';

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
