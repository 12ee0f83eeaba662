/** What the browser tests of the document editor share: a document to work on, and the grid's rows and targets. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { Document, DocumentRecord, DocumentRecordPage, User } from '@tessera/shared/contract';
import { adminApi, answerOf, appUrl, createUser, openAs } from './fixtures.ts';

/** An XLIFF 1.2 file with one trans-unit per source (sources are written as given: they may hold markup). */
export const xliffOf = (
  sources: readonly string[],
  file: { original?: string; datatype?: string } = {},
) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="${file.original ?? 'help.properties'}" source-language="en" target-language="de" datatype="${file.datatype ?? 'plaintext'}">
    <body>
${sources.map((source, index) => `      <trans-unit id="u${index + 1}"><source>${source}</source></trans-unit>`).join('\n')}
    </body>
  </file>
</xliff>
`;

/** Uploads an XLIFF through the API (with more form fields, e.g. `project_id`) and waits until its import is done. */
export async function uploadDocument(
  api: APIRequestContext,
  name: string,
  content: string,
  fields: Record<string, string> = {},
): Promise<Document> {
  const { id } = await answerOf<Document>(
    api.post('/api/document/', {
      multipart: { ...fields, file: { name, mimeType: 'application/xliff+xml', buffer: Buffer.from(content) } },
    }),
    202,
  );
  for (let attempt = 0; attempt < 300; attempt++) {
    const document = (await (await api.get(`/api/document/${id}`)).json()) as Document;
    if (document.status === 'done') return document;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('processing did not finish');
}

/** Links a translation memory (read only) and a glossary to the document, for its matches and terms. */
export async function linkLookups(api: APIRequestContext, documentId: number, ids: { tm: number; glossary: number }) {
  await answerOf(
    api.put(`/api/document/${documentId}/translation_memories`, { data: { memories: [{ id: ids.tm, mode: 'read' }] } }),
    200,
  );
  await answerOf(
    api.put(`/api/document/${documentId}/glossaries`, { data: { glossaries: [{ id: ids.glossary }] } }),
    200,
  );
}

/** The document's first page of segments as the server has them. */
export const savedRecords = async (api: APIRequestContext, id: number): Promise<DocumentRecord[]> =>
  ((await (await api.get(`/api/document/${id}/records?page=0`)).json()) as DocumentRecordPage).records;

export const segmentRow = (page: Page, n: number) => page.getByRole('row', { name: `Segment ${n}`, exact: true });
export const segmentTarget = (page: Page, n: number) =>
  page.getByRole('textbox', { name: `Target of segment ${n}`, exact: true });

/** Opens segment `n` with Ctrl+G, as a translator does, and waits for the caret in its target. */
export async function openSegment(page: Page, n: number) {
  await page.keyboard.press('Control+g');
  await expect(page.getByLabel('Go to segment')).toBeFocused();
  await page.keyboard.type(String(n));
  await page.keyboard.press('Enter');
  await expect(segmentTarget(page, n)).toBeFocused();
}

/**
 * Types into segment `n`'s target (it has the caret), leaves it with `key`, which saves it (Ctrl+Enter also
 * approves it), and waits for the caret in segment `n + 1`.
 */
export async function typeAndLeave(page: Page, n: number, text: string, key: 'Tab' | 'Control+Enter') {
  await expect(segmentTarget(page, n)).toBeFocused();
  await page.keyboard.type(text);
  await page.keyboard.press(key);
  await expect(segmentTarget(page, n + 1)).toBeFocused();
}

/** Signs a new translator (role user) in on a document's editor page and waits for its segments. */
export async function openAsTranslator(page: Page, documentId: number): Promise<User & { password: string }> {
  const translator = await createUser(appUrl(), 'user');
  await openAs(page, `/document/${documentId}`, translator);
  await expect(page.getByRole('table', { name: 'Segments' })).toBeVisible();
  return translator;
}

/** The translation memories (read only) and glossaries a document uses, by id. */
export interface DocumentResources {
  memories?: number[];
  glossaries?: number[];
}

/**
 * The set-up of a translator's test: the admin uploads the document and links it to the memories and glossaries
 * `resources` makes (through the admin's API), then a new translator opens it in the editor. `api` is the
 * admin's (dispose it at the end).
 */
export async function translatorOnNewDocument(
  page: Page,
  name: string,
  content: string,
  resources: (admin: APIRequestContext) => Promise<DocumentResources> = async () => ({}),
) {
  const api = await adminApi(appUrl());
  const document = await uploadDocument(api, name, content);
  const { memories = [], glossaries = [] } = await resources(api);
  if (memories.length > 0) {
    const data = { memories: memories.map((id) => ({ id, mode: 'read' })) };
    await answerOf(api.put(`/api/document/${document.id}/translation_memories`, { data }), 200);
  }
  if (glossaries.length > 0) {
    const data = { glossaries: glossaries.map((id) => ({ id })) };
    await answerOf(api.put(`/api/document/${document.id}/glossaries`, { data }), 200);
  }
  const translator = await openAsTranslator(page, document.id);
  return { api, document, translator };
}
