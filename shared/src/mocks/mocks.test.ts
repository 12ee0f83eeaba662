import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MessageBody, ErrorBody } from '../contract/common.ts';
import { PAGE_SIZE } from '../contract/plain.ts';
import { Document, DocumentList, DocumentRecord, DocumentRecordPage } from '../contract/documents.ts';
import { inlineText, inlineToken } from '../contract/segment-text.ts';
import { Glossary, GlossaryList, GlossaryRecord, GlossaryRecordPage } from '../contract/glossary.ts';
import {
  ConcordancePage,
  DocumentMatchSettings,
  DocumentTmLinks,
  SegmentsSubstitutions,
  SubstitutionList,
} from '../contract/matching.ts';
import { SegmentsTermHits } from '../contract/terms.ts';
import { TmRecordPage, TranslationMemoryList } from '../contract/tm.ts';
import { Project, ProjectDocumentsStarted, ProjectProgress } from '../contract/projects.ts';
import { User, UserList } from '../contract/users.ts';
import {
  MOCK_PASSWORD,
  SAMPLE_DOCUMENT_ID,
  SAMPLE_DOCUMENT_SEGMENT_COUNT,
  SAMPLE_GLOSSARY_ID,
  SAMPLE_RECORD_COUNT,
  mockServer,
  resetMockDb,
} from './node.ts';

// Every answer of the mock is parsed with the contract schema, so the mock can never drift from the API shapes.
// Same origin as the test page (happy-dom), so no CORS preflight gets in the way.
const base = `${location.origin}/api`;

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: text ? (JSON.parse(text) as unknown) : undefined };
}

async function parsed<S extends z.ZodType>(
  schema: S,
  method: string,
  path: string,
  body?: unknown,
): Promise<z.infer<S>> {
  const answer = await call(method, path, body);
  expect(answer.status, answer.text).toBeLessThan(300);
  return schema.parse(answer.json);
}

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMockDb());

