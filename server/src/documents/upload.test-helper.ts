import { expect } from 'vitest';
import { inlineText, type Document, type DocumentRecord } from '@tessera/shared/contract';
import { unzip } from '../formats/xlsx/zip.test-helper.ts';
import { multipart } from '../test/multipart.ts';
import type { Client, TestContext } from '../test/harness.ts';
import { allPages, savedRecord } from '../test/resources.ts';

/** What the document upload tests do through the API as a client does: upload, read, save a target. */

export async function uploadDocument(
  t: TestContext,
  client: Client,
  fields: Record<string, string>,
  file: { name: string; content: string | Buffer },
) {
  const response = await client.inject({ method: 'POST', url: '/api/document/', ...multipart(fields, file) });
  await t.app.jobs.idle();
  return response;
}

export const documentOf = async (client: Client, id: number) =>
  (await client.inject(`/api/document/${id}`)).json() as Document;
export const recordsOf = (client: Client, id: number) =>
  allPages<DocumentRecord>(client, (page) => `/api/document/${id}/records?page=${page}`);

/** The form fields of an upload to translate from English into German. */
const ENGLISH_TO_GERMAN = { source_lang: 'en', target_lang: 'de' };

/** Uploads `file`, expects it imported as `expected` says, and answers the document with its records. */
export async function importedDocument(
  t: TestContext,
  client: Client,
  file: { name: string; content: string | Buffer },
  expected: Partial<Document>,
  fields: Record<string, string> = ENGLISH_TO_GERMAN,
) {
  const response = await uploadDocument(t, client, fields, file);
  expect(response.statusCode, response.body).toBe(202);
  const document = await documentOf(client, response.json().id);
  expect(document).toMatchObject({ status: 'done', ...expected });
  return { document, records: await recordsOf(client, document.id) };
}

/**
 * Uploads `file` from English into German and expects it imported as `expected` says and its download untouched:
 * the uploaded file itself, sent as its `mediaType`. Answers the document with its records.
 */
export async function importedUntouched(
  t: TestContext,
  client: Client,
  file: { name: string; content: Buffer; mediaType: string },
  expected: Partial<Document>,
) {
  const imported = await importedDocument(t, client, file, expected);
  const untouched = await client.inject(`/api/document/${imported.document.id}/download`);
  expect(untouched.headers['content-type']).toBe(file.mediaType);
  expect(untouched.rawPayload.equals(file.content)).toBe(true);
  return imported;
}

/** Saves the targets of `translations` (each confirmed) and answers the document's download, as bytes. */
export async function translatedDownload(client: Client, id: number, translations: [DocumentRecord, string][]) {
  for (const [record, target] of translations) await save(client, record, target);
  return (await client.inject(`/api/document/${id}/download`)).rawPayload;
}

/** The record whose source reads `source` once its codes are left out. */
export const bySource = (records: DocumentRecord[], source: string) =>
  records.find((record) => inlineText(record.source) === source)!;

/** The text of the part `name` of a ZIP package (an Office or InDesign file). */
export const partOf = (file: Buffer, name: string) =>
  unzip(file)
    .find((entry) => entry.name === name)!
    .data.toString('utf8');

/**
 * The XLIFF 2.0 export of a document, uploaded again, gives the same segments with their codes and targets.
 * Answers the export, for what a test looks for in it besides.
 */
export async function expectXliffRoundTrip(t: TestContext, client: Client, id: number): Promise<string> {
  const xliff = await client.inject(`/api/document/${id}/download?as=xliff`);
  expect(xliff.statusCode, xliff.body).toBe(200);
  const again = await uploadDocument(t, client, {}, { name: 'export.xlf', content: xliff.body });
  expect(again.statusCode, again.body).toBe(202);
  const essence = (record: DocumentRecord) => [record.source, record.target, record.codes.length];
  expect((await recordsOf(client, again.json().id)).map(essence)).toEqual((await recordsOf(client, id)).map(essence));
  return xliff.body;
}

/** An upload refused with 422 and a message saying what is wrong with the file, nothing created. */
export async function expectRefused(
  t: TestContext,
  client: Client,
  fields: Record<string, string>,
  file: { name: string; content: string | Buffer },
  message: RegExp,
) {
  const before = await countRows(t);
  const response = await uploadDocument(t, client, fields, file);
  expect(response.statusCode, response.body).toBe(422);
  expect(response.json().message).toMatch(message);
  expect(await countRows(t)).toBe(before);
}

/** Saves a confirmed target. */
export async function save(client: Client, record: DocumentRecord, target: string) {
  await savedRecord(client, record, { target, approved: true });
}

export const countRows = async (t: TestContext) =>
  Number(
    (
      await t.db
        .selectFrom('documents')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
