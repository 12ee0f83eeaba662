/**
 * Every word on every screen in the interface's language. Every screen of the composed app (home, its dialog, a
 * glossary, a memory, a project and its tabs, users, settings, the profile, the editor with each side-panel tab,
 * the reviewer's dialog, the QA report) is walked in German and in the pseudo-locale (English accented, a third
 * longer, in brackets), with a document whose segments carry QA findings, file states and reviewers' errors. It fails
 * on text still in English (the visible texts, placeholders and tooltips, the names the Quality tab's form starts
 * with and the options of the reviewer's lists; apart from the data the tests made, what the browser's `Intl` writes
 * for it, and key names) and on a label cut off by its box.
 *
 * English is told differently in each: in the pseudo-locale any plain Latin text bypassed the catalogs; in German a
 * text holding a word the English catalogs use and the German ones never do (or an English word the server or a
 * file brings: XLIFF states, the error typology's defaults) is English.
 */
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Document, DocumentRecordPage, Project } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, createGlossary, createTm, openAs, test } from './fixtures.ts';
import { messagesOf, pseudoLocalize } from '../scripts/catalogs.ts';
import { APP_SOURCES, englishCatalogsIn } from '../scripts/catalog-types.ts';
import { uploadDocument } from './editor-support.ts';

test.describe.configure({ timeout: 240_000 });

/** Words English `Intl` and the app write the same in every language: months, days, key names, units, formats. */
const ALWAYS_ALLOWED = [
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'AM', 'PM'],
  ...['Ctrl', 'Shift', 'Alt', 'Enter', 'Esc', 'Tab', 'Home', 'End', 'Space', 'Backspace', 'PageUp', 'PageDown'],
  ...['bytes', 'byte', 'XLIFF', 'TMX', 'TBX', 'CSV', 'TSV', 'XLSX', 'DOCX', 'Tessera', 'DeepL', 'OpenAI', 'API'],
  ...['English', 'German', 'Japanese', 'French', 'Spanish', 'Arabic'],
  // Names of products and protocols, written alike in every language.
  ...['Entra ID', 'Okta', 'OpenID Connect', 'SAML', 'SCIM', 'LDAP', 'GitHub', 'GitLab'],
];

/** English words that reach the screen from outside the catalogs: XLIFF states, the default error typology. */
const OUTSIDE_ENGLISH = [
  ...['translated', 'final', 'signed', 'reviewed', 'needs', 'review', 'translation', 'new'],
  ...['accuracy', 'fluency', 'terminology', 'style', 'locale', 'convention', 'minor', 'major', 'critical'],
];

const wordsOf = (text: string) => (text.toLowerCase().match(/\p{L}{3,}/gu) ?? []) as string[];