describe('the development mock', () => {
  it('lists glossaries, documents, translation memories and users in the contract shapes', async () => {
    const glossaries = await parsed(GlossaryList, 'GET', '/glossary/');
    expect(glossaries.find((g) => g.id === SAMPLE_GLOSSARY_ID)?.records_count).toBe(SAMPLE_RECORD_COUNT);
    expect(glossaries[0].processing_status).toBe('done');
    expect((await parsed(DocumentList, 'GET', '/document/'))[0]).toMatchObject({ status: 'done', type: 'XLIFF' });
    expect(await parsed(TranslationMemoryList, 'GET', '/translation_memory/')).not.toHaveLength(0);
    expect((await parsed(UserList, 'GET', '/users/')).map((u) => u.role)).toContain('user');
  });

  it('pages the 125 sample records by 100 with a 0-based page', async () => {
    const first = await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records?page=0`);
    const second = await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records?page=1`);
    expect(PAGE_SIZE).toBe(100);
    expect([first.records.length, second.records.length, first.total_rows]).toEqual([100, 25, 125]);
    expect(second.records[0].id).not.toBe(first.records[0].id);
    expect(first.records[0].created_by_user).toEqual({ id: 1, username: 'admin' });
  });

  it('counts a TM search up to 1000 like the server, the partly filled last page exactly', async () => {
    const units = Array.from(
      { length: 1020 },
      (_, i) => `<tu><tuv xml:lang="en"><seg>kiwi ${i}</seg></tuv><tuv xml:lang="de"><seg>Kiwi ${i}</seg></tuv></tu>`,
    );
    const form = new FormData();
    form.append('file', new File([`<tmx version="1.4"><body>${units.join('')}</body></tmx>`], 'kiwi.tmx'));
    expect((await fetch(`${base}/translation_memory/1/import`, { method: 'POST', body: form })).status).toBe(202);
    for (let polls = 0; polls < 4; polls++) await call('GET', '/translation_memory/1');
    const search = (page: number) =>
      parsed(TmRecordPage, 'GET', `/translation_memory/1/records?search=KIWI&page=${page}`);
    expect(await search(0)).toMatchObject({ total_rows: 1000, total_rows_capped: true });
    const last = await search(10);
    expect([last.records.length, last.total_rows, last.total_rows_capped]).toEqual([20, 1020, undefined]);
    const plain = await parsed(TmRecordPage, 'GET', '/translation_memory/1/records');
    expect([plain.total_rows, plain.total_rows_capped]).toEqual([1150, undefined]);
  });

  it("searches a substring of source or target, and treats 'null' and 'undefined' as no search", async () => {
    const bySource = await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records?search=passw`);
    expect(bySource.total_rows).toBe(5);
    expect(bySource.records.every((r) => r.source.includes('passw'))).toBe(true);
    const byTarget = await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records?search=ZEITPLAN`);
    expect(byTarget.records.map((r) => r.source)).toContain('schedule');
    for (const empty of ['null', 'undefined', '']) {
      const all = await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records?search=${empty}`);
      expect(all.total_rows).toBe(125);
    }
  });

  it('answers 404 with an empty body for a missing glossary or record', async () => {
    for (const [method, path] of [
      ['GET', '/glossary/999'],
      ['PUT', '/glossary/999'],
      ['DELETE', '/glossary/999'],
      ['GET', '/glossary/999/records'],
      ['PUT', '/glossary/records/9999'],
      ['DELETE', '/glossary/records/9999'],
      ['GET', '/glossary/abc'],
    ]) {
      const answer = await call(
        method,
        path,
        // Valid for a rename and a record update alike: a body the server refuses answers 400 before any lookup.
        method === 'PUT'
          ? { name: 'x', source: 'a', target: 'b', comment: '', updated_at: '2026-01-01T00:00:00Z' }
          : undefined,
      );
      expect([method, path, answer.status, answer.text]).toEqual([method, path, 404, '']);
    }
  });

  it('renames and deletes a glossary answering {message}', async () => {
    await parsed(MessageBody, 'PUT', `/glossary/${SAMPLE_GLOSSARY_ID}`, { name: 'Renamed' });
    expect((await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).name).toBe('Renamed');
    await parsed(MessageBody, 'DELETE', `/glossary/${SAMPLE_GLOSSARY_ID}`);
    expect((await call('GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).status).toBe(404);
  });

  it('creates, updates and deletes records, keeping records_count right', async () => {
    const created = await parsed(GlossaryRecord, 'POST', `/glossary/${SAMPLE_GLOSSARY_ID}/records`, {
      source: 'spell check',
      target: 'Rechtschreibprüfung',
      comment: '',
    });
    expect(created.created_by_user.username).toBe('admin');
    expect((await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).records_count).toBe(126);
    const updated = await parsed(GlossaryRecord, 'PUT', `/glossary/records/${created.id}`, {
      source: 'spellcheck',
      target: 'Rechtschreibprüfung',
      comment: 'one word',
      updated_at: created.updated_at,
    });
    expect(updated).toMatchObject({ source: 'spellcheck', comment: 'one word' });
    expect(updated.updated_at > created.updated_at).toBe(true);
    await parsed(MessageBody, 'DELETE', `/glossary/records/${created.id}`);
    expect((await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).records_count).toBe(125);
  });

  it('refuses an edit based on an outdated updated_at with 409 and a message', async () => {
    const [record] = (await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records`)).records;
    await parsed(GlossaryRecord, 'PUT', `/glossary/records/${record.id}`, { ...record, target: 'first edit' });
    const stale = await call('PUT', `/glossary/records/${record.id}`, {
      source: record.source,
      target: 'second edit',
      comment: '',
      updated_at: record.updated_at,
    });
    expect(stale.status).toBe(409);
    expect(ErrorBody.parse(stale.json).message).toMatch(/changed by someone else/);
  });

  it('validates bodies with the contract and answers 400 {message, details}', async () => {
    const answer = await call('POST', `/glossary/${SAMPLE_GLOSSARY_ID}/records`, { source: '', target: 'x' });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).details).toBeDefined();
  });

  it('creates a glossary and imports a CSV file in the background with visible progress', async () => {
    const created = await parsed(Glossary, 'POST', '/glossary/', {
      name: 'New one',
      source_lang: 'en',
      target_lang: 'fr',
    });
    expect(created).toMatchObject({ records_count: 0, processing_status: 'done' });

    const form = new FormData();
    form.append(
      'file',
      new File(['source,target,comment\nhello,bonjour,greeting\ncat,chat,\n'], 'terms.csv', { type: 'text/csv' }),
    );
    form.append('name', 'Imported');
    const upload = await fetch(`${base}/glossary/import`, { method: 'POST', body: form });
    expect(upload.status).toBe(202);
    const pending = Glossary.parse(await upload.json());
    expect(pending.processing_status).toBe('pending');

    const seen: number[] = [];
    let glossary = pending;
    while (glossary.processing_status !== 'done' && seen.length < 10) {
      glossary = await parsed(Glossary, 'GET', `/glossary/${pending.id}`);
      seen.push(glossary.processing_progress);
    }
    expect(seen).toEqual([0.25, 0.5, 0.75, 1]);
    expect(glossary.records_count).toBe(2);
  });

  it('exports CSV with a download name', async () => {
    const response = await fetch(`${base}/glossary/${SAMPLE_GLOSSARY_ID}/download?format=csv`);
    expect(response.headers.get('content-disposition')).toContain('.csv');
    expect((await response.text()).split('\r\n')).toHaveLength(127);
  });

  it('signs in, answers the current user, signs out and then answers 401', async () => {
    await call('POST', '/auth/logout');
    expect((await call('GET', '/user/')).status).toBe(401);
    expect((await call('POST', '/auth/login', { email: 'user@tessera.test', password: 'wrong' })).status).toBe(401);
    const user = await parsed(User, 'POST', '/auth/login', { email: 'user@tessera.test', password: MOCK_PASSWORD });
    expect(user.role).toBe('user');
    expect(await parsed(User, 'GET', '/user/')).toEqual(user);
    expect((await call('PUT', `/glossary/${SAMPLE_GLOSSARY_ID}`, { name: 'x' })).status).toBe(403);
  });
});

