/**
 * Software strings in their own formats, in the composed app: a manager uploads a nested JSON (the dialog asks
 * both languages, the file stating none) and a PO (the dialog asks only the source language, proposing the one
 * given before); a translator translates a message with a placeholder chip in the JSON and a plural form of the
 * PO, a react-i18next tag pair and a c-format directive with a space flag, and the downloaded files parse with
 * their keys, tags and placeholders intact (msgfmt -c where gettext is installed).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { createUser, openAs, test, appUrl } from './fixtures.ts';
import { openSegment, segmentRow } from './editor-support.ts';

const json = `{
  "inbox": {
    "title": "Inbox",
    "unread": "You have {{count}} new messages"
  },
  "settings": { "save": "Save" },
  "banner": "Looks like <bold>x</bold> is on."
}
`;

const po = `msgid ""
msgstr ""
"Content-Type: text/plain; charset=UTF-8\\n"
"Language: de\\n"
"Plural-Forms: nplurals=2; plural=(n != 1);\\n"

#. Shown on the toolbar
#: src/toolbar.c:12
msgid "Open"
msgstr ""

#, c-format
msgid "%d file"
msgid_plural "%d files"
msgstr[0] ""
msgstr[1] ""

#, c-format
msgid "standard .05% commission, 20% in the case"
msgstr ""
`;

async function uploadFromHome(page: Page, name: string, content: string) {
  await page
    .getByLabel('Document file to upload')
    .setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(content) });
}

/** Opens the document `name` from the home screen's list. */
async function openDocument(page: Page, name: string) {
  await page.goto('/');
  await page.getByRole('table', { name: 'Documents' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
}

/** Downloads through the link named `link` and answers the file's name and text. */
async function download(page: Page, link: string): Promise<{ name: string; text: string }> {
  const started = page.waitForEvent('download');
  await page.getByRole('link', { name: link }).click();
  const file = await started;
  return { name: file.suggestedFilename(), text: readFileSync(await file.path(), 'utf8') };
}

test('a nested JSON and a PO are uploaded, translated with a placeholder chip and a plural form, and download intact', async ({
  page,
}) => {
  const stamp = Date.now();
  const manager = await createUser(appUrl(), 'manager');
  await openAs(page, '/', manager);
  const documents = page.getByRole('table', { name: 'Documents' });

  const jsonName = `messages-${stamp}.en.json`;
  await uploadFromHome(page, jsonName, json);
  await page.getByLabel('Source language').fill('en');
  await page.getByLabel('Target language').fill('de');
  await page.getByRole('button', { name: 'Upload with it' }).click();
  const jsonRow = documents.getByRole('row').filter({ hasText: jsonName });
  await expect(jsonRow.getByText('done', { exact: true })).toBeVisible();
  await expect(jsonRow.getByText('JSON', { exact: true })).toBeVisible();

  // The PO names its target language: only the source is asked, and the one given last is proposed.
  const poName = `app-${stamp}.po`;
  await uploadFromHome(page, poName, po);
  await expect(page.getByLabel('Source language')).toHaveValue('en');
  await expect(page.getByLabel('Target language')).toHaveCount(0);
  await page.getByRole('button', { name: 'Upload with it' }).click();
  const poRow = documents.getByRole('row').filter({ hasText: poName });
  await expect(poRow.getByText('done', { exact: true })).toBeVisible();
  await expect(poRow.getByText('gettext PO')).toBeVisible();
  await expect(poRow.getByText('en → de')).toBeVisible();

  // The placeholder is a chip the translator carries over with Ctrl+Alt+1.
  await openDocument(page, jsonName);
  await openSegment(page, 2);
  await expect(segmentRow(page, 2).getByTestId('segment-details')).toContainText('Key inbox.unread');
  await page.keyboard.type('Sie haben ');
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type(' neue Nachrichten');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 2).getByLabel('Status of segment 2')).toContainText('confirmed');
  const jsonFile = await download(page, 'Download JSON');
  expect(jsonFile.name).toBe(`messages-${stamp}.de.json`);
  expect(JSON.parse(jsonFile.text)).toEqual({
    inbox: { title: 'Inbox', unread: 'Sie haben {{count}} neue Nachrichten' },
    settings: { save: 'Save' },
    banner: 'Looks like <bold>x</bold> is on.',
  });

  // A react-i18next tag pair is two chips, carried over as the translator places them.
  await openSegment(page, 4);
  await page.keyboard.type('Sieht aus, als sei ');
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type('x');
  await page.keyboard.press('Control+Alt+Digit2');
  await page.keyboard.type(' an.');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 4).getByLabel('Status of segment 4')).toContainText('confirmed');
  expect(JSON.parse((await download(page, 'Download JSON')).text).banner).toBe('Sieht aus, als sei <bold>x</bold> an.');

  // The plural form "%d files" is the entry's second form; the developer's note shows beside it.
  await openDocument(page, poName);
  await openSegment(page, 1);
  await expect(segmentRow(page, 1).getByTestId('segment-details')).toContainText('Note: Shown on the toolbar');
  await openSegment(page, 3);
  await expect(segmentRow(page, 3).getByTestId('segment-details')).toContainText('Plural: other');
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type(' Dateien');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 3).getByLabel('Status of segment 3')).toContainText('confirmed');
  // In a c-format entry, "% c" and "% i" (a space flag) are directives: chips, which msgfmt -c holds to the msgid.
  await openSegment(page, 4);
  await page.keyboard.type('Standard .05');
  await page.keyboard.press('Control+Alt+Digit1');
  await page.keyboard.type('ommission, 20');
  await page.keyboard.press('Control+Alt+Digit2');
  await page.keyboard.type('m Fall');
  await page.keyboard.press('Control+Enter');
  await expect(segmentRow(page, 4).getByLabel('Status of segment 4')).toContainText('confirmed');
  const poFile = await download(page, 'Download gettext PO');
  expect(poFile.name).toBe(poName);
  // The header names who translated it last and when, as gettext's tools leave it.
  const credits = /"PO-Revision-Date: \d{4}-\d\d-\d\d \d\d:\d\d\+0000\\n"\n"Last-Translator: [^"]+ <[^"]+>\\n"\n/.exec(
    poFile.text,
  );
  expect(credits, poFile.text).not.toBeNull();
  expect(poFile.text.replace(credits![0], '')).toBe(
    po
      .replace('msgstr[1] ""', 'msgstr[1] "%d Dateien"')
      .replace(/msgstr ""\n$/, 'msgstr "Standard .05% commission, 20% im Fall"\n'),
  );
  // gettext's own checker reads it (where gettext is installed): the c-format directive is the msgid's.
  if (spawnSync('msgfmt', ['--version']).status === 0) {
    const path = test.info().outputPath('downloaded.po');
    writeFileSync(path, poFile.text);
    execFileSync('msgfmt', ['-c', '-o', '/dev/null', path], { stdio: 'pipe' });
  }

  const xliff = await download(page, 'Download XLIFF');
  expect(xliff.text).toContain('<target><ph id="c2_1" disp="%d" dataRef="d2_1"/> Dateien</target>');
});