/** A message's words as a reader sees them: without its placeholders, their names and its plural and select keys. */
const literalOf = (message: string) =>
  message
    .replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,(\s*offset:\d+)?/g, '{')
    .replace(/(=\d+|[\w-]+)\s*\{/g, '{')
    .replace(/\{\s*\w+\s*(,\s*\w+\s*)?\}/g, ' ');

/** The words the English catalogs use and the German ones never do, with the English from outside them. */
function englishOnlyWords(): string[] {
  const english = new Set<string>(OUTSIDE_ENGLISH);
  const german = new Set<string>();
  for (const file of englishCatalogsIn(APP_SOURCES)) {
    const germanFile = file.replace(/\/locales\/en\//, '/locales/de/');
    for (const message of Object.values(messagesOf(readFileSync(file, 'utf8'), file)))
      for (const word of wordsOf(literalOf(message))) english.add(word);
    for (const message of Object.values(messagesOf(readFileSync(germanFile, 'utf8'), germanFile)))
      for (const word of wordsOf(literalOf(message))) german.add(word);
  }
  const allowed = new Set(ALWAYS_ALLOWED.flatMap(wordsOf));
  return [...english].filter((word) => !german.has(word) && !allowed.has(word));
}

type Problems = { english: string[]; cut: string[] };

/**
 * The page's texts still in English, and labels cut off by their box: a text whose box clips it, a button, label
 * or tab whose text is wider than the box, an input whose placeholder is wider than its field. Under `valuesIn`
 * (a selector), the values fields start with and the options of lists are the interface's words too.
 */
function problemsOn(
  page: Page,
  allowed: string[],
  englishWords: string[] | null,
  valuesIn: string | null = null,
): Promise<Problems> {
  return page.evaluate(
    ([allowedWords, englishOnly, valuesSelector]) => {
      const pseudo = /[àƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÀƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ]|[[\]]/;
      const filler = /\b(one|two|three|four|five|six|seven|eight|nine|ten)\b/g;
      const englishSet = new Set(englishOnly ?? []);
      const english: string[] = [];
      const cut: string[] = [];
      // Data and key names as words of their own: "End" the key is no part of "Endnote", whose rest ("note") would
      // read as English. Longest first, so that a name holding a shorter one goes whole.
      const escaped = allowedWords.filter(Boolean).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const data = new RegExp(`(?<!\\p{L})(?:${escaped.join('|')})(?!\\p{L})`, 'gu');
      const withoutData = (text: string) => {
        const rest = escaped.length > 0 ? text.replace(data, ' ') : text;
        // An e-mail address is someone's (an invitation's, a user's), never the interface's words; a dotted name
        // (a webhook's event, document.created) is a key.
        return rest.replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, ' ').replace(/\b[a-z]+(\.[a-z-]+)+\b/g, ' ');
      };
      /** Whether a text of the interface is still English. */
      const isEnglish = (text: string) => {
        const rest = withoutData(text);
        if (englishOnly === null) return !pseudo.test(text) && /[A-Za-z]{3,}/.test(rest.replace(filler, ' '));
        return (rest.toLowerCase().match(/\p{L}{3,}/gu) ?? []).some((word) => englishSet.has(word));
      };
      const isUserText = (element: Element) => element.closest('[lang]') !== document.documentElement;
      const skipped = (element: Element) =>
        !!element.closest('script, style, noscript, textarea, kbd, code, [translate="no"]') || isUserText(element);
      const visible = (element: Element) =>
        element.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      // Text for screen readers only (a clipped 1-pixel box) has no box to fit.
      const boxless = (element: Element) =>
        getComputedStyle(element).clipPath !== 'none' ||
        getComputedStyle(element).clip.startsWith('rect') ||
        element.getBoundingClientRect().width <= 1;
      const overflows = (element: Element) => element.scrollWidth > element.clientWidth + 1;

      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        const text = node.textContent?.trim() ?? '';
        if (!element || text === '' || skipped(element) || !visible(element)) continue;
        if (isEnglish(text)) english.push(text);
        if (boxless(element)) continue;
        // The box that clips the text: its own, or (for a word inside a cell) the nearest block around it.
        let box: Element | null = element;
        while (box && getComputedStyle(box).display === 'inline') box = box.parentElement;
        const clipper = [element, box].find((candidate) => {
          if (!candidate) return false;
          const style = getComputedStyle(candidate);
          return style.textOverflow === 'ellipsis' || ['hidden', 'clip'].includes(style.overflowX);
        });
        const label = element.closest('button, label, [role="tab"]');
        if ((clipper && overflows(clipper)) || (label && !boxless(label) && overflows(label))) cut.push(text);
      }
      const context = document.createElement('canvas').getContext('2d')!;
      for (const element of document.querySelectorAll<HTMLElement>('[title], input[placeholder]')) {
        if (skipped(element) || !visible(element)) continue;
        const title = element.getAttribute('title')?.trim();
        if (title && isEnglish(title)) english.push(`title: ${title}`);
        if (!(element instanceof HTMLInputElement) || !element.placeholder) continue;
        if (isEnglish(element.placeholder)) english.push(`placeholder: ${element.placeholder}`);
        const style = getComputedStyle(element);
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        // A number field's spin buttons take the end of its box.
        const room =
          element.clientWidth -
          parseFloat(style.paddingInlineStart) -
          parseFloat(style.paddingInlineEnd) -
          (element.type === 'number' ? 16 : 0);
        if (context.measureText(element.placeholder).width > room + 1) cut.push(`placeholder: ${element.placeholder}`);
      }
      for (const element of valuesSelector ? document.querySelectorAll(valuesSelector) : []) {
        if (!visible(element)) continue;
        const values =
          element instanceof HTMLSelectElement
            ? [...element.options].map((option) => option.text)
            : element instanceof HTMLInputElement && element.type === 'text'
              ? [element.value]
              : [];
        for (const value of values) if (value.trim() !== '' && isEnglish(value)) english.push(`value: ${value}`);
      }
      return { english: [...new Set(english)], cut: [...new Set(cut)] };
    },
    [allowed, englishWords, valuesIn] as const,
  );
}