describe('the development mock of documents', () => {
  const records = (query = '') => parsed(DocumentRecordPage, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/records${query}`);
  const sampleDocument = () => parsed(Document, 'GET', `/document/${SAMPLE_DOCUMENT_ID}`);
  /** The first sample segment with a paired code: `Click <1>Save</1> …`. */
  const firstWithCodes = async () => (await records()).records.find((r) => r.codes.length === 2 && !r.locked)!;

  it('opens the sample document with counts that match its segments', async () => {
    const document = await sampleDocument();
    expect(document).toMatchObject({
      status: 'done',
      records_count: SAMPLE_DOCUMENT_SEGMENT_COUNT,
      source_lang: 'en',
      target_lang: 'de',
    });
    const all = [...(await records('?page=0')).records, ...(await records('?page=1')).records];
    expect(all.map((r) => r.position)).toEqual([...Array(SAMPLE_DOCUMENT_SEGMENT_COUNT).keys()]);
    expect(document.approved_records_count).toBe(all.filter((r) => r.approved).length);
    expect(document.words_count).toBe(all.reduce((sum, r) => sum + r.words, 0));
    expect((await parsed(DocumentList, 'GET', '/document/'))[0]).toEqual(document);
  });

  it('pages by 100 and has segments with paired and standalone inline codes, notes and locked ones', async () => {
    const [first, second] = [await records('?page=0'), await records('?page=1')];
    expect([first.records.length, second.records.length, first.total_rows]).toEqual([
      100,
      30,
      SAMPLE_DOCUMENT_SEGMENT_COUNT,
    ]);
    const kinds = new Set(first.records.flatMap((r) => r.codes.map((c) => c.kind)));
    expect([...kinds].sort()).toEqual(['close', 'open', 'standalone']);
    const segment = await firstWithCodes();
    expect(segment.source).toBe(`Click ${inlineToken(1)}Save${inlineToken(2)} to keep your changes (1).`);
    expect(segment.note).toBeTruthy();
    expect(first.records.some((r) => r.locked)).toBe(true);
  });

  it('filters untranslated and unapproved segments and searches their text without the codes', async () => {
    const untranslated = await records('?filter=untranslated');
    expect(untranslated.total_rows).toBeGreaterThan(0);
    expect(untranslated.records.every((r) => r.target === '')).toBe(true);
    const unapproved = await records('?filter=unapproved');
    expect(unapproved.records.every((r) => !r.approved)).toBe(true);
    expect(unapproved.total_rows).toBeGreaterThan(untranslated.total_rows);
    // "Save to" only matches once the codes around "Save" are left out.
    const found = await records('?search=SAVE%20to');
    expect(found.total_rows).toBeGreaterThan(0);
    expect(found.records.every((r) => inlineText(r.source).includes('Save to'))).toBe(true);
    expect((await records('?search=null')).total_rows).toBe(SAMPLE_DOCUMENT_SEGMENT_COUNT);
    expect((await call('GET', `/document/${SAMPLE_DOCUMENT_ID}/records?filter=odd`)).status).toBe(400);
  });

  it('filters by segment status, in the words the records carry', async () => {
    const review = await records('?filter=needs-review');
    expect(review.total_rows).toBeGreaterThan(0);
    expect(review.records.every((r) => r.status === 'needs-review' && r.state === 'needs-review-translation')).toBe(
      true,
    );
    expect((await records('?filter=final')).records.every((r) => r.status === 'final' && r.approved)).toBe(true);
  });

  it('saves and approves a target with the codes of its source, and counts it approved', async () => {
    const before = await sampleDocument();
    const segment = (await records('?filter=untranslated')).records.find((r) => r.codes.length === 2)!;
    const target = `Klicken Sie auf ${inlineToken(1)}Speichern${inlineToken(2)}`;
    const saved = await parsed(DocumentRecord, 'PUT', `/document/records/${segment.id}`, {
      target,
      approved: true,
      updated_at: segment.updated_at,
    });
    expect(saved).toMatchObject({ target, approved: true, state: 'final', status: 'approved' });
    expect(saved.updated_at > segment.updated_at).toBe(true);
    expect((await sampleDocument()).approved_records_count).toBe(before.approved_records_count + 1);
  });

  it('shows a target saved and not approved as a draft, and a rejected one as rejected until it changes', async () => {
    const segment = (await records('?filter=translated')).records[0]!;
    const put = (record: DocumentRecord, body: object) =>
      parsed(DocumentRecord, 'PUT', `/document/records/${record.id}`, { updated_at: record.updated_at, ...body });
    const rejected = await put(segment, { target: segment.target, approved: false, rejected: true });
    expect(rejected).toMatchObject({ status: 'rejected', approved: false, state: 'needs-review-translation' });
    expect((await records('?filter=rejected')).records.map((r) => r.id)).toEqual([segment.id]);
    const progress = (await call('GET', `/document/${SAMPLE_DOCUMENT_ID}/progress`)).json as {
      segments: { rejected: number };
    };
    expect(progress.segments.rejected).toBe(1);
    const history = (await call('GET', `/document/records/${segment.id}/history`)).json as {
      versions: { change: string }[];
    };
    expect(history.versions[0]?.change).toBe('reject');

    const again = await put(rejected, { target: segment.target, approved: false });
    expect(again.status).toBe('rejected');
    const redone = await put(again, { target: `${segment.target}!`, approved: false });
    expect(redone.status).toBe('draft');
    const refused = await call('PUT', `/document/records/${segment.id}`, {
      target: '',
      approved: false,
      rejected: true,
      updated_at: redone.updated_at,
    });
    expect(refused.status).toBe(400);
  });

  it('saves a target that leaves out a whole pair of codes with the QA error inline-codes, which holds back an approval unless_qa_errors', async () => {
    const segment = await firstWithCodes();
    const put = (record: DocumentRecord, body: object) =>
      parsed(DocumentRecord, 'PUT', `/document/records/${record.id}`, { updated_at: record.updated_at, ...body });
    const missing = {
      check: 'inline-codes',
      severity: 'error',
      message: 'Inline codes do not match the source: missing inline codes: <1> </1>',
      ignored: false,
    };
    const draft = await put(segment, { target: 'Klicken Sie auf Speichern.', approved: false });
    expect(draft).toMatchObject({ target: 'Klicken Sie auf Speichern.', approved: false, qa: [missing] });
    const held = await put(draft, { target: draft.target, approved: true, unless_qa_errors: true });
    expect(held).toMatchObject({ approved: false, status: 'draft', qa: [missing] });
    const fixed = await put(held, {
      target: `Klicken Sie auf ${inlineToken(1)}Speichern${inlineToken(2)}.`,
      approved: true,
      unless_qa_errors: true,
    });
    expect(fixed).toMatchObject({ approved: true, qa: [] });
  });

  it('refuses a stale edit with 409, code mistakes and locked segments with 422, and empty approvals with 400', async () => {
    const segment = await firstWithCodes();
    const put = (id: number, body: object) =>
      call('PUT', `/document/records/${id}`, { approved: false, updated_at: segment.updated_at, ...body });
    const half = await put(segment.id, { target: `Nur ${inlineToken(1)}halb` });
    expect(half.status).toBe(422);
    expect(ErrorBody.parse(half.json)).toMatchObject({
      message: "The target's inline codes do not match the source: half a pair of inline codes: <1> without </1>",
      details: { problems: ['half a pair of inline codes: <1> without </1>'] },
    });
    const crossed = await put(segment.id, { target: `${inlineToken(2)}x${inlineToken(1)}` });
    expect(ErrorBody.parse(crossed.json).message).toContain('</1> closes before it opens');
    expect(
      ErrorBody.parse((await put(segment.id, { target: `${inlineToken(1)}${inlineToken(2)}${inlineToken(7)}` })).json)
        .message,
    ).toContain('not in the source');
    expect((await put(segment.id, { target: '', approved: true })).status).toBe(400);
    const locked = (await records()).records.find((r) => r.locked)!;
    expect(
      ErrorBody.parse((await put(locked.id, { target: 'x', updated_at: locked.updated_at })).json).message,
    ).toContain('locked');

    await parsed(DocumentRecord, 'PUT', `/document/records/${segment.id}`, {
      target: '',
      approved: false,
      updated_at: segment.updated_at,
    });
    const stale = await put(segment.id, { target: '' });
    expect([stale.status, ErrorBody.parse(stale.json).message]).toEqual([
      409,
      expect.stringContaining('Someone else changed this segment'),
    ]);
    expect((await put(segment.id, { target: '', updated_at: 'yesterday' })).status).toBe(400);
    expect((await put(99_999, { target: '' })).status).toBe(404);
  });

  it('renames and deletes a document (managers only), and says when one does not exist', async () => {
    await parsed(MessageBody, 'PUT', `/document/${SAMPLE_DOCUMENT_ID}`, { name: 'Renamed.xlf' });
    expect((await sampleDocument()).name).toBe('Renamed.xlf');
    expect((await call('PUT', `/document/${SAMPLE_DOCUMENT_ID}`, { name: ' ' })).status).toBe(400);
    await parsed(MessageBody, 'DELETE', `/document/${SAMPLE_DOCUMENT_ID}`);
    const gone = await call('GET', `/document/${SAMPLE_DOCUMENT_ID}`);
    expect([gone.status, ErrorBody.parse(gone.json).message]).toEqual([404, 'Document not found']);
    expect((await call('GET', `/document/${SAMPLE_DOCUMENT_ID}/records`)).status).toBe(404);

    resetMockDb({ signedInAs: 'user' });
    expect((await call('DELETE', `/document/${SAMPLE_DOCUMENT_ID}`)).status).toBe(403);
  });

  it('uploads an XLIFF file, processes it in the background and reads its inline codes', async () => {
    const xliff =
      '<?xml version="1.0"?><xliff version="1.2"><file source-language="en" target-language="fr"><body>' +
      '<trans-unit id="a"><source>Press <x id="1"/> to <g id="2">go</g> &amp; stop</source></trans-unit>' +
      '<trans-unit id="b" translate="no"><source>Tessera</source><target>Tessera</target></trans-unit>' +
      '</body></file></xliff>';
    const upload = async (name: string, text: string) => {
      const form = new FormData();
      form.append('file', new File([text], name));
      return fetch(`${base}/document/`, { method: 'POST', body: form });
    };
    const answer = await upload('guide.xlf', xliff);
    expect(answer.status).toBe(202);
    const pending = Document.parse(await answer.json());
    expect(pending.status).toBe('uploaded');
    expect((await parsed(Document, 'GET', `/document/${pending.id}`)).status).toBe('processing');
    expect(await parsed(Document, 'GET', `/document/${pending.id}`)).toMatchObject({
      status: 'done',
      records_count: 2,
      target_lang: 'fr',
    });
    const [first, second] = (await parsed(DocumentRecordPage, 'GET', `/document/${pending.id}/records`)).records;
    expect(first!.source).toBe(`Press ${inlineToken(1)} to ${inlineToken(2)}go${inlineToken(3)} & stop`);
    expect(first!.codes.map((c) => c.label)).toEqual(['{1}', '<1>', '</1>']);
    expect(second!.locked).toBe(true);

    expect((await upload('notes.pdf', '%PDF-1.7')).status).toBe(422);
    expect((await upload('empty.xlf', '')).status).toBe(400);
    const broken = Document.parse(await (await upload('broken.xlf', '<html/>')).json());
    await call('GET', `/document/${broken.id}`);
    expect(await parsed(Document, 'GET', `/document/${broken.id}`)).toMatchObject({
      status: 'error',
      processing_error: expect.stringContaining('XLIFF'),
    });
  });

  it('makes one document per target language of a file uploaded into a project, in its languages, and zips them', async () => {
    const project = await parsed(Project, 'POST', '/projects/', {
      name: 'Atlas',
      source_lang: 'en',
      target_langs: ['de', 'fr'],
    });
    const form = new FormData();
    form.append(
      'file',
      new File(
        [
          '<xliff version="1.2"><file source-language="en"><body><trans-unit id="a"><source>Hi</source></trans-unit></body></file></xliff>',
        ],
        'ui.xlf',
      ),
    );
    const answer = await fetch(`${base}/projects/${project.id}/documents`, { method: 'POST', body: form });
    expect(answer.status).toBe(202);
    const { documents } = ProjectDocumentsStarted.parse(await answer.json());
    expect(documents.map((document) => [document.name, document.target_lang, document.project_id])).toEqual([
      ['ui.xlf', 'de', project.id],
      ['ui.xlf', 'fr', project.id],
    ]);
    for (const document of documents) {
      await call('GET', `/document/${document.id}`);
      expect(await parsed(Document, 'GET', `/document/${document.id}`)).toMatchObject({
        status: 'done',
        records_count: 1,
      });
    }
    expect((await parsed(ProjectProgress, 'GET', `/projects/${project.id}/progress`)).total.segments.total).toBe(2);
    const zip = new Uint8Array(await (await fetch(`${base}/projects/${project.id}/download`)).arrayBuffer());
    const text = new TextDecoder().decode(zip);
    expect(text.startsWith('PK')).toBe(true);
    expect(text).toContain('de/ui.xlf');
    expect(text).toContain('fr/ui.xlf');
    const removed = await fetch(`${base}/projects/${project.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ target_langs: ['de'] }),
    });
    expect(removed.status).toBe(409);
    expect(ErrorBody.parse(await removed.json()).message).toBe(
      'fr cannot be removed: 1 document is in it (ui.xlf). Delete it first.',
    );
    const copied = await parsed(Project, 'PUT', `/projects/${project.id}`, {
      target_langs: ['de', 'fr', 'it'],
      copy_documents: true,
    });
    expect(copied.documents_count).toBe(3);
    const italian = DocumentList.parse((await call('GET', '/document/')).json).find(
      (document) => document.project_id === project.id && document.target_lang === 'it',
    )!;
    await call('GET', `/document/${italian.id}`);
    expect(await parsed(Document, 'GET', `/document/${italian.id}`)).toMatchObject({
      status: 'done',
      records_count: 1,
    });
  });

  it('makes a file that names its target language the document of that language only, and refuses one naming none of them', async () => {
    const project = await parsed(Project, 'POST', '/projects/', {
      name: 'Atlas',
      source_lang: 'en',
      target_langs: ['de', 'fr'],
    });
    const named = (target: string) => {
      const body = new FormData();
      body.append(
        'file',
        new File(
          [
            `<xliff version="1.2"><file source-language="en" target-language="${target}"><body><trans-unit id="a"><source>Hi</source></trans-unit></body></file></xliff>`,
          ],
          `${target}.xlf`,
        ),
      );
      return fetch(`${base}/projects/${project.id}/documents`, { method: 'POST', body });
    };
    const french = await named('fr-FR');
    expect(ProjectDocumentsStarted.parse(await french.json()).documents.map((d) => d.target_lang)).toEqual(['fr']);
    const italian = await named('it');
    expect(italian.status).toBe(422);
    expect(
      DocumentList.parse((await call('GET', '/document/')).json).filter((d) => d.project_id === project.id),
    ).toHaveLength(1);
    // Nor is it copied into a language added later.
    const german = await named('de');
    const [document] = ProjectDocumentsStarted.parse(await german.json()).documents;
    await call('GET', `/document/${document!.id}`);
    await call('GET', `/document/${document!.id}`);
    const added = await parsed(Project, 'PUT', `/projects/${project.id}`, {
      target_langs: ['de', 'fr', 'es'],
      copy_documents: true,
    });
    expect(added.documents_count).toBe(2);
  });

  it('downloads the document as XLIFF with the saved targets and their codes written back', async () => {
    const segment = await firstWithCodes();
    await parsed(DocumentRecord, 'PUT', `/document/records/${segment.id}`, {
      target: `${inlineToken(1)}Speichern${inlineToken(2)} & fertig`,
      approved: true,
      updated_at: segment.updated_at,
    });
    const response = await fetch(`${base}/document/${SAMPLE_DOCUMENT_ID}/download`);
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="release-notes.xlf"');
    const xml = await response.text();
    expect(xml).toContain(`<target state="final"><g id="1" ctype="bold">Speichern</g> &amp; fertig</target>`);
    expect(xml.match(/<trans-unit /g)).toHaveLength(SAMPLE_DOCUMENT_SEGMENT_COUNT);
  });

  it('downloads the document as XLIFF 2.0 on ?as=xliff, one segment per record, and refuses a format it does not know', async () => {
    const response = await fetch(`${base}/document/${SAMPLE_DOCUMENT_ID}/download?as=xliff`);
    expect(response.headers.get('content-disposition')).toContain('attachment; filename="release-notes.xlf"');
    const xml = await response.text();
    expect(xml).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0"');
    expect(xml.match(/<segment /g)).toHaveLength(SAMPLE_DOCUMENT_SEGMENT_COUNT);
    expect((await fetch(`${base}/document/${SAMPLE_DOCUMENT_ID}/download?as=docx`)).status).toBe(400);
  });
});

