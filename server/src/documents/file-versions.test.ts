import { expect, it } from 'vitest';
import type { DocumentRecord, Job } from '@tessera/shared/contract';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { documentRecords, uploadDocumentWithRecords, xliffOf, type TestSegment } from '../test/resources.ts';
import type { DocumentSegment } from '../formats/document.ts';
import { xliffFormat } from '../formats/xliff/format.ts';
import { matchSegments } from './file-versions.ts';

const segmentsOf = async (client: Client, documentId: number) =>
  (await documentRecords(client, documentId)).map(({ source, target, approved, state }: DocumentRecord) => ({
    source,
    target,
    approved,
    state,
  }));

it('matches a key the file repeats to the stored segment of the same source first', () => {
  const stored = (id: number, source: string) => ({
    id,
    unit_id: 'greeting',
    segment_id: null,
    source,
    codes: [],
    position: id,
  });
  const read = (source: string) => ({ unitId: 'greeting', segmentId: null, source }) as DocumentSegment;
  const match = matchSegments([stored(0, 'Hello'), stored(1, 'Hi')], [read('Hi'), read('Hello'), read('Hey')]);
  expect(match.kept.map(({ id, position, changed }) => ({ id, position, changed }))).toEqual([
    { id: 1, position: 0, changed: false },
    { id: 0, position: 1, changed: false },
  ]);
  expect(match.added.map((one) => one.position)).toEqual([2]);
  expect(match.removed).toEqual([]);
});

/** The segments of the documents these tests give newer files: English numbers, translated into German. */
const NUMBERS: TestSegment[] = [
  ['One', 'Eins'],
  ['Two', 'Zwei'],
  ['Three', 'Drei'],
  ['Four', 'Vier'],
];

describeWithDatabases('a newer version of a document’s file', (t) => {
  /** A manager and their new document of the first `count` numbers, translated. */
  async function translatedNumbers(count: number) {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(NUMBERS.slice(0, count)));
    return { manager, document };
  }

  async function sendFile(client: Client, url: string, name: string, content: string) {
    const response = await client.inject({ method: 'POST', url, ...multipart({}, { name, content }) });
    if (response.statusCode !== 202) return response;
    await t.app.jobs.idle();
    const job = (await client.inject(`/api/jobs/${response.json().job_id}`)).json() as Job;
    expect(job.status, job.message ?? '').toBe('done');
    return response;
  }

  it('follows a changed source by its keys, keeping translations and marking the changed ones', async () => {
    const { manager, document } = await translatedNumbers(3);
    await sendFile(manager, `/api/document/${document.id}/translations`, 'de.xlf', xliffOf([['One', 'Eins!'], 'Two']));
    // As though an earlier reader had read it: the newer file is read by the current one.
    await t.db.updateTable('documents').set({ reader_version: 0 }).where('id', '=', document.id).execute();
    // u1 keeps its place, u2 changes its source, u3 is gone and u4 comes in.
    const newer = xliffOf(['One', 'Two, now longer', 'Four']).replace('id="u3"', 'id="u4"');
    const answer = await sendFile(manager, `/api/document/${document.id}/source`, 'doc.xlf', newer);
    expect(answer.statusCode, answer.body).toBe(202);

    expect(await segmentsOf(manager, document.id)).toEqual([
      { source: 'One', target: 'Eins!', approved: true, state: null },
      { source: 'Two, now longer', target: 'Zwei', approved: false, state: 'needs-review-translation' },
      { source: 'Four', target: '', approved: false, state: null },
    ]);
    const [, changed] = await documentRecords(manager, document.id);
    expect(changed!.previous_source).toBe('Two');
    const { reader_version } = await t.db
      .selectFrom('documents')
      .select('reader_version')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();
    expect(reader_version).toBe(xliffFormat.readerVersion);
    const download = await manager.inject(`/api/document/${document.id}/download`);
    expect(download.body).toContain('Eins!');
    expect(download.body).toContain('Two, now longer');
  });

  it('moves the segments a newer file reorders and takes a note and a length limit changed beside an unchanged source', async () => {
    const { manager, document } = await translatedNumbers(4);
    const before = await documentRecords(manager, document.id);
    // u1 and u2 change places (keys, not places, say which segment is which), u3 gains a note and a limit, u4 stays
    // as it was.
    const newer = xliffOf(['Two', 'One', 'Three', 'Four'])
      .replace('id="u1"', 'id="swap"')
      .replace('id="u2"', 'id="u1"')
      .replace('id="swap"', 'id="u2"')
      .replace('id="u3"', 'id="u3" maxwidth="12" size-unit="char"')
      .replace('<source>Three</source>', '<source>Three</source><note>Keep it short</note>');
    await sendFile(manager, `/api/document/${document.id}/source`, 'doc.xlf', newer);

    const after = await documentRecords(manager, document.id);
    expect(after.map(({ unit_id, source, target, state }) => ({ unit_id, source, target, state }))).toEqual([
      { unit_id: 'u2', source: 'Two', target: 'Zwei', state: null },
      { unit_id: 'u1', source: 'One', target: 'Eins', state: null },
      { unit_id: 'u3', source: 'Three', target: 'Drei', state: null },
      { unit_id: 'u4', source: 'Four', target: 'Vier', state: null },
    ]);
    expect(after[2]!.note).toBe('Keep it short');
    const limits = await t.db
      .selectFrom('document_records')
      .select(['unit_id', 'max_width'])
      .where('document_id', '=', document.id)
      .orderBy('position')
      .execute();
    expect(limits.map((row) => row.max_width)).toEqual([null, null, 12, null]);
    expect(after[3]!.updated_at).toBe(before[3]!.updated_at);
  });

  it('refuses a file of another format, and any file while the document is not ready', async () => {
    const manager = await t.signIn('manager');
    const { document } = await uploadDocumentWithRecords(t, manager, xliffOf(['One']));
    const json = await sendFile(manager, `/api/document/${document.id}/source`, 'en.json', '{"a": "One"}');
    expect(json.statusCode).toBe(422);
    expect(json.json().message).toBe('"en.json" is in the JSON format; this document is in the XLIFF format');
    await t.db.updateTable('documents').set({ status: 'processing' }).where('id', '=', document.id).execute();
    const busy = await sendFile(manager, `/api/document/${document.id}/translations`, 'de.xlf', xliffOf(['One']));
    expect(busy.statusCode).toBe(409);
  });
});