/** What the test made, and what the other tests of the worker made (the admin sees it all): data, not words. */
async function userDataOf(api: APIRequestContext, made: string[]) {
  const namesOf = async (path: string, field: string) =>
    ((await answerOf<unknown>(api.get(path), 200)) as Record<string, unknown>[]).map((item) => String(item[field]));
  return [
    ...made,
    ...(await namesOf('/api/document/', 'name')),
    ...(await namesOf('/api/projects/', 'name')),
    ...(await namesOf('/api/glossary/', 'name')),
    ...(await namesOf('/api/translation_memory/', 'name')),
    ...(await namesOf('/api/users/', 'username')),
    ...(await namesOf('/api/users/', 'email')),
    ...(await namesOf('/api/admin/sign-in-providers', 'name')),
    ...(await namesOf('/api/admin/sign-in-providers', 'slug')),
  ];
}

/** A German XLIFF whose units carry file states, a glossary term left out, a number changed. */
const STATES_XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="help.properties" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="u1"><source>Save the file.</source><target state="final">Dokument sichern.</target></trans-unit>
    <trans-unit id="u2"><source>Wait 15 minutes.</source><target state="signed-off">Warten Sie 16 Minuten.</target></trans-unit>
    <trans-unit id="u3"><source>Close the window.</source><target state="translated">Fenster schließen.</target></trans-unit>
    <trans-unit id="u4"><source>Open the file.</source></trans-unit>
  </body></file>
