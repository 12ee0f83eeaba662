import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import type { Glossary, GlossaryExportFormat, GlossaryRecord } from '@tessera/shared/contract';
import { asUser, describeWithDatabases, type Client, type SignedInClient, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { allPages } from '../test/resources.ts';
import { anHourAgo, insertDeadJob } from '../jobs/dead-job.test-helper.ts';
import { insertRecordBatch } from './import-writes.ts';
import { GLOSSARY_IMPORT_JOB } from './import.ts';
import { expectFreshStatistics } from '../db/statistics.test-helper.ts';
import { TRICKY_TERMS } from '../formats/tricky-terms.test-helper.ts';

const post = (client: Client, fields: Record<string, string>, file?: { name: string; content: Buffer | string }) =>
  client.inject({ method: 'POST', url: '/api/glossary/import', ...multipart(fields, file) });

/** Imports, waits for the background job and returns the glossary as the screen would poll it. */
async function importFile(
  t: TestContext,
  client: Client,
  file: { name: string; content: Buffer | string },
  fields: Record<string, string> = {},
) {
  const response = await post(client, { name: 'Imported', ...fields }, file);
  expect(response.statusCode, response.body).toBe(202);
  const accepted = response.json() as Glossary;
  await t.app.jobs.idle();
  const glossary = (await client.inject(`/api/glossary/${accepted.id}`)).json() as Glossary;
  return { accepted, glossary };
}

const allRecords = (client: Client, glossaryId: number) =>
  allPages<GlossaryRecord>(client, (page) => `/api/glossary/${glossaryId}/records?page=${page}`);
const fields = (records: GlossaryRecord[]) =>
  records.map(({ source, target, comment }) => ({ source, target, comment }));

async function recordCount(t: TestContext, glossaryId: number): Promise<number> {
  const rows = await t.db.selectFrom('glossary_records').select('id').where('glossary_id', '=', glossaryId).execute();
  return rows.length;
}

const download = async (client: Client, id: number, format: GlossaryExportFormat) => {
  const response = await client.inject(`/api/glossary/${id}/download?format=${format}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

describeWithDatabases('glossary import and export', (t) => {
  let manager: SignedInClient;

  /** A glossary imported from a small file, then marked as if its import were still running. */
  const glossaryStillImporting = async () => {
    const { glossary } = await importFile(t, manager, { name: 'a.csv', content: 'en,de\na,b\n' });
    await t.db
      .updateTable('glossaries')
      .set({ processing_status: 'processing' })
      .where('id', '=', glossary.id)
      .execute();
    return glossary;
  };

  it('imports a CSV in the background: pending, then done with every record, its count and its languages', async () => {
    manager = await t.signIn('manager');
    const csv = 'Comment;German;English\nan animal;Katze;cat\n;Hund;dog\n';
    const { accepted, glossary } = await importFile(
      t,
      manager,
      { name: 'animals.csv', content: csv },
      { name: 'Animals' },
    );
    expect(accepted).toMatchObject({
      name: 'Animals',
      processing_status: 'pending',
      processing_progress: 0,
      records_count: 0,
    });
    expect(accepted.upload_time).not.toBeNull();
    expect(glossary).toMatchObject({
      processing_status: 'done',
      processing_progress: 1,
      processing_error: null,
      records_count: 2,
      source_lang: 'de',
      target_lang: 'en',
      created_by_user: asUser(manager.user),
    });
    const records = await allRecords(manager, glossary.id);
    expect(fields(records)).toEqual([
      { source: 'Katze', target: 'cat', comment: 'an animal' },
      { source: 'Hund', target: 'dog', comment: '' },
    ]);
    expect(records[0]!.created_by_user).toEqual({
      id: manager.user.id,
      username: manager.user.username,
      display_name: null,
    });
  });

  it('takes the languages from the request over the file, and asks for them (422) when nobody says', async () => {
    const csv = 'source,target\nhouse,maison\n';
    const { glossary } = await importFile(
      t,
      manager,
      { name: 'x.csv', content: csv },
      { source_lang: 'en-GB', target_lang: 'fr' },
    );
    expect(glossary).toMatchObject({ source_lang: 'en-GB', target_lang: 'fr', records_count: 1 });
    // A header naming the languages the other way round: the columns follow the languages asked for.
    const swapped = await importFile(
      t,
      manager,
      { name: 'x.csv', content: 'de,en\nHaus,house\n' },
      { source_lang: 'en', target_lang: 'de' },
    );
    expect(fields(await allRecords(manager, swapped.glossary.id))).toEqual([
      { source: 'house', target: 'Haus', comment: '' },
    ]);
    const unknown = await post(manager, { name: 'x' }, { name: 'x.csv', content: csv });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'Choose the source and target languages: the file does not say which they are.',
      code: 'glossary_languages_needed',
      details: { languages: [] },
    });
  });

  it('refuses (422) languages the file contradicts, and the same language as source and target (400)', async () => {
    const before = ((await manager.inject('/api/glossary/')).json() as Glossary[]).length;
    const contradicted = await post(
      manager,
      { name: 'x', source_lang: 'en', target_lang: 'fr' },
      { name: 'x.csv', content: 'en,de,note\ncat,Katze,\n' },
    );
    expect(contradicted.statusCode).toBe(422);
    expect(contradicted.json()).toEqual({
      message: 'The file has no column for "fr"; it holds en, de.',
      code: 'glossary_language_absent',
      details: { languages: ['en', 'de'] },
    });
    const same = await post(
      manager,
      { name: 'x', source_lang: 'de', target_lang: 'DE' },
      { name: 'x.csv', content: 'source,target\na,b\n' },
    );
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Invalid request: target_lang must differ from source_lang');
    const sameInFile = await post(manager, { name: 'x' }, { name: 'x.csv', content: 'en,en\ncat,cat\n' });
    expect(sameInFile.statusCode).toBe(422);
    expect(sameInFile.json().message).toMatch(/^Choose the source and target languages/);
    expect(((await manager.inject('/api/glossary/')).json() as Glossary[]).length).toBe(before);
    // Naming one language takes the other from the file, never the same one twice.
    const { glossary } = await importFile(
      t,
      manager,
      { name: 'x.csv', content: 'de,en\nHaus,house\n' },
      { source_lang: 'en' },
    );
    expect(glossary).toMatchObject({ source_lang: 'en', target_lang: 'de', processing_status: 'done' });
    expect(fields(await allRecords(manager, glossary.id))).toEqual([{ source: 'house', target: 'Haus', comment: '' }]);
  });

  it.each(['csv', 'xlsx', 'tbx', 'tbx-v3', 'tbx-min'] as const)(
    'round-trips every field through %s: import -> export -> import',
    async (format) => {
      const created = await manager.inject({
        method: 'POST',
        url: '/api/glossary/',
        payload: { name: `Tricky ${format}`, source_lang: 'en', target_lang: 'de-AT' },
      });
      const source = created.json() as Glossary;
      await insertRecordBatch(t.db, source.id, manager.user.id, TRICKY_TERMS);
      const exported = await download(manager, source.id, format);
      const { glossary } = await importFile(t, manager, { name: `tricky.${format}`, content: exported });
      expect(glossary).toMatchObject({
        processing_status: 'done',
        records_count: TRICKY_TERMS.length,
        source_lang: 'en',
        target_lang: 'de-AT',
      });
      expect(fields(await allRecords(manager, glossary.id))).toEqual(TRICKY_TERMS);
      if (format.startsWith('tbx-')) {
        const headers = (await manager.inject(`/api/glossary/${source.id}/download?format=${format}`)).headers;
        expect(headers['content-disposition']).toContain(`filename="Tricky_${format}.tbx"`);
        expect(exported.toString('utf8')).toContain(
          `<tbx type="${format === 'tbx-min' ? 'TBX-Min' : 'TBX-Basic'}" style="dca" xml:lang="en"`,
        );
      }
      // CSV carries no name or timestamps: the re-imported glossary exports the very same bytes.
      if (format === 'csv') expect((await download(manager, glossary.id, format)).equals(exported)).toBe(true);
    },
  );

  it('exports to CSV every value a spreadsheet would run as a formula behind a quote, which its import takes off', async () => {
    const created = await manager.inject({
      method: 'POST',
      url: '/api/glossary/',
      payload: { name: 'Formulas', source_lang: 'en', target_lang: 'de' },
    });
    const source = created.json() as Glossary;
    const values = [
      { source: '=HYPERLINK("https://evil.example","click")', target: '+1+2', comment: '-2+3+cmd' },
      { source: '@SUM(A1)', target: 'plain', comment: '\tindented' },
      { source: 'carriage', target: "'=kept as typed", comment: '\rreturn first' },
      { source: "'quoted", target: 'a=b', comment: 'e-mail @ home' },
    ];
    await insertRecordBatch(t.db, source.id, manager.user.id, values);
    const exported = (await download(manager, source.id, 'csv')).toString('utf8');
    const rows = exported.slice(1).split('\r\n').slice(1, -1);
    expect(rows).toEqual([
      `"'=HYPERLINK(""https://evil.example"",""click"")",'+1+2,'-2+3+cmd,admitted,,,false,stemmed`,
      `'@SUM(A1),plain,'\tindented,admitted,,,false,stemmed`,
      `carriage,''=kept as typed,"'\rreturn first",admitted,,,false,stemmed`,
      `'quoted,a=b,e-mail @ home,admitted,,,false,stemmed`,
    ]);

    const { glossary } = await importFile(t, manager, { name: 'formulas.csv', content: exported });
    expect(fields(await allRecords(manager, glossary.id))).toEqual(values);
  });

  it('reads a CSV or TSV cell a spreadsheet guarded with a quote without it, and any other quote as it is', async () => {
    for (const [name, content] of [
      ['guarded.tsv', "en\tde\n'=1+1\t'-5 Grad\n'quoted\tit's\n"],
      ['guarded.csv', "en,de\n'=1+1,'-5 Grad\n'quoted,it's\n"],
    ] as const) {
      const { glossary } = await importFile(t, manager, { name, content });
      expect(fields(await allRecords(manager, glossary.id)), name).toEqual([
        { source: '=1+1', target: '-5 Grad', comment: '' },
        { source: "'quoted", target: "it's", comment: '' },
      ]);
    }
  });

  it('chains the formats: CSV -> XLSX -> TBX -> CSV keeps every record', async () => {
    const header = 'en\tde\tnote\n';
    const rows = Array.from({ length: 2500 }, (_, i) => `term ${i}\tBegriff ${i}\t${i % 2 ? 'n' + i : ''}\n`).join('');
    let { glossary } = await importFile(t, manager, { name: 'big.tsv', content: header + rows });
    expect(glossary.records_count).toBe(2500);
    const original = fields(await allRecords(manager, glossary.id));
    for (const format of ['xlsx', 'tbx', 'csv'] as const) {
      ({ glossary } = await importFile(t, manager, {
        name: `chain.${format}`,
        content: await download(manager, glossary.id, format),
      }));
      expect(glossary.processing_status).toBe('done');
    }
    expect(fields(await allRecords(manager, glossary.id))).toEqual(original);
  });

  it('reports what the import did with every unit it read: imported, or skipped and why (nothing dropped silently)', async () => {
    const csv = 'en,de,note\nhouse,Haus,\nlonely,,no target\n,,\ncat,Katze,\n';
    const fromCsv = (await importFile(t, manager, { name: 'gaps.csv', content: csv })).glossary;
    expect(fromCsv.import_report).toEqual({
      units_read: 3,
      units_imported: 2,
      merged_duplicates: 0,
      skipped_missing_language: 0,
      skipped_empty: 1,
      mode: 'add',
      added: 2,
      updated: 0,
      skipped: 0,
    });
    const tbx = `<?xml version="1.0"?><!DOCTYPE martif SYSTEM "TBXcoreStructV02.dtd"><martif type="TBX-Basic" xml:lang="en"><text><body>
      <termEntry><langSet xml:lang="en"><tig><term>cat</term></tig></langSet><langSet xml:lang="de"><tig><term>Katze</term></tig></langSet></termEntry>
      <termEntry><langSet xml:lang="en"><tig><term>dog</term></tig></langSet><langSet xml:lang="de"><tig><term></term></tig></langSet></termEntry>
      <termEntry><langSet xml:lang="en"><tig><term>only English</term></tig></langSet></termEntry>
    </body></text></martif>`;
    const fromTbx = (
      await importFile(t, manager, { name: 'gaps.tbx', content: tbx }, { source_lang: 'en', target_lang: 'de' })
    ).glossary;
    expect(fromTbx).toMatchObject({ processing_status: 'done', records_count: 1 });
    expect(fromTbx.import_report).toEqual({
      units_read: 3,
      units_imported: 1,
      merged_duplicates: 0,
      skipped_missing_language: 1,
      skipped_empty: 1,
      mode: 'add',
      added: 1,
      updated: 0,
      skipped: 0,
    });
  });

  it('picks the TBX language pair from the request and refuses a language the file does not hold', async () => {
    const tbx = `<?xml version="1.0"?><martif type="TBX-Basic" xml:lang="en"><text><body>
      <termEntry><note>a pet</note><langSet xml:lang="en"><tig><term>cat</term></tig></langSet>
        <langSet xml:lang="de"><tig><term>Katze</term></tig></langSet><langSet xml:lang="fr"><tig><term>chat</term></tig></langSet></termEntry>
    </body></text></martif>`;
    const ambiguous = await post(manager, { name: 'x' }, { name: 'x.tbx', content: tbx });
    expect(ambiguous.statusCode).toBe(422);
    expect(ambiguous.json().details).toEqual({ languages: ['en', 'de', 'fr'] });
    const { glossary } = await importFile(t, manager, { name: 'x.tbx', content: tbx }, { target_lang: 'fr' });
    expect(fields(await allRecords(manager, glossary.id))).toEqual([
      { source: 'cat', target: 'chat', comment: 'a pet' },
    ]);
    const absent = await post(
      manager,
      { name: 'x', source_lang: 'en', target_lang: 'es' },
      { name: 'x.tbx', content: tbx },
    );
    expect(absent.statusCode).toBe(422);
    expect(absent.json().message).toBe('The file has no terms in "es"; it holds en, de, fr.');
  });

  it('imports a TBX-Min glossary (<TBX dialect="TBX-Min">) in the pair its header declares, and exports it as TBX-Min', async () => {
    const content = await readFile(new URL('../formats/tbx/fixtures/tbx-min.tbx', import.meta.url));
    const { glossary } = await importFile(t, manager, { name: 'kitchen.tbx', content });
    expect(glossary).toMatchObject({ source_lang: 'de', target_lang: 'en-GB', processing_status: 'done' });
    const imported = fields(await allRecords(manager, glossary.id));
    expect(imported).toEqual([
      { source: 'Schneebesen', target: 'whisk', comment: 'nicht: Rührgerät' },
      { source: 'Schneebesen', target: 'beater', comment: 'nicht: Rührgerät' },
      { source: 'Pfanne', target: 'pan', comment: '' },
    ]);
    const exported = await download(manager, glossary.id, 'tbx-min');
    const again = await importFile(t, manager, { name: 'again.tbx', content: exported });
    expect(fields(await allRecords(manager, again.glossary.id))).toEqual(imported);
  });

  it('matches the languages asked for to the file\'s under any of their codes: "iw" terms for a Hebrew glossary', async () => {
    const tbx = `<?xml version="1.0"?><martif type="TBX-Basic" xml:lang="en-US"><text><body>
      <termEntry><langSet xml:lang="en-US"><tig><term>cat</term></tig></langSet>
        <langSet xml:lang="iw"><tig><term>חתול</term></tig></langSet></termEntry>
    </body></text></martif>`;
    const { glossary } = await importFile(
      t,
      manager,
      { name: 'x.tbx', content: tbx },
      { source_lang: 'en', target_lang: 'he' },
    );
    expect(glossary).toMatchObject({ source_lang: 'en', target_lang: 'he', processing_status: 'done' });
    expect(fields(await allRecords(manager, glossary.id))).toEqual([{ source: 'cat', target: 'חתול', comment: '' }]);
  });

  it('refuses files that cannot be read before creating anything (422 with a clear message)', async () => {
    const before = ((await manager.inject('/api/glossary/')).json() as Glossary[]).length;
    const xlsx = await writeXlsxFile([
      ['source', 'target'],
      ['a', 'b'],
    ]).toBuffer();
    // A zip bomb as its directory declares it: one entry claims to unpack to 2 GB.
    const bomb = Buffer.from(xlsx);
    bomb.writeUInt32LE(0x7fffffff, bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])) + 24);
    const cases: [string, Buffer | string, RegExp][] = [
      ['bomb.xlsx', bomb, /unpacks to more than 1024 MB/],
      ['binary.csv', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]), /binary, not CSV/],
      [
        'latin1.csv',
        Buffer.from('source,target\ncaf\xe9,Kaffee\n', 'latin1'),
        /not valid UTF-8 text \(the problem is on line 2\)/,
      ],
      ['broken.xlsx', xlsx.subarray(0, Math.floor(xlsx.length / 2)), /not a readable XLSX workbook/],
      [
        'bomb.tbx',
        '<?xml version="1.0"?><!DOCTYPE m [<!ENTITY a "aaaa"><!ENTITY b "&a;&a;&a;&a;">]><martif>&b;</martif>',
        /DOCTYPE/,
      ],
      ['other.xml', '<xliff version="1.2"></xliff>', /not a TBX file/],
      [
        'latin1.tbx',
        Buffer.from(
          '<martif xml:lang="en"><text><body>\n<termEntry><langSet xml:lang="en"><tig><term>caf\xe9</term></tig></langSet></termEntry></body></text></martif>',
          'latin1',
        ),
        /^The file is not valid UTF-8 text \(the problem is on line 2\)/,
      ],
      [
        'klingon.tbx',
        '<?xml version="1.0" encoding="x-klingon"?><martif/>',
        /declares the character encoding "x-klingon", which is not supported/,
      ],
      ['words.txt', 'just some words\nwithout any columns\n', /Could not find columns/],
    ];
    for (const [name, content, message] of cases) {
      const response = await post(manager, { name: 'Bad', source_lang: 'en', target_lang: 'de' }, { name, content });
      expect(response.statusCode, name).toBe(422);
      expect(response.json().message, name).toMatch(message);
    }
    expect(((await manager.inject('/api/glossary/')).json() as Glossary[]).length).toBe(before);
  });

  it(
    'refuses a TBX of 100,000 nested entries at once, off the request thread: /api/health keeps answering',
    { timeout: 10_000 },
    async () => {
      const manager = await t.signIn('manager');
      const nested = '<martif xml:lang="en"><text><body>' + '<termEntry>'.repeat(100_000);
      let settled = false;
      const importing = post(
        manager,
        { name: 'Deep', source_lang: 'en', target_lang: 'de' },
        { name: 'deep.tbx', content: nested },
      ).finally(() => (settled = true));
      const healthTimes: number[] = [];
      while (!settled) {
        const startedAt = performance.now();
        expect((await t.anonymous.inject('/api/health')).statusCode).toBe(200);
        healthTimes.push(performance.now() - startedAt);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const response = await importing;
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(
        /^Malformed XML at line 1, column \d+: elements are nested more than 64 levels deep/,
      );
      expect(healthTimes.length).toBeGreaterThan(0);
      expect(Math.max(...healthTimes)).toBeLessThan(500);
    },
  );

  it('imports TBX in the encoding it declares (ISO-8859-1) and UTF-16 with a byte-order mark', async () => {
    const tbx = (declaration: string) =>
      `${declaration}<martif xml:lang="en"><text><body><termEntry><note>süß</note><langSet xml:lang="en"><tig><term>café</term></tig></langSet>` +
      '<langSet xml:lang="de"><tig><term>Straße</term></tig></langSet></termEntry></body></text></martif>';
    const latin1 = Buffer.from(tbx('<?xml version="1.0" encoding="ISO-8859-1"?>'), 'latin1');
    const utf16 = Buffer.from(`\uFEFF${tbx('<?xml version="1.0" encoding="UTF-16"?>')}`, 'utf16le');
    for (const [name, content] of [
      ['latin1.tbx', latin1],
      ['utf16.tbx', utf16],
    ] as const) {
      const { glossary } = await importFile(t, manager, { name, content });
      expect(glossary, name).toMatchObject({ processing_status: 'done', source_lang: 'en', target_lang: 'de' });
      expect(fields(await allRecords(manager, glossary.id)), name).toEqual([
        { source: 'café', target: 'Straße', comment: 'süß' },
      ]);
    }
  });

  it('ends an import that fails midway in error with a clear message and zero records', async () => {
    // The first 200 kB read fine (batches are already inserted), then a byte that is not UTF-8.
    const good = Array.from({ length: 8000 }, (_, i) => `term ${i},Begriff ${i},\n`).join('');
    const csv = Buffer.concat([
      Buffer.from(`source,target,comment\n${good}`),
      Buffer.from('caf\xe9,Kaffee,\n', 'latin1'),
    ]);
    const { glossary } = await importFile(
      t,
      manager,
      { name: 'late.csv', content: csv },
      { source_lang: 'en', target_lang: 'de' },
    );
    expect(glossary).toMatchObject({ processing_status: 'error', records_count: 0 });
    expect(glossary.processing_error).toMatch(/^The file is not valid UTF-8 text \(the problem is on line 8002\)/);
    expect(await recordCount(t, glossary.id)).toBe(0);

    const entries = Array.from(
      { length: 3000 },
      (_, i) =>
        `<termEntry><langSet xml:lang="en"><tig><term>t${i}</term></tig></langSet><langSet xml:lang="de"><tig><term>b${i}</term></tig></langSet></termEntry>\n`,
    ).join('');
    const truncated = `<martif xml:lang="en"><text><body>\n${entries}<termEntry><langSet xml:lang="en">`;
    const tbx = await importFile(t, manager, { name: 'cut.tbx', content: truncated });
    expect(tbx.glossary).toMatchObject({ processing_status: 'error', records_count: 0 });
    expect(tbx.glossary.processing_error).toMatch(/^Malformed XML at line 3002/);
    expect(await recordCount(t, tbx.glossary.id)).toBe(0);
    // Well past what the upload check reads, a byte that is not UTF-8.
    const undeclared = Buffer.concat([
      Buffer.from(`<martif xml:lang="en"><text><body>\n${entries}`),
      Buffer.from(
        '<termEntry><langSet xml:lang="en"><tig><term>caf\xe9</term></tig></langSet></termEntry></body></text></martif>',
        'latin1',
      ),
    ]);
    const garbled = await importFile(t, manager, { name: 'latin1.tbx', content: undeclared });
    expect(garbled.glossary).toMatchObject({ processing_status: 'error', records_count: 0 });
    expect(garbled.glossary.processing_error).toMatch(
      /^The file is not valid UTF-8 text \(the problem is on line 3002\)/,
    );
    expect(await recordCount(t, garbled.glossary.id)).toBe(0);

    const tooLong = `source,target\n${good.replaceAll(',\n', '\n')}${'x'.repeat(2001)},y\n`;
    const long = await importFile(
      t,
      manager,
      { name: 'long.csv', content: tooLong },
      { source_lang: 'en', target_lang: 'de' },
    );
    expect(long.glossary.processing_error).toBe('A source term is longer than 2000 characters (line 8002).');
    expect(await recordCount(t, long.glossary.id)).toBe(0);
  });

  it('marks an import interrupted by a dead server as failed and removes its records', async () => {
    const glossary = await glossaryStillImporting();
    // It started before its records were written, as a real import does.
    await insertDeadJob(t, GLOSSARY_IMPORT_JOB, glossary.id, anHourAgo());
    await t.app.jobs.recoverStaleJobs({ everyOtherOwner: true });
    const after = (await manager.inject(`/api/glossary/${glossary.id}`)).json() as Glossary;
    expect(after).toMatchObject({ processing_status: 'error', records_count: 0 });
    expect(after.processing_error).toMatch(/server stopped during the import/);
    expect(await recordCount(t, glossary.id)).toBe(0);
  });

  it('answers 400 without a file, a name or a multipart body, and 413 above 50 MB', async () => {
    expect((await post(manager, { name: 'x' })).statusCode).toBe(400);
    const json = await manager.inject({ method: 'POST', url: '/api/glossary/import', payload: { name: 'x' } });
    expect(json.statusCode, json.body).toBe(400);
    expect(json.json().message).toBe('Send the file as multipart/form-data (a form with a "file" field)');
    const noName = await post(manager, {}, { name: 'a.csv', content: 'en,de\na,b\n' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toMatch(/^Invalid request: name/);
    const huge = await post(
      manager,
      { name: 'x' },
      { name: 'huge.csv', content: Buffer.alloc(50 * 1024 * 1024 + 1, 0x61) },
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe('The file is larger than the limit of 50 MB');
  });

  it('shows no records and lets none be added nor the glossary be exported while an import is running', async () => {
    const glossary = await glossaryStillImporting();
    // Records of an import in progress are not shown (a failure would delete them): an empty page.
    expect((await manager.inject(`/api/glossary/${glossary.id}/records`)).json()).toEqual({
      records: [],
      total_rows: 0,
    });
    expect((await manager.inject(`/api/glossary/${glossary.id}/records?search=a`)).json()).toEqual({
      records: [],
      total_rows: 0,
    });
    const add = await manager.inject({
      method: 'POST',
      url: `/api/glossary/${glossary.id}/records`,
      payload: { source: 'x', target: 'y' },
    });
    expect(add.statusCode).toBe(409);
    expect(add.json().message).toMatch(/still being imported/);
    expect((await manager.inject(`/api/glossary/${glossary.id}/download?format=csv`)).statusCode).toBe(409);
    // The screen's check before downloading: HEAD answers the same status, without a body.
    expect(
      (await manager.inject({ method: 'HEAD', url: `/api/glossary/${glossary.id}/download?format=csv` })).statusCode,
    ).toBe(409);
    await t.db.updateTable('glossaries').set({ processing_status: 'done' }).where('id', '=', glossary.id).execute();
    const head = await manager.inject({ method: 'HEAD', url: `/api/glossary/${glossary.id}/download?format=xlsx` });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toMatch(/^attachment; filename="Imported.xlsx"/);
    expect(head.body).toBe('');
  });

  it('leaves the planner statistics of the records up to date (PGlite has no autovacuum to do it)', async () => {
    const manager = await t.signIn('manager');
    const rows = Array.from({ length: 300 }, (_, i) => `statistics ${i},Statistik ${i}`);
    const { glossary } = await importFile(t, manager, { name: 'stats.csv', content: `en,de\n${rows.join('\n')}\n` });
    expect(glossary.processing_status).toBe('done');
    await expectFreshStatistics(t.db, 'glossary_records');
  });
});
