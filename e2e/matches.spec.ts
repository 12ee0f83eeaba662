/**
 * Translation-memory matches in the editor on the real server: a manager links a TM to a document in the links
 * dialog, the side panel shows a fuzzy match with its percentage and the words that differ, Ctrl+1 inserts its
 * target with the segment's own inline codes, Ctrl+Enter approves it (and writes it back to the TM), and another
 * document with the same source then gets it as a 100% match.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { inlineToken, type Document, type DocumentRecordPage, type TranslationMemory } from '@tessera/shared/contract';
import { adminApi, createUser, signIn } from './fixtures.ts';

const baseURL = () => test.info().project.use.baseURL!;
const t = inlineToken;

const xliff = (sources: readonly string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="help.html" source-language="en" target-language="de" datatype="html">
    <body>
${sources.map((source, index) => `      <trans-unit id="u${index + 1}"><source>${source}</source></trans-unit>`).join('\n')}
    </body>
  </file>
</xliff>
`;

async function upload(api: APIRequestContext, name: string, sources: readonly string[]): Promise<Document> {
  const answer = await api.post('/api/document/', {
    multipart: { file: { name, mimeType: 'application/xliff+xml', buffer: Buffer.from(xliff(sources)) } },
  });
  expect(answer.status(), await answer.text()).toBe(202);
  const { id } = (await answer.json()) as Document;
  for (let attempt = 0; attempt < 300; attempt++) {
    const document = (await (await api.get(`/api/document/${id}`)).json()) as Document;
    if (document.status === 'done') return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not finish');
}

const target = (page: Page, n: number) => page.getByRole('textbox', { name: `Target of segment ${n}`, exact: true });

async function openSegment(page: Page, n: number) {
  await page.keyboard.press('Control+g');
  await expect(page.getByLabel('Go to segment')).toBeFocused();
  await page.keyboard.type(String(n));
  await page.keyboard.press('Enter');
  await expect(target(page, n)).toBeFocused();
}

const matchesPanel = (page: Page) => page.getByRole('tabpanel', { name: 'Matches' });

test('a fuzzy match is shown, inserted with Ctrl+1 and approved; another document then gets it at 100%', async ({
  page,
}) => {
  const api = await adminApi(baseURL());
  const tmName = `Help TM ${Date.now()}`;
  const created = await api.post('/api/translation_memory/', {
    data: { name: tmName, source_lang: 'en', target_lang: 'de' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const tm = (await created.json()) as TranslationMemory;
  const unit = await api.post(`/api/translation_memory/${tm.id}/records`, {
    data: {
      source: 'Click <bpt i="1">&lt;b&gt;</bpt>Save<ept i="1">&lt;/b&gt;</ept> to keep the file.',
      target:
        'Klicken Sie auf <bpt i="1">&lt;b&gt;</bpt>Speichern<ept i="1">&lt;/b&gt;</ept>, um die Datei zu behalten.',
    },
  });
  expect(unit.status(), await unit.text()).toBe(201);
  const source = 'Click <g id="1">Save</g> to keep the new file.';
  const first = await upload(api, 'first.xlf', [source, 'Nothing like it in the memory']);
  const second = await upload(api, 'second.xlf', [source]);
  // The other document reads the same TM (linked through the API; the first one is linked on screen below).
  const linked = await api.put(`/api/document/${second.id}/translation_memories`, {
    data: { memories: [{ id: tm.id, mode: 'read' }] },
  });
  expect(linked.status(), await linked.text()).toBe(200);
  const manager = await createUser(baseURL(), 'manager');

  await page.goto(`/document/${first.id}`);
  await signIn(page, manager.email, manager.password);
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
    .poll(async () => {
      const records = (await (await api.get(`/api/document/${first.id}/records?page=0`)).json()) as DocumentRecordPage;
      return records.records[0];
    })
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