describe('the development mock of TM matching', () => {
  it("links the sample document to the sample TM, finds fuzzy matches for its segments and keeps each match's codes", async () => {
    const links = await parsed(DocumentTmLinks, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/translation_memories`);
    expect(links).toHaveLength(1);
    const page = await parsed(DocumentRecordPage, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/records?page=0`);
    const segment = page.records.find((record) => inlineText(record.source).startsWith('Select a target language'))!;
    const matches = await parsed(SubstitutionList, 'GET', `/document/records/${segment.id}/substitutions`);
    expect(matches.length).toBeGreaterThan(0);
    expect(matches[0]!.source).toMatch(/^Select a language/);
    expect(matches.map((match) => match.similarity)).toEqual(
      [...matches.map((match) => match.similarity)].sort((a, b) => b - a),
    );
    const tagged = page.records.find((record) => record.codes.length > 0)!;
    for (const match of await parsed(SubstitutionList, 'GET', `/document/records/${tagged.id}/substitutions`)) {
      expect(match.target.endsWith(tagged.codes.map((code) => inlineToken(code.id)).join(''))).toBe(true);
    }
  });

  it("answers the matches and the term hits of several segments at once, each segment's as alone", async () => {
    const page = await parsed(DocumentRecordPage, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/records?page=0`);
    const [first, second] = page.records as [DocumentRecord, DocumentRecord];
    const batch = `records=${second.id},${first.id}`;
    const matches = await parsed(
      SegmentsSubstitutions,
      'GET',
      `/document/${SAMPLE_DOCUMENT_ID}/substitutions?${batch}`,
    );
    expect(matches).toEqual([
      {
        record_id: second.id,
        matches: await parsed(SubstitutionList, 'GET', `/document/records/${second.id}/substitutions`),
      },
      {
        record_id: first.id,
        matches: await parsed(SubstitutionList, 'GET', `/document/records/${first.id}/substitutions`),
      },
    ]);

    // The first segment says "Save": a term of the sample glossary once it is linked.
    const glossary = await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`);
    await parsed(GlossaryRecord, 'POST', `/glossary/${glossary.id}/records`, { source: 'save', target: 'speichern' });
    const url = `/document/${SAMPLE_DOCUMENT_ID}/glossary_records?${batch}`;
    expect((await parsed(SegmentsTermHits, 'GET', url)).map((segment) => segment.hits)).toEqual([[], []]);
    await call('PUT', `/document/${SAMPLE_DOCUMENT_ID}/glossaries`, { glossaries: [{ id: glossary.id }] });
    const [, hits] = await parsed(SegmentsTermHits, 'GET', url);
    expect(
      hits!.hits.map((hit) => [hit.source, ...hit.ranges.map(([from, to]) => first.source.slice(from, to))]),
    ).toEqual([['save', 'Save']]);
    expect((await call('GET', `/document/${SAMPLE_DOCUMENT_ID}/glossary_records?records=999999`)).status).toBe(404);
    expect((await call('GET', `/document/${SAMPLE_DOCUMENT_ID}/substitutions?records=`)).status).toBe(400);
  });

  it('takes new links and a threshold, and finds units holding every word of a concordance query', async () => {
    await parsed(DocumentTmLinks, 'PUT', `/document/${SAMPLE_DOCUMENT_ID}/translation_memories`, { memories: [] });
    const page = await parsed(DocumentRecordPage, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/records?page=0`);
    expect(await parsed(SubstitutionList, 'GET', `/document/records/${page.records[0]!.id}/substitutions`)).toEqual([]);
    expect(
      await parsed(DocumentMatchSettings, 'PUT', `/document/${SAMPLE_DOCUMENT_ID}/match_settings`, {
        display_threshold: 90,
      }),
    ).toEqual({ display_threshold: 90 });
    expect(await parsed(DocumentMatchSettings, 'GET', `/document/${SAMPLE_DOCUMENT_ID}/match_settings`)).toEqual({
      display_threshold: 90,
    });
    const hits = await parsed(ConcordancePage, 'GET', '/translation_memory/search?query=PASSWORD%20expired&page=0');
    expect(hits.total_rows).toBeGreaterThan(0);
    const hit = hits.records[0]!;
    expect(hit.source_highlights.map(([start, end]) => hit.source_text.slice(start, end))).toEqual([
      'password',
      'expired',
    ]);
    expect((await call('GET', '/translation_memory/search?query=')).status).toBe(400);
  });
});