</xliff>`;

for (const locale of ['de', 'en-XA'] as const) {
  test(`every screen speaks ${locale} throughout, its labels uncut`, async ({ page }) => {
    const api = await adminApi(appUrl());
    const tag = `${locale}-${Date.now()}`;
    const glossary = await createGlossary(api, `Walk terms ${tag}`);
    await answerOf(
      api.post(`/api/glossary/${glossary.id}/records`, { data: { source: 'file', target: 'Datei' } }),
      201,
    );
    const tm = await createTm(api, `Walk memory ${tag}`);
    await answerOf(
      api.post(`/api/translation_memory/${tm.id}/records`, {
        data: { source: 'Save the file.', target: 'Datei speichern.' },
      }),
      201,
    );
    const project = await answerOf<Project>(
      api.post('/api/projects/', { data: { name: `Walk project ${tag}`, source_lang: 'en', target_lang: 'de' } }),
      201,
    );
    const document: Document = await uploadDocument(api, `walk-${tag}.xlf`, STATES_XLIFF);
    await answerOf(api.put(`/api/document/${document.id}`, { data: { project_id: project.id } }), 200);
    await answerOf(
      api.put(`/api/document/${document.id}/glossaries`, { data: { glossaries: [{ id: glossary.id }] } }),
      200,
    );
    // Saved again with the glossary linked: QA finds the term not used and the number changed.
    const { records } = await answerOf<DocumentRecordPage>(api.get(`/api/document/${document.id}/records?page=0`), 200);
    const [first, , third] = records;
    await answerOf(
      api.put(`/api/document/records/${first!.id}`, {
        data: { target: 'Dokument sichern.', approved: false, updated_at: first!.updated_at },
      }),
      200,
    );
    // A reviewer's errors, which the quality score counts by category and severity.
    await answerOf(
      api.put(`/api/document/records/${third!.id}`, {
        data: {
          target: third!.target,
          approved: false,
          updated_at: third!.updated_at,
          rejected: true,
          review: {
            reason: 'Sinn verfehlt',
            errors: [
              { category: 'accuracy', severity: 'major' },
              { category: 'accuracy', severity: 'minor' },
            ],
          },
        },
      }),
      200,
    );
    const made = [
      ...[glossary.name, tm.name, project.name, document.name, 'help.properties', 'Sinn verfehlt'],
      ...['Save the file.', 'Datei speichern.', 'Dokument sichern.', 'file', 'Datei'],
    ];
    const englishWords = locale === 'de' ? englishOnlyWords() : null;
    const said = (text: string) => (locale === 'de' ? undefined : pseudoLocalize(text));

    /** `valuesIn`: where the fields' values and the lists' options are words of the interface (see problemsOn). */
    async function expectAllSaid(screen: string, valuesIn: string | null = null) {
      // Let lazy parts and queries settle: the texts they bring are checked too.
      await page.waitForLoadState('networkidle');
      // Read after the screen: tests running alongside add people and providers meanwhile.
      const allowed = [...(await userDataOf(api, made)), ...ALWAYS_ALLOWED].sort((a, b) => b.length - a.length);
      const { english, cut } = await problemsOn(page, allowed, englishWords, valuesIn);
      expect.soft(english, `English on ${screen} (${locale})`).toEqual([]);
      expect.soft(cut, `text cut off on ${screen} (${locale})`).toEqual([]);
    }

    await page.context().addInitScript((chosen) => localStorage.setItem('tessera.locale', chosen), locale);
    await page.goto('/login/');
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expectAllSaid('sign-in');

    await openAs(page, '/');
    await page.getByRole('button', { name: said('New project') ?? 'Neues Projekt' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAllSaid('the New project dialog');
    await page.keyboard.press('Escape');

    for (const [screen, path] of [
      ['home', '/'],
      ['glossary', `/glossary/${glossary.id}`],
      ['translation memory', `/tm/${tm.id}`],
      ['project', `/project/${project.id}`],
      ['users', '/users/'],
      ['settings', '/settings/'],
      ['profile', '/profile/'],
      ['QA report', `/document/${document.id}/qa`],
    ] as const) {
      await openAs(page, path);
      await expectAllSaid(screen);
    }
    // The project page's other tabs, each once its part shows.
    await openAs(page, `/project/${project.id}`);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const tabCount = await tabs.count();
    expect(tabCount).toBeGreaterThan(5);
    for (let index = 1; index < tabCount; index++) {
      const tab = tabs.nth(index);
      const name = (await tab.textContent()) ?? '';
      await tab.click();
      await expect(page.getByRole('tabpanel', { name }).getByRole('heading').first()).toBeVisible();
      // The Quality tab's form starts from the default error typology: its names in the interface's language.
      const quality = name === (said('Quality') ?? 'Qualität');
      await expectAllSaid(`the project page's tab ${name}`, quality ? '[role="tabpanel"] form input' : null);
    }

    await openAs(page, `/document/${document.id}`);
    // The segment's row, named in the interface's language: found by its number.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) })
      .click();
    await expect(page.getByRole('tabpanel')).toBeVisible();
    await expectAllSaid('editor');
    const panelTabs = page.getByRole('tablist').last().getByRole('tab');
    await expect(panelTabs.first()).toBeVisible();
    const panelTabCount = await panelTabs.count();
    expect(panelTabCount).toBeGreaterThan(4);
    for (let index = 0; index < panelTabCount; index++) {
      const tab = panelTabs.nth(index);
      const name = (await tab.textContent()) ?? '';
      await tab.click();
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      await expectAllSaid(`the editor's tab ${name}`);
    }
    // The reviewer's dialog: the default error typology's categories and severities in its lists.
    await page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: '1', exact: true }) })
      .click();
    await page.keyboard.press('Control+Shift+R');
    const verdict = page.getByRole('dialog');
    await verdict.getByRole('button', { name: said('Add an error') ?? 'Fehler hinzufügen' }).click();
    await expect(verdict.getByRole('combobox')).toHaveCount(2);
    await expectAllSaid('the review dialog', '[role="dialog"] select');
    await page.keyboard.press('Escape');
    await api.dispose();
  });
}
