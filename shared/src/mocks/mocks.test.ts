import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MessageBody, PAGE_SIZE, ErrorBody } from '../contract/common.ts';
import { DocumentList } from '../contract/documents.ts';
import { Glossary, GlossaryList, GlossaryRecord, GlossaryRecordPage } from '../contract/glossary.ts';
import { TranslationMemoryList } from '../contract/tm.ts';
import { User, UserList } from '../contract/users.ts';
import { MOCK_PASSWORD, SAMPLE_GLOSSARY_ID, SAMPLE_RECORD_COUNT, mockServer, resetMockDb } from './node.ts';

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

async function parsed<S extends z.ZodType>(schema: S, method: string, path: string, body?: unknown): Promise<z.infer<S>> {
  const answer = await call(method, path, body);
  expect(answer.status, answer.text).toBeLessThan(300);
  return schema.parse(answer.json);
}

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
afterAll(() => mockServer.close());
beforeEach(() => resetMockDb());

describe('the development mock (spec §3, §7, §9)', () => {
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
      const answer = await call(method, path, method === 'PUT' ? { name: 'x', source: 'a', target: 'b', comment: '' } : undefined);
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
    const created = await parsed(GlossaryRecord, 'POST', `/glossary/${SAMPLE_GLOSSARY_ID}/records`, { source: 'spell check', target: 'Rechtschreibprüfung', comment: '' });
    expect(created.created_by_user.username).toBe('admin');
    expect((await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).records_count).toBe(126);
    const updated = await parsed(GlossaryRecord, 'PUT', `/glossary/records/${created.id}`, { source: 'spellcheck', target: 'Rechtschreibprüfung', comment: 'one word', updated_at: created.updated_at });
    expect(updated).toMatchObject({ source: 'spellcheck', comment: 'one word' });
    expect(updated.updated_at > created.updated_at).toBe(true);
    await parsed(MessageBody, 'DELETE', `/glossary/records/${created.id}`);
    expect((await parsed(Glossary, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}`)).records_count).toBe(125);
  });

  it('refuses an edit based on an outdated updated_at with 409 and a message', async () => {
    const [record] = (await parsed(GlossaryRecordPage, 'GET', `/glossary/${SAMPLE_GLOSSARY_ID}/records`)).records;
    await parsed(GlossaryRecord, 'PUT', `/glossary/records/${record.id}`, { ...record, target: 'first edit' });
    const stale = await call('PUT', `/glossary/records/${record.id}`, { source: record.source, target: 'second edit', comment: '', updated_at: record.updated_at });
    expect(stale.status).toBe(409);
    expect(ErrorBody.parse(stale.json).message).toMatch(/changed by someone else/);
  });

  it('validates bodies with the contract and answers 400 {message, details}', async () => {
    const answer = await call('POST', `/glossary/${SAMPLE_GLOSSARY_ID}/records`, { source: '', target: 'x' });
    expect(answer.status).toBe(400);
    expect(ErrorBody.parse(answer.json).details).toBeDefined();
  });

  it('creates a glossary and imports a CSV file in the background with visible progress', async () => {
    const created = await parsed(Glossary, 'POST', '/glossary/', { name: 'New one', source_lang: 'en', target_lang: 'fr' });
    expect(created).toMatchObject({ records_count: 0, processing_status: 'done' });

    const form = new FormData();
    form.append('file', new File(['source,target,comment\nhello,bonjour,greeting\ncat,chat,\n'], 'terms.csv', { type: 'text/csv' }));
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
