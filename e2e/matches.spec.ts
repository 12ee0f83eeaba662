/**
 * Translation-memory matches in the editor on the real server: a manager links a TM to a document in the links
 * dialog, the side panel shows a fuzzy match with its percentage and the words that differ, Ctrl+1 puts its
 * target in place of the segment's, with the segment's own inline codes, Ctrl+Enter approves it (and writes it
 * back to the TM), and another document with the same source then gets it as a 100% match.
 */
import { expect, type Page } from '@playwright/test';
import { inlineToken } from '@tessera/shared/contract';
import { adminApi, answerOf, createTm, createUser, openAs, test, appUrl } from './fixtures.ts';
import {
  openSegment,
  savedRecords,
  segmentTarget as target,
  translatorOnNewDocument,
  uploadDocument,
  xliffOf,
} from './editor-support.ts';

const t = inlineToken;

const matchesPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Matches' });

test('a fuzzy match is shown, inserted with Ctrl+1 and approved; another document then gets it at 100%', async ({
  page,
}) => {
  const api = await adminApi(appUrl());
  const tmName = `Help TM ${Date.now()}`;
  const tm = await createTm(api, tmName);
  await answerOf(
    api.post(`/api/translation_memory/${tm.id}/records`, {
      data: {
        source: 'Click <bpt i="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept> to keep the file.',
        target:
          'Klicken Sie auf <bpt i="1">&lt;b&gt;</bpt>Speichern<ept i="1">&lt;/b&gt;</ept>, um die Datei zu behalten.',
      },
    }),
    201,
  );
  const source = 'Click <g id="1">Save</g> to keep the new file.';
  const first = await uploadDocument(
    api,
    'first.xlf',
    xliffOf([source, 'Nothing like it in the memory'], { original: 'help.html', datatype: 'html' }),
  );
  const second = await uploadDocument(
    api,
    'second.xlf',
    xliffOf([source], { original: 'help.html', datatype: 'html' }),
  );
  // The other document reads the same TM (linked through the API; the first one is linked on screen below).
  await answerOf(
    api.put(`/api/document/${second.id}/translation_memories`, { data: { memories: [{ id: tm.id, mode: 'read' }] } }),
    200,
  );
  const manager = await createUser(appUrl(), 'manager');

  await openAs(page, `/document/${first.id}`, manager);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();

  // Link the TM, writable, in the links dialog of the editor header.
  await page.getByRole('button', { name: 'TMs and glossaries' }).click();
  const dialog = page.getByRole('dialog', { name: /Translation memories and glossaries/ });
  await dialog
    .getByRole('combobox', { name: 'Add a translation memory' })
    .selectOption({ label: `${tmName} (en → de)` });
  await dialog.getByRole('button', { name: 'Add' }).first().click();
  await dialog.getByRole('combobox', { name: `Mode of ${tmName}` }).selectOption('write');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await openSegment(page, 1);
  const match = matchesPanel(page).getByRole('listitem', { name: new RegExp(`^Match 1: \\d+% from ${tmName}$`) });
  await expect(match).toBeVisible();
  const percentage = Number((await match.locator('[data-band]').textContent())?.replace('%', ''));
  expect(percentage).toBeGreaterThanOrEqual(75);
  expect(percentage).toBeLessThan(100);
  // The word the segment has and the match lacks is marked.
  await expect(match.locator('ins')).toHaveText(['new ']);
  await expect(match.locator('del')).toHaveCount(0);

  // Ctrl+1 puts the match's target in, with the segment's own codes as chips (<1>, </1>).
  await expect(target(page, 1)).toBeFocused();
  await page.keyboard.press('Control+1');
  await expect(target(page, 1)).toHaveText('Klicken Sie auf <1>Speichern</1>, um die Datei zu behalten.');
  await page.keyboard.press('Control+Enter');
  await expect(target(page, 2)).toBeFocused();
  // The server took it: codes in place, approved.
  await expect
    .poll(async () => (await savedRecords(api, first.id))[0])
    .toMatchObject({ approved: true, target: `Klicken Sie auf ${t(1)}Speichern${t(2)}, um die Datei zu behalten.` });
  // Segment 2 has no match worth showing.
  await expect(matchesPanel(page).getByText(/No match of 75% or more/)).toBeVisible();

  // Approving wrote the segment back to the TM: the other document's identical segment gets it at 100%.
  await page.goto(`/document/${second.id}`);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  await openSegment(page, 1);
  const exact = matchesPanel(page).getByRole('listitem', { name: `Match 1: 100% from ${tmName}` });
  await expect(exact).toBeVisible();
  await expect(exact.locator('ins, del')).toHaveCount(0);
  await page.keyboard.press('Control+1');
  await expect(target(page, 1)).toHaveText('Klicken Sie auf <1>Speichern</1>, um die Datei zu behalten.');
  await api.dispose();
});

