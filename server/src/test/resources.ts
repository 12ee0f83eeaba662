/**
 * Glossaries, TMs, projects and documents made through the API, for tests that need one to work on. Each
 * helper fails the test at once if the API refuses, so a broken setup is not mistaken for the behaviour tested.
 */
import { sql } from 'kysely';
import { expect } from 'vitest';
import type {
  CreateGlossaryRecordBody,
  Document,
  DocumentRecord,
  Glossary,
  GlossaryRecord,
  Project,
  TmRecord,
  TranslationMemory,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import type { Client, TestContext } from './harness.ts';
import { multipart } from './multipart.ts';

/** A glossary, TM or project to create: English to German unless the languages are given. */
type NewResource = { name: string; source_lang?: string; target_lang?: string };
type NewTerm = CreateGlossaryRecordBody;
type NewUnit = { source: string; target: string };

async function post<T>(client: Client, url: string, payload: object, expectedStatus = 201): Promise<T> {
  const response = await client.inject({ method: 'POST', url, payload });
  expect(response.statusCode, `POST ${url}: ${response.body}`).toBe(expectedStatus);
  return response.json();
}

/** GET `url`, which must answer 200: its JSON body. */
export async function getJson<T>(client: Client, url: string): Promise<T> {
  const response = await client.inject(url);
  expect(response.statusCode, `GET ${url}: ${response.body}`).toBe(200);
  return response.json();
}

/**
 * Every record of a paged records list, read page after page (`pageUrl` gives each page's URL) until the total
 * is reached or, where the server stopped counting (a capped total), a page comes back empty.
 */
export async function allPages<T>(client: Client, pageUrl: (page: number) => string): Promise<T[]> {
  const records: T[] = [];
  for (let page = 0; ; page++) {
    const body = (await client.inject(pageUrl(page))).json();
    records.push(...body.records);
    if (body.records.length === 0 || (!body.total_rows_capped && records.length >= body.total_rows)) return records;
  }
}

const englishToGerman = (resource: NewResource) => ({ source_lang: 'en', target_lang: 'de', ...resource });

/** A glossary's or TM's routes below `base`: creating one, and adding a record to it. */
function resourceRoutes<Resource, Row, NewRow extends object>(base: string) {
  return {
    create: (client: Client, resource: NewResource): Promise<Resource> =>
      post(client, `${base}/`, englishToGerman(resource)),
    addRecord: (client: Client, id: number, row: NewRow): Promise<Row> => post(client, `${base}/${id}/records`, row),
  };
}

const glossaryRoutes = resourceRoutes<Glossary, GlossaryRecord, NewTerm>('/api/glossary');
const tmRoutes = resourceRoutes<TranslationMemory, TmRecord, NewUnit>('/api/translation_memory');

export const createGlossary = glossaryRoutes.create;
export const createGlossaryRecord = glossaryRoutes.addRecord;
export const createTm = tmRoutes.create;
export const createTmUnit = tmRoutes.addRecord;

/** An English to German glossary holding these terms, in this order. */
export async function createGlossaryWithTerms(
  client: Client,
  name: string,
  terms: readonly NewTerm[],
): Promise<{ glossary: Glossary; records: GlossaryRecord[] }> {
  const glossary = await createGlossary(client, { name });
  const records: GlossaryRecord[] = [];
  for (const term of terms) records.push(await createGlossaryRecord(client, glossary.id, term));
  return { glossary, records };
}

/** An English to German TM holding these units, once the jobs its units started (its match index) are done. */
export async function createTmWithUnits(
  t: TestContext,
  client: Client,
  name: string,
  units: readonly NewUnit[],
): Promise<TranslationMemory> {
  const tm = await createTm(client, { name });
  for (const unit of units) await createTmUnit(client, tm.id, unit);
  await t.app.jobs.idle();
  return tm;
}

/**
 * Sets the TMs of a document or project (`ownerUrl`: /api/document/7, /api/projects/3), in priority order, and
 * waits for the match indexes they start building: the linked TMs as the API answers them.
 */
export async function linkTms(
  t: TestContext,
  client: Client,
  ownerUrl: string,
  memories: readonly { id: number; mode: 'read' | 'write' }[],
) {
  const response = await client.inject({
    method: 'PUT',
    url: `${ownerUrl}/translation_memories`,
    payload: { memories },
  });
  expect(response.statusCode, response.body).toBe(200);
  await t.app.jobs.idle();
  return response.json();
}

/** Sets the glossaries of a document or project (`ownerUrl`: /api/document/7, /api/projects/3), in priority order. */
export async function linkGlossaries(client: Client, ownerUrl: string, glossaryIds: readonly number[]) {
  const response = await client.inject({
    method: 'PUT',
    url: `${ownerUrl}/glossaries`,
    payload: { glossaries: glossaryIds.map((id) => ({ id })) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

export function createProject(client: Client, name = 'Release 5'): Promise<Project> {
  return post(client, '/api/projects/', englishToGerman({ name }));
}

/** A segment of a test file: its source alone, or its source and target. */
export type TestSegment = string | readonly [source: string, target?: string];

/** An XLIFF 1.2 file (English to German) of plain-text segments, in this order. */
export function xliffOf(segments: readonly TestSegment[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const units = segments.map((segment, index) => {
    const [source, target] = typeof segment === 'string' ? [segment] : segment;
    const targetXml = target === undefined ? '' : `<target>${escape(target)}</target>`;
    return `<trans-unit id="u${index + 1}"><source>${escape(source)}</source>${targetXml}</trans-unit>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    ${units.join('\n    ')}
  </body></file>
</xliff>`;
}

/** `fields`: more multipart fields (`source_lang`, `target_lang`). */
type UploadOptions = { name?: string; projectId?: number; fields?: Record<string, string> };

/** Uploads a file as `client` (into a project, if given) and waits until it is imported: the document then. */
export async function uploadDocument(
  t: TestContext,
  client: Client,
  content: string,
  { name = 'doc.xlf', projectId, fields: more = {} }: UploadOptions = {},
): Promise<Document> {
  const fields: Record<string, string> = projectId === undefined ? more : { ...more, project_id: String(projectId) };
  const response = await client.inject({
    method: 'POST',
    url: '/api/document/',
    ...multipart(fields, { name, content }),
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.app.jobs.idle();
  const document = (await client.inject(`/api/document/${response.json().id}`)).json() as Document;
  expect(document.status, document.processing_error ?? '').toBe('done');
  return document;
}

/** uploadDocument, and the document's segments (the first page) in file order. */
export async function uploadDocumentWithRecords(
  t: TestContext,
  client: Client,
  content: string,
  options: UploadOptions = {},
): Promise<{ document: Document; records: DocumentRecord[] }> {
  const document = await uploadDocument(t, client, content, options);
  return { document, records: await documentRecords(client, document.id) };
}

/** The first page of a document's segments, in file order. */
export async function documentRecords(client: Client, documentId: number): Promise<DocumentRecord[]> {
  const response = await client.inject(`/api/document/${documentId}/records`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().records;
}

/**
 * A segment save's body: its target, confirmed or not (not unless `approved` says), and any other field, as
 * the API takes it or not (a test of a refusal sends what the API refuses).
 */
export type SegmentSave = { target: string; approved?: boolean; [field: string]: unknown };

/** Saves a segment as `client` at the version `record` was read at, whatever the answer (a refusal too). */
export const saveRecord = (client: Client, record: DocumentRecord, save: SegmentSave) =>
  client.inject({
    method: 'PUT',
    url: `/api/document/records/${record.id}`,
    payload: { approved: false, ...save, updated_at: record.updated_at },
  });

/** saveRecord, which must succeed: the saved segment (its new version). */
export async function savedRecord(client: Client, record: DocumentRecord, save: SegmentSave): Promise<DocumentRecord> {
  const response = await saveRecord(client, record, save);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** The ids of the rows of `table` whose `parentColumn` is `parentId`: what deleting that parent must leave behind. */
export async function rowsOfParent(
  db: Db,
  table: keyof Database,
  parentColumn: string,
  parentId: number,
): Promise<{ id: number }[]> {
  const query = sql<{ id: number }>`select id from ${sql.table(table)} where ${sql.ref(parentColumn)} = ${parentId}`;
  return (await query.execute(db)).rows;
}
