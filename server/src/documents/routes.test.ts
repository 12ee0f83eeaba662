import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import iconv from 'iconv-lite';
import { inlineText, inlineToken, type Document, type DocumentRecord } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { readXliff } from '../formats/xliff/parse.ts';
import type { ParsedSegment } from '../formats/xliff/walker.ts';
import { DOCTYPE_REFUSED } from '../formats/xml-safety.ts';
import { UNSUPPORTED_DOCUMENT } from '../formats/document-formats.ts';
import { multipart as formWithFile } from '../test/multipart.ts';
import { describeWithPostgresToo, statusOf, type Client, type TestContext } from '../test/harness.ts';
import { allPages, savedRecord } from '../test/resources.ts';
import { createDocument } from './repository.ts';
import { expectFreshStatistics } from '../db/statistics.test-helper.ts';

const fixture = (name: string) => readFileSync(new URL(`../formats/xliff/fixtures/${name}`, import.meta.url), 'utf8');
const xliff12 = fixture('sample-1.2.xlf');
const xliff20 = fixture('sample-2.0.xlf');
const segmented12 = fixture('segmented-1.2.xlf');
const tok = inlineToken;

/** A multipart/form-data body as a browser's FormData would send it. */
function multipart(file: { name: string; content: Buffer | string }) {
  const boundary = `----tessera${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

async function upload(t: TestContext, client: Client, name: string, content: string | Buffer): Promise<Document> {
  const response = await client.inject({ method: 'POST', url: '/api/document/', ...multipart({ name, content }) });
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({ name, status: 'uploaded', type: 'XLIFF' });
  await t.app.jobs.idle();
  return (await client.inject(`/api/document/${response.json().id}`)).json() as Document;
}

const allRecords = (client: Client, id: number, query = '') =>
  allPages<DocumentRecord>(client, (page) => `/api/document/${id}/records?page=${page}${query}`);

async function storedRows(t: TestContext, id: number) {
  const records = await t.db
    .selectFrom('document_records')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('document_id', '=', id)
    .executeTakeFirstOrThrow();
  const files = await t.db
    .selectFrom('document_files as f')
    .innerJoin('documents as d', 'd.original_id', 'f.original_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('d.id', '=', id)
    .executeTakeFirstOrThrow();
  return { records: Number(records.n), files: Number(files.n) };
}

/**
 * How imports stored segments before they were parsed in a worker (the driver serialised the values): the
 * reference the rows of an import are compared with.
 */
async function insertSegmentsAsBefore(
  db: Db,
  documentId: number,
  firstPosition: number,
  batch: ParsedSegment[],
): Promise<void> {
  await sql`
    insert into document_records (document_id, position, unit_id, segment_id, source, source_text, target, target_text,
      codes, approved, state, locked, note, context, words, origin, review_level)
    select ${documentId}, * from unnest(
      ${batch.map((_s, i) => firstPosition + i)}::int[],
      ${batch.map((s) => s.unitId)}::text[], ${batch.map((s) => s.segmentId)}::text[],
      ${batch.map((s) => s.source)}::text[], ${batch.map((s) => s.sourceText)}::text[],
      ${batch.map((s) => s.target)}::text[], ${batch.map((s) => inlineText(s.target))}::text[],
      ${batch.map((s) => JSON.stringify(s.codes))}::jsonb[], ${batch.map((s) => s.approved)}::boolean[],
      ${batch.map((s) => s.state)}::text[], ${batch.map((s) => s.locked)}::boolean[],
      ${batch.map((s) => s.note)}::text[], ${batch.map((s) => s.context)}::text[],
      ${batch.map((s) => s.words)}::int[], ${batch.map((s) => (s.target.trim() === '' ? null : (s.origin ?? 'import')))}::text[],
      ${batch.map((s) => (s.reviewed ? 1 : 0))}::smallint[])`.execute(db);
}

/** A document's records as stored, without what differs between two imports of the same file. */
async function storedRecords(t: TestContext, id: number) {
  const rows = await t.db
    .selectFrom('document_records')
    .selectAll()
    .where('document_id', '=', id)
    .orderBy('position')
    .execute();
  // QA findings are worked out after the rows are stored (qa/routes.test.ts).
  return rows.map(
    ({
      id: _id,
      document_id: _document,
      updated_at: _updated,
      qa: _qa,
      qa_ignored: _ignored,
      qa_open: _open,
      qa_errors: _errors,
      ...row
    }) => row,
  );
}

/** Text that array literals must quote and escape: quotes, backslashes, braces, commas, NULL, line breaks. */
const awkward12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="fr" datatype="plaintext"><body>
    <trans-unit id="q&quot;1"><source>Say "hi" \\ to {a,b} NULL</source><target>NULL</target><note>line one
line two, "quoted"</note></trans-unit>
    <trans-unit id="{2}" approved="yes" translate="no"><source>NULL</source><target state="final">Ça va 🙂 <x id="1"/></target></trans-unit>
    <trans-unit id="3"><source></source></trans-unit>
  </body></file>
</xliff>`;

describeWithPostgresToo(
  'documents',
  (t) => {
    it('imports an XLIFF 1.2 upload in the background and lists it with languages, counts and words', async () => {
      const manager = await t.signIn('manager');
      const document = await upload(t, manager, 'help.xlf', xliff12);
      expect(document).toMatchObject({
        status: 'done',
        processing_error: null,
        source_lang: 'en-US',
        target_lang: 'de-DE',
        // Twelve segments, one of them locked (translate="no"): no one's work, out of the progress.
        records_count: 11,
        locked_records_count: 1,
        approved_records_count: 1,
        created_by: manager.user.id,
      });
      expect(document.words_count).toBeGreaterThan(30);
      const list = (await manager.inject('/api/document/')).json() as Document[];
      expect(list.find((d) => d.id === document.id)).toEqual(document);

      const records = await allRecords(manager, document.id);
      expect(records.map((r) => r.position)).toEqual([...records.keys()]);
      expect((await manager.inject(`/api/document/${document.id}/records?page=99`)).json()).toEqual({
        records: [],
        total_rows: records.length,
      });
      const greeting = records[0]!;
      expect(greeting).toMatchObject({
        unit_id: 'greeting',
        segment_id: null,
        source: `Hello ${tok(1)}dear${tok(2)} user${tok(3)}welcome!`,
        approved: false,
        state: 'translated',
        locked: false,
        note: 'Shown on the start page.',
      });
      expect(greeting.codes.map((c) => c.label)).toEqual(['<1>', '</1>', '{1}']);
      expect(records.find((r) => r.unit_id === 'brand')?.locked).toBe(true);
    });

    it('stores the same rows as imports did before the worker built the column literals', async () => {
      const manager = await t.signIn('manager');
      for (const content of [xliff12, xliff20, segmented12, awkward12]) {
        const imported = await upload(t, manager, 'same.xlf', content);
        expect(imported.status).toBe('done');
        const reference = await createDocument(t.db, {
          name: 'reference.xlf',
          created_by: manager.user.id,
          file_size: 0,
        });
        let position = 0;
        await readXliff(Readable.from([content]), async (batch) => {
          await insertSegmentsAsBefore(t.db, reference.id, position, batch);
          position += batch.length;
        });
        const records = await storedRecords(t, imported.id);
        expect(records.length).toBeGreaterThan(2);
        expect(records).toEqual(await storedRecords(t, reference.id));
      }
    });

    it('pages, filters untranslated/unapproved and searches source and target text', async () => {
      const manager = await t.signIn('manager');
      const document = await upload(t, manager, 'filters.xliff', xliff12);
      const untranslated = await allRecords(manager, document.id, '&filter=untranslated');
      expect(untranslated.map((r) => r.unit_id)).toEqual([
        'paired-native',
        'marked',
        'spaced',
        'wrapped',
        'p1',
        'p2',
        'p2',
        'cdata',
      ]);
      const unapproved = await allRecords(manager, document.id, '&filter=unapproved');
      expect(unapproved).toHaveLength(11);
      expect((await allRecords(manager, document.id, '&search=WILLKOMMEN')).map((r) => r.unit_id)).toEqual([
        'greeting',
      ]);
      expect((await allRecords(manager, document.id, '&search=100%25')).length).toBe(0);
      expect((await allRecords(manager, document.id, '&search=null')).length).toBe(12);
      const bad = await manager.inject(`/api/document/${document.id}/records?filter=everything`);
      expect(bad.statusCode).toBe(400);
    });

    it('saves targets and approval, keeps counts, refuses stale writes, code mismatches and locked segments', async () => {
      const manager = await t.signIn('manager');
      const user = await t.signIn('user');
      const document = await upload(t, manager, 'edit.xlf', xliff12);
      const records = await allRecords(user, document.id);
      const marked = records.find((r) => r.unit_id === 'marked')!;
      const put = (record: DocumentRecord, body: object) =>
        user.inject({
          method: 'PUT',
          url: `/api/document/records/${record.id}`,
          payload: { updated_at: record.updated_at, ...body },
        });

      // Codes left out whole are saved for QA to report (download.test.ts); half a pair cannot be written back.
      const half = await put(marked, { target: `Ein ${tok(1)}Begriff drin.`, approved: true });
      expect(half.statusCode).toBe(422);
      expect(half.json().message).toBe(
        "The target's inline codes do not match the source: half a pair of inline codes: <1> without </1>",
      );
      const crossed = await put(marked, { target: `Ein ${tok(2)}Begriff${tok(1)} drin.`, approved: false });
      expect(crossed.statusCode).toBe(422);
      // Blank, or only codes and invisible characters where the source has text: nothing is translated yet.
      for (const target of ['', ' \u00a0', `${tok(1)}${tok(2)}`, `${tok(1)}\u200b${tok(2)}\ufeff`]) {
        const empty = await put(marked, { target, approved: true });
        expect([empty.statusCode, empty.json()], JSON.stringify(target)).toEqual([
          400,
          { message: 'An empty target cannot be approved: translate the segment first', code: 'empty_target_approval' },
        ]);
      }

      const saved = await put(marked, { target: `Ein ${tok(1)}Begriff${tok(2)} drin.`, approved: true });
      expect(saved.statusCode, saved.body).toBe(200);
      const record = saved.json() as DocumentRecord;
      expect(record).toMatchObject({ target: `Ein ${tok(1)}Begriff${tok(2)} drin.`, approved: true, state: 'final' });
      expect(record.updated_at).not.toBe(marked.updated_at);
      const after = (await user.inject(`/api/document/${document.id}`)).json() as Document;
      expect(after.approved_records_count).toBe(document.approved_records_count + 1);
      expect(after.approved_words_count).toBe(document.approved_words_count + marked.words);

      const stale = await put(marked, { target: `Ein ${tok(1)}Wort${tok(2)}.`, approved: false });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().message).toMatch(/changed this segment/);

      const unapproved = await put(record, { target: `Ein ${tok(1)}Begriff${tok(2)} drin.`, approved: false });
      expect(unapproved.json()).toMatchObject({ approved: false, state: 'translated' });
      expect(((await user.inject(`/api/document/${document.id}`)).json() as Document).approved_records_count).toBe(
        document.approved_records_count,
      );

      // Two saves of one version at once: one is saved, the other told so; the count moves once.
      const racing = await Promise.all(
        ['eins', 'zwei'].map((word) =>
          put(unapproved.json(), { target: `Ein ${tok(1)}Begriff${tok(2)} ${word}.`, approved: true }),
        ),
      );
      expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 409]);
      expect(((await user.inject(`/api/document/${document.id}`)).json() as Document).approved_records_count).toBe(
        document.approved_records_count + 1,
      );

      const locked = records.find((r) => r.locked)!;
      expect((await put(locked, { target: 'Mosaik', approved: false })).statusCode).toBe(422);
      const control = await put(records[2]!, { target: `a\u0007 ${tok(1)}${tok(2)}${tok(3)}`, approved: false });
      expect(control.statusCode).toBe(400);
      for (const updated_at of ['yesterday', '', '2026-13-45T00:00:00Z']) {
        const invalid = await put(record, { target: '', approved: false, updated_at });
        expect(invalid.statusCode, updated_at).toBe(400);
        expect(invalid.body).toMatch(/updated_at must be the ISO 8601 timestamp/);
      }
      expect(
        await statusOf(user, {
          method: 'PUT',
          url: '/api/document/records/999999',
          payload: { target: '', approved: false, updated_at: marked.updated_at },
        }),
      ).toBe(404);
    });

    it('downloads the untouched file byte for byte and, after edits, with only targets and states changed', async () => {
      const manager = await t.signIn('manager');
      for (const [name, content] of [
        ['app-2.0.xlf', xliff20],
        ['help-1.2.xlf', xliff12],
      ] as const) {
        const document = await upload(t, manager, name, content);
        const untouched = await manager.inject(`/api/document/${document.id}/download`);
        expect(untouched.statusCode).toBe(200);
        expect(untouched.headers['content-type']).toBe('application/xliff+xml; charset=utf-8');
        expect(untouched.headers['content-disposition']).toContain(`filename="${name}"`);
        expect(untouched.body).toBe(content);
      }
      const document = await upload(t, manager, 'round-trip.xlf', xliff20);
      const records = await allRecords(manager, document.id);
      const s2 = records.find((r) => r.segment_id === 's2')!;
      await savedRecord(manager, s2, { target: `Commencer ${tok(1)}ici, finir${tok(2)} là.`, approved: true });
      const edited = (await manager.inject(`/api/document/${document.id}/download`)).body;
      expect(edited).toBe(
        xliff20
          .replace('<segment id="s2">', '<segment id="s2" state="final">')
          .replace(
            'there.</source>\n',
            'there.</source>\n        <target>Commencer <sc id="3" dataRef="d2"/>ici, finir<ec startRef="3" dataRef="d3"/> là.</target>\n',
          ),
      );
    });

    it('writes TM matches and MT nobody confirmed as still to review, and reads them back so on import', async () => {
      const manager = await t.signIn('manager');
      const file12 = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>One.</source></trans-unit>
    <trans-unit id="2"><source>Two.</source></trans-unit>
    <trans-unit id="3"><source>Three.</source></trans-unit>
    <trans-unit id="4"><source>Four.</source></trans-unit>
  </body></file>
</xliff>
`;
      const document = await upload(t, manager, 'pretranslated.xlf', file12);
      const records = await allRecords(manager, document.id);
      await savedRecord(manager, records[0]!, { target: 'Eins.', origin: 'tm-fuzzy', match_percent: 86 });
      await savedRecord(manager, records[1]!, { target: 'Zwei.', origin: 'mt', match_percent: null });
      await savedRecord(manager, records[2]!, {
        target: 'Drei.',
        origin: 'tm-exact',
        match_percent: 100,
        approved: true,
      });
      await savedRecord(manager, records[3]!, { target: 'Vier.' });
      const download = (await manager.inject(`/api/document/${document.id}/download`)).body;
      expect(download).toContain(
        '<source>One.</source><target state="needs-review-translation" state-qualifier="fuzzy-match">Eins.</target>',
      );
      expect(download).toContain(
        '<source>Two.</source><target state="needs-review-translation" state-qualifier="mt-suggestion">Zwei.</target>',
      );
      expect(download).toContain('<trans-unit id="3" approved="yes"><source>Three.</source><target state="final">');
      expect(download).toContain('<source>Four.</source><target state="translated">Vier.</target>');

      const again = await upload(t, manager, 'pretranslated-again.xlf', download);
      expect((await allRecords(manager, again.id)).map((r) => [r.target, r.approved, r.status, r.origin])).toEqual([
        ['Eins.', false, 'needs-review', 'tm-fuzzy'],
        ['Zwei.', false, 'needs-review', 'mt'],
        ['Drei.', true, 'final', 'import'],
        ['Vier.', false, 'translated', 'import'],
      ]);

      // XLIFF 2.0: translated, with a subState naming the origin.
      const document20 = await upload(t, manager, 'pretranslated-2.0.xlf', xliff20);
      const [first] = await allRecords(manager, document20.id);
      await savedRecord(manager, first!, { target: first!.target || 'Hallo', origin: 'tm-fuzzy', match_percent: 90 });
      const download20 = (await manager.inject(`/api/document/${document20.id}/download`)).body;
      expect(download20).toMatch(/<segment[^>]* state="translated" subState="tessera:fuzzy-match"/);
      const again20 = await upload(t, manager, 'pretranslated-2.0-again.xlf', download20);
      expect((await allRecords(manager, again20.id))[0]).toMatchObject({ approved: false, origin: 'tm-fuzzy' });
    });

    it('imports a windows-1252 file and downloads it in windows-1252, an edit included', async () => {
      const manager = await t.signIn('manager');
      const text =
        '<?xml version="1.0" encoding="windows-1252"?>\n<xliff version="1.2"><file source-language="fr" target-language="de" datatype="plaintext" original="a">' +
        '<body><trans-unit id="1"><source>Café à 5 €</source></trans-unit></body></file></xliff>\n';
      const content = iconv.encode(text, 'windows-1252');
      const document = await upload(t, manager, 'cp1252.xlf', content);
      const [record] = await allRecords(manager, document.id);
      expect(record!.source).toBe('Café à 5 €');
      const untouched = await manager.inject(`/api/document/${document.id}/download`);
      expect(untouched.headers['content-type']).toBe('application/xliff+xml; charset=windows-1252');
      expect(untouched.rawPayload.equals(content)).toBe(true);
      await savedRecord(manager, record!, { target: 'Kaffee für 5 € 中' });
      const edited = (await manager.inject(`/api/document/${document.id}/download`)).rawPayload;
      expect(
        edited.equals(
          iconv.encode(
            text.replace('</source>', '</source><target state="translated">Kaffee für 5 € &#x4E2D;</target>'),
            'windows-1252',
          ),
        ),
      ).toBe(true);
    });

    it('round-trips segments wrapped in <g> (Trados) and a whole target of a segmented unit through edits', async () => {
      const manager = await t.signIn('manager');
      const document = await upload(t, manager, 'trados.xlf', segmented12);
      const records = await allRecords(manager, document.id);
      expect(records.map((r) => [r.unit_id, r.segment_id, r.target])).toEqual([
        ['sdl-1', '1', 'Eins.'],
        ['sdl-1', '2', ''],
        ['sdl-2', '3', ''],
        ['whole-target', null, `Eins. ${tok(1)}Zwei.`],
        ['no-marks', null, ''],
        ['mismatch', '1', 'Links.'],
        ['mismatch', '2', ''],
      ]);
      await savedRecord(manager, records[1]!, { target: `Zwei ${tok(1)}fett${tok(2)}.`, approved: true });
      await savedRecord(manager, records[3]!, { target: `Eins. ${tok(1)}Zwei!`, approved: true });
      const download = (await manager.inject(`/api/document/${document.id}/download`)).body;
      const expected = segmented12
        .replace(
          '<target><g id="1"><mrk mtype="seg" mid="1">Eins.</mrk> <mrk mtype="seg" mid="2"></mrk></g></target>',
          '<target state="translated"><g id="1"><mrk mtype="seg" mid="1">Eins.</mrk> <mrk mtype="seg" mid="2">Zwei <g id="2">fett</g>.</mrk></g></target>',
        )
        .replace('<trans-unit id="whole-target">', '<trans-unit id="whole-target" approved="yes">')
        .replace(
          '<target state="translated">Eins. <x id="9"/>Zwei.</target>',
          '<target state="final">Eins. <x id="9"/>Zwei!</target>',
        );
      expect(download).toBe(expected);
    });

    it('refuses at upload (422) a file whose start shows it cannot be imported, creating nothing', async () => {
      const manager = await t.signIn('manager');
      const before = ((await manager.inject('/api/document/')).json() as Document[]).length;
      const cases: [string, string, string | RegExp][] = [
        ['junk.xlf', 'just some text, no XML', /^Malformed XML at line 1/],
        ['tmx.xlf', '<tmx version="1.4"><header/><body/></tmx>', 'Not an XLIFF file: the root element is <tmx>'],
        [
          'bomb.xlf',
          '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;">]><xliff version="1.2">&lol2;</xliff>',
          DOCTYPE_REFUSED,
        ],
        [
          'future.xlf',
          '<xliff version="3.0"><file/></xliff>',
          'XLIFF version "3.0" is not supported (1.0, 1.1, 1.2 and 2.x are)',
        ],
        [
          'klingon.xlf',
          '<?xml version="1.0" encoding="x-klingon"?><xliff version="1.2"/>',
          /declares the character encoding "x-klingon", which is not supported/,
        ],
      ];
      for (const [name, content, message] of cases) {
        const response = await manager.inject({
          method: 'POST',
          url: '/api/document/',
          ...multipart({ name, content }),
        });
        expect(response.statusCode, name).toBe(422);
        expect(response.json().message, name).toMatch(message);
      }
      expect(((await manager.inject('/api/document/')).json() as Document[]).length).toBe(before);
    });

    it('marks a file found bad past its start as an error with a clear message and stores nothing of it', async () => {
      const manager = await t.signIn('manager');
      const document = await upload(t, manager, 'truncated.xlf', xliff12.slice(0, 2000));
      expect(document.status).toBe('error');
      expect(document.records_count).toBe(0);
      expect(await storedRows(t, document.id)).toEqual({ records: 0, files: 0 });
      expect(document.processing_error).toMatch(/^Malformed XML/);
      expect((await manager.inject(`/api/document/${document.id}/download`)).statusCode).toBe(409);

      const wrongExtension = await manager.inject({
        method: 'POST',
        url: '/api/document/',
        ...multipart({ name: 'notes.pdf', content: xliff12 }),
      });
      expect(wrongExtension.statusCode).toBe(422);
      expect(wrongExtension.json().message).toBe(`"notes.pdf" cannot be read. ${UNSUPPORTED_DOCUMENT}`);
      expect(wrongExtension.json().message).toMatch(/XLIFF 1.2 and 2.0 \(.xlf, .xliff\)/);
      const tooLarge = await manager.inject({
        method: 'POST',
        url: '/api/document/',
        ...multipart({ name: 'big.xlf', content: Buffer.alloc(70 * 1024, 32) }),
      });
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json().message).toBe('The file is larger than the limit of 64 KB');
    });

    it('asks for the target language of an XLIFF 2.0 file without trgLang, and writes the one chosen into the download', async () => {
      const manager = await t.signIn('manager');
      const untargeted =
        '<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en">\n<file id="f"><unit id="u"><segment><source>Hello</source></segment></unit></file></xliff>\n';
      const post = (fields: Record<string, string>) =>
        manager.inject({
          method: 'POST',
          url: '/api/document/',
          ...formWithFile(fields, { name: 'new.xlf', content: untargeted }),
        });
      const unasked = await post({});
      expect(unasked.statusCode).toBe(422);
      expect(unasked.json()).toEqual({
        message:
          'This file does not name the language to translate it into: choose the target language (target_lang) and upload it again',
        code: 'target_language_needed',
        details: { field: 'target_lang', fields: ['target_lang'] },
      });
      expect((await post({ target_lang: 'not a language!' })).statusCode).toBe(400);
      const accepted = await post({ target_lang: 'fr-CA' });
      expect(accepted.statusCode, accepted.body).toBe(202);
      await t.app.jobs.idle();
      const document = (await manager.inject(`/api/document/${accepted.json().id}`)).json() as Document;
      expect(document).toMatchObject({ status: 'done', source_lang: 'en', target_lang: 'fr-CA' });
      const [record] = await allRecords(manager, document.id);
      await savedRecord(manager, record!, { target: 'Bonjour' });
      const download = (await manager.inject(`/api/document/${document.id}/download`)).body;
      expect(download).toBe(
        untargeted
          .replace('srcLang="en">', 'srcLang="en" trgLang="fr-CA">')
          .replace('<source>Hello</source>', '<source>Hello</source><target>Bonjour</target>')
          .replace('<segment>', '<segment state="translated">'),
      );
    });

    it('writes the target language chosen at upload into each <file> of an XLIFF 1.2 file that names none', async () => {
      const manager = await t.signIn('manager');
      const file = (id: string, language: string, appended = '') =>
        `<file original="${id}" source-language="en"${language} datatype="plaintext"${appended}><body><trans-unit id="${id}"><source>Hello</source></trans-unit></body></file>`;
      const xliff = (a: string, b: string) =>
        `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n${a}\n${b}\n</xliff>\n`;
      const accepted = await manager.inject({
        method: 'POST',
        url: '/api/document/',
        ...formWithFile(
          { target_lang: 'de' },
          { name: 'two.xlf', content: xliff(file('a', ''), file('b', ' target-language=""')) },
        ),
      });
      expect(accepted.statusCode, accepted.body).toBe(202);
      await t.app.jobs.idle();
      const document = (await manager.inject(`/api/document/${accepted.json().id}`)).json() as Document;
      expect(document).toMatchObject({ status: 'done', source_lang: 'en', target_lang: 'de' });
      // Untouched, it differs from the upload only by the language the next tool needs to know.
      expect((await manager.inject(`/api/document/${document.id}/download`)).body).toBe(
        xliff(file('a', '', ' target-language="de"'), file('b', ' target-language="de"')),
      );
    });

    it('lets users read and edit, and only managers and admins upload, rename and delete', async () => {
      const manager = await t.signIn('manager');
      const admin = await t.signIn('admin');
      const user = await t.signIn('user');
      const document = await upload(t, manager, 'perm.xlf', xliff20);
      const id = document.id;

      expect((await t.anonymous.inject('/api/document/')).statusCode).toBe(401);
      expect((await user.inject('/api/document/')).statusCode).toBe(200);
      expect((await user.inject(`/api/document/${id}/download`)).statusCode).toBe(200);
      expect(
        await statusOf(user, {
          method: 'POST',
          url: '/api/document/',
          ...multipart({ name: 'x.xlf', content: xliff20 }),
        }),
      ).toBe(403);
      expect(
        (await user.inject({ method: 'PUT', url: `/api/document/${id}`, payload: { name: 'Mine' } })).statusCode,
      ).toBe(403);
      expect((await user.inject({ method: 'DELETE', url: `/api/document/${id}` })).statusCode).toBe(403);

      const renamed = await admin.inject({
        method: 'PUT',
        url: `/api/document/${id}`,
        payload: { name: '  App strings ' },
      });
      expect(renamed.json()).toEqual({ message: 'Document renamed' });
      expect(((await user.inject(`/api/document/${id}`)).json() as Document).name).toBe('App strings');
      expect(
        (await admin.inject({ method: 'PUT', url: `/api/document/${id}`, payload: { name: ' ' } })).statusCode,
      ).toBe(400);
      const download = await user.inject(`/api/document/${id}/download`);
      expect(download.headers['content-disposition']).toContain('filename="App strings.xlf"');

      expect((await manager.inject({ method: 'DELETE', url: `/api/document/${id}` })).json()).toEqual({
        message: 'Document deleted',
      });
      expect(await storedRows(t, id)).toEqual({ records: 0, files: 0 });
      for (const url of [`/api/document/${id}`, `/api/document/${id}/records`, `/api/document/${id}/download`]) {
        expect((await user.inject(url)).statusCode).toBe(404);
      }
      expect((await manager.inject({ method: 'DELETE', url: `/api/document/${id}` })).statusCode).toBe(404);
    });

    it('leaves the planner statistics of the segments up to date (PGlite has no autovacuum to do it)', async () => {
      const manager = await t.signIn('manager');
      const document = await upload(t, manager, 'statistics.xlf', xliff12);
      expect(document.status).toBe('done');
      await expectFreshStatistics(t.db, 'document_records');
    });

    it("samples only the columns the import's statements are planned by: autovacuum keeps the others", async () => {
      // The statistics of every column gone, and no autovacuum to take them meanwhile: what is there afterwards is
      // what the import sampled.
      await sql`alter table document_records set (autovacuum_enabled = false)`.execute(t.db);
      await sql`delete from pg_statistic where starelid = 'document_records'::regclass`.execute(t.db);
      const manager = await t.signIn('manager');
      expect((await upload(t, manager, 'columns.xlf', xliff12)).status).toBe('done');
      const { rows } = await sql<{ attname: string }>`
        select attname from pg_stats where schemaname = current_schema() and tablename = 'document_records'
        order by attname`.execute(t.db);
      expect(rows.map((row) => row.attname)).toEqual(['document_id', 'position', 'source_hash']);
      await sql`alter table document_records reset (autovacuum_enabled)`.execute(t.db);
    });
  },
  { config: { documentUploadLimitBytes: 64 * 1024 } },
);