test("a translator's Ctrl+1 pressed twice leaves the match once, over the file's own target; Ctrl+Z brings that back", async ({
  page,
}) => {
  const { api, document } = await translatorOnNewDocument(
    page,
    'replace.xlf',
    `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="settings.properties" source-language="en" target-language="de" datatype="plaintext">
    <body>
      <trans-unit id="u1"><source>Open the settings to change the languages.</source><target state="translated">Alte Übersetzung</target></trans-unit>
      <trans-unit id="u2"><source>Nothing like it in the memory</source></trans-unit>
    </body>
  </file>
</xliff>
`,
    async (admin) => {
      const tm = await createTm(admin, `Replace TM ${Date.now()}`);
      await answerOf(
        admin.post(`/api/translation_memory/${tm.id}/records`, {
          data: { source: 'Open the settings to change the language.', target: 'Öffnen Sie die Einstellungen.' },
        }),
        201,
      );
      return { memories: [tm.id] };
    },
  );

  await openSegment(page, 1);
  await expect(matchesPanel(page).getByRole('listitem', { name: /^Match 1: \d+% from / })).toBeVisible();
  await page.keyboard.press('Control+1');
  await page.keyboard.press('Control+1');
  await expect(target(page, 1)).toHaveText('Öffnen Sie die Einstellungen.');
  await page.keyboard.press('Control+z');
  await expect(target(page, 1)).toHaveText('Alte Übersetzung');
  await page.keyboard.press('Control+1');
  await expect(target(page, 1)).toHaveText('Öffnen Sie die Einstellungen.');
  await page.keyboard.press('Tab');
  await expect(target(page, 2)).toBeFocused();
  await expect
    .poll(async () => (await savedRecords(api, document.id))[0])
    .toMatchObject({ target: 'Öffnen Sie die Einstellungen.', origin: 'tm-fuzzy' });

  // Segment 2 has no match: Ctrl+1 says so, and the target stays empty.
  await expect(matchesPanel(page).getByText(/No match of 75% or more/)).toBeVisible();
  await page.keyboard.press('Control+1');
  await expect(page.getByRole('status', { name: 'Editor messages' })).toHaveText(
    'This segment has no match of 75% or more.',
  );
  await expect(target(page, 2)).toHaveText('');
  await api.dispose();
});

test('the concordance looks in the source first, then in the target or either as chosen, and in the target of words selected there', async ({
  page,
}) => {
  await translatorOnNewDocument(
    page,
    'concordance.xlf',
    xliffOf(['Print the report', 'Nothing like it']),
    async (admin) => {
      const tm = await createTm(admin, `Concordance TM ${Date.now()}`);
      for (const data of [
        { source: 'Open the file', target: 'Datei öffnen' },
        { source: 'Print the Datei report', target: 'Bericht drucken' },
      ])
        await answerOf(admin.post(`/api/translation_memory/${tm.id}/records`, { data }), 201);
      return { memories: [tm.id] };
    },
  );
  await openSegment(page, 1);
  await page.keyboard.press('Control+k');
  const panel = page.getByRole('tabpanel', { name: 'Concordance' });
  await panel.getByRole('searchbox', { name: 'Search the translation memories' }).fill('datei');
  await page.keyboard.press('Enter');
  const results = panel.getByRole('list', { name: 'Concordance results' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('Print the Datei report');

  const searchIn = panel.getByRole('combobox', { name: 'Search in' });
  await expect(searchIn).toHaveValue('source');
  await searchIn.selectOption({ label: 'Target' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('Datei öffnen');
  await searchIn.selectOption({ label: 'Source or target' });
  await expect(results.getByRole('listitem')).toHaveCount(2);

  // Words selected in a hit's target are looked for in the units' targets.
  await searchIn.selectOption({ label: 'Source' });
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await results.getByText('Bericht drucken').selectText();
  await page.keyboard.press('Control+k');
  await expect(searchIn).toHaveValue('target');
  await expect(panel.getByRole('searchbox', { name: 'Search the translation memories' })).toHaveValue(
    'Bericht drucken',
  );
  await expect(results.getByRole('listitem')).toHaveCount(1);
  await expect(results.getByRole('listitem')).toContainText('Print the Datei report');
});
