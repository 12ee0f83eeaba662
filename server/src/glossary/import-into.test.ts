import writeXlsxFile from 'write-excel-file/node';
import { expect, it } from 'vitest';
import type { Glossary, GlossaryRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo, type Client, type TestContext } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';
import { insertDeadJob } from '../jobs/dead-job.test-helper.ts';
import { createGlossary, createGlossaryRecord } from '../test/resources.ts';
import { GLOSSARY_IMPORT_JOB } from './import.ts';

type UploadedFile = { name: string; content: Buffer | string };

const importInto = (client: Client, glossaryId: number, file: UploadedFile, fields: Record<string, string> = {}) =>
  client.inject({ method: 'POST', url: `/api/glossary/${glossaryId}/import`, ...multipart(fields, file) });

async function importedInto(
  t: TestContext,
  client: Client,
  glossaryId: number,
  file: UploadedFile,
  fields: Record<string, string> = {},
) {
  const response = await importInto(client, glossaryId, file, fields);
  expect(response.statusCode, response.body).toBe(202);
  expect(response.json()).toMatchObject({ id: glossaryId, processing_status: 'pending' });
  await t.app.jobs.idle();
  return (await client.inject(`/api/glossary/${glossaryId}`)).json() as Glossary;
}

async function recordsOf(client: Client, glossaryId: number): Promise<GlossaryRecord[]> {
  return (await client.inject(`/api/glossary/${glossaryId}/records`)).json().records as GlossaryRecord[];
}

async function sources(client: Client, glossaryId: number): Promise<string[]> {
  return (await recordsOf(client, glossaryId)).map((r) => r.source);
}

/** source, target and comment of each record, in id order. */
async function triples(client: Client, glossaryId: number): Promise<string[][]> {
  return (await recordsOf(client, glossaryId)).map((r) => [r.source, r.target, r.comment]);
}

const termsCsv = (rows: string[][]) => ({
  name: 'terms.csv',
  content: `source,target,comment\n${rows.map((row) => row.map((cell) => `"${cell}"`).join(',')).join('\n')}\n`,
});

describeWithPostgresToo('importing into an existing glossary', (t) => {
  it('adds a file’s records to those of a glossary, in its languages', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'cat', target: 'Katze' });
    // Columns named by language, in the other order: the glossary's pair decides which is which.
    const done = await importedInto(t, manager, glossary.id, {
      name: 'more.csv',
      content: 'de,en\nHund,dog\nHaus,house\n',
    });
    expect(done).toMatchObject({
      processing_status: 'done',
      processing_error: null,
      records_count: 3,
      source_lang: 'en',
      target_lang: 'de',
    });
    expect(await sources(manager, glossary.id)).toEqual(['cat', 'dog', 'house']);
  });

  it('a failed import takes out only its own records and says why; another file can follow', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'cat', target: 'Katze' });
    // Batches already inserted when a byte that is not UTF-8 comes.
    const good = Array.from({ length: 8000 }, (_, i) => `term ${i},Begriff ${i}\n`).join('');
    const csv = Buffer.concat([Buffer.from(`en,de\n${good}`), Buffer.from('caf\xe9,Kaffee\n', 'latin1')]);
    const failed = await importedInto(t, manager, glossary.id, { name: 'late.csv', content: csv });
    expect(failed).toMatchObject({ processing_status: 'error', records_count: 1 });
    expect(failed.processing_error).toMatch(/^The file is not valid UTF-8 text/);
    expect(await sources(manager, glossary.id)).toEqual(['cat']);
    await createGlossaryRecord(manager, glossary.id, { source: 'still', target: 'noch' });

    const retried = await importedInto(t, manager, glossary.id, { name: 'fixed.csv', content: 'en,de\ndog,Hund\n' });
    expect(retried).toMatchObject({ processing_status: 'done', processing_error: null, records_count: 3 });
  });

  it('an import cut off by a dead server leaves the records the glossary had', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'cat', target: 'Katze' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const job = await insertDeadJob(t, GLOSSARY_IMPORT_JOB, glossary.id);
    await t.db
      .insertInto('glossary_records')
      .values({
        glossary_id: glossary.id,
        source: 'half',
        target: 'halb',
        created_by: manager.user.id,
        created_at: new Date(job.started_at),
      })
      .execute();
    await t.db
      .updateTable('glossaries')
      .set({ processing_status: 'processing' })
      .where('id', '=', glossary.id)
      .execute();
    await t.app.jobs.recoverStaleJobs({ everyOtherOwner: true });
    const after = (await manager.inject(`/api/glossary/${glossary.id}`)).json() as Glossary;
    expect(after).toMatchObject({ processing_status: 'error', records_count: 1 });
    expect(await sources(manager, glossary.id)).toEqual(['cat']);
  });

  it('refuses a file without the glossary’s languages (422, unchanged); 409 while importing; 404; managers only', async () => {
    const manager = await t.signIn('manager');
    const user = await t.signIn('user');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    const french = await importInto(manager, glossary.id, { name: 'fr.csv', content: 'en,fr\ncat,chat\n' });
    expect(french.statusCode).toBe(422);
    expect(french.json().message).toBe('The file has no column for "de"; it holds en, fr.');
    expect((await manager.inject(`/api/glossary/${glossary.id}`)).json()).toMatchObject({
      processing_status: 'done',
      processing_error: null,
    });
    expect(
      (await manager.inject({ method: 'POST', url: `/api/glossary/${glossary.id}/import`, ...multipart({}) }))
        .statusCode,
    ).toBe(400);

    expect((await importInto(user, glossary.id, { name: 'a.csv', content: 'en,de\na,b\n' })).statusCode).toBe(403);
    expect(
      (await t.anonymous.inject({ method: 'POST', url: `/api/glossary/${glossary.id}/import`, ...multipart({}) }))
        .statusCode,
    ).toBe(401);
    expect((await importInto(manager, 999_999, { name: 'a.csv', content: 'en,de\na,b\n' })).statusCode).toBe(404);

    await t.db
      .updateTable('glossaries')
      .set({ processing_status: 'processing' })
      .where('id', '=', glossary.id)
      .execute();
    const busy = await importInto(manager, glossary.id, { name: 'a.csv', content: 'en,de\na,b\n' });
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toMatch(/still being imported/);
    expect(t.app.apiRoutes.find((r) => r.method === 'POST' && r.url === '/api/glossary/:id/import')?.permission).toBe(
      'glossary.manage',
    );
  });

  it('mode "skip" adds only the records whose source and target the glossary lacks, compared as terms are matched', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'user account', target: 'Benutzerkonto' });
    await createGlossaryRecord(manager, glossary.id, { source: 'API', target: 'API', comment: 'keep' });
    const file = termsCsv([
      // Case, white space and the typographic apostrophe aside, the same terms as held.
      ['User  Account', 'benutzerkonto', 'new comment'],
      ['API', 'API', 'other'],
      ['user’s file', 'Datei des Benutzers', ''],
      // Capitals that matter make another term; a repeat within the file counts as held.
      ['api', 'API', ''],
      ['user’s file', 'Datei des Benutzers', 'again'],
    ]);
    const done = await importedInto(t, manager, glossary.id, file, { mode: 'skip' });
    expect(done).toMatchObject({ processing_status: 'done', records_count: 4 });
    expect(done.import_report).toMatchObject({ mode: 'skip', added: 2, updated: 0, skipped: 3, units_read: 5 });
    expect(await triples(manager, glossary.id)).toEqual([
      ['user account', 'Benutzerkonto', ''],
      ['API', 'API', 'keep'],
      ['user’s file', 'Datei des Benutzers', ''],
      ['api', 'API', ''],
    ]);

    const again = await importedInto(t, manager, glossary.id, file, { mode: 'skip' });
    expect(again.import_report).toMatchObject({ added: 0, updated: 0, skipped: 5 });
    expect(again.records_count).toBe(4);
  });

  it('mode "update" gives held records the file’s comment as an edit by the importer, adds the others; twice adds nothing', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    const held = await createGlossaryRecord(manager, glossary.id, { source: 'file', target: 'Datei', comment: 'old' });
    await createGlossaryRecord(manager, glossary.id, { source: 'folder', target: 'Ordner', comment: 'same' });
    // Past one batch, so records of the file's first batch are held by the time the repeats come.
    const many = Array.from({ length: 2100 }, (_, i) => [`term ${i}`, `Begriff ${i}`, '']);
    const file = termsCsv([
      ['File', 'Datei', 'new'],
      ['folder', 'Ordner', 'same'],
      ...many,
      ['term 1', 'Begriff 1', ''],
    ]);
    const done = await importedInto(t, manager, glossary.id, file, { mode: 'update' });
    expect(done.import_report).toMatchObject({ mode: 'update', added: 2100, updated: 1, skipped: 2 });
    expect(done.records_count).toBe(2102);
    const [first, second] = await recordsOf(manager, glossary.id);
    expect([first!.source, first!.comment, first!.updated_by_user?.id]).toEqual(['file', 'new', manager.user.id]);
    expect(first!.updated_at > held.updated_at).toBe(true);
    expect([second!.comment, second!.updated_by_user]).toEqual(['same', null]);

    const again = await importedInto(t, manager, glossary.id, file, { mode: 'update' });
    expect(again.import_report).toMatchObject({ added: 0, updated: 0, skipped: 2103 });
    expect(again.records_count).toBe(2102);
  });

  it('a failed "update" import changes none of the held records; "add" (the default) adds them again', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'cat', target: 'Katze', comment: 'old' });
    const good = Array.from({ length: 3000 }, (_, i) => `term ${i},Begriff ${i},\n`).join('');
    const csv = Buffer.concat([
      Buffer.from(`en,de,comment\ncat,Katze,new\n${good}`),
      Buffer.from('caf\xe9,Kaffee,\n', 'latin1'),
    ]);
    const failed = await importedInto(t, manager, glossary.id, { name: 'late.csv', content: csv }, { mode: 'update' });
    expect(failed).toMatchObject({ processing_status: 'error', records_count: 1 });
    expect(await triples(manager, glossary.id)).toEqual([['cat', 'Katze', 'old']]);
    expect(await t.db.selectFrom('glossary_import_updates').selectAll().execute()).toEqual([]);

    const added = await importedInto(t, manager, glossary.id, termsCsv([['cat', 'Katze', 'new']]));
    expect(added.import_report).toMatchObject({ mode: 'add', added: 1, updated: 0, skipped: 0 });
    expect(await triples(manager, glossary.id)).toEqual([
      ['cat', 'Katze', 'old'],
      ['cat', 'Katze', 'new'],
    ]);
    const bad = await importInto(manager, glossary.id, termsCsv([['a', 'b', '']]), { mode: 'merge' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid request: mode/);
  });

  it('reads the term fields of a file; "update" takes the columns the file has and keeps the others', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, {
      source: 'folder',
      target: 'Verzeichnis',
      definition: 'A container of files',
      part_of_speech: 'noun',
    });
    // No definition column: folder keeps its definition; its empty part-of-speech cell clears the noun.
    const csv = 'en,de,comment,status,Part of speech\nfolder,Verzeichnis,old,forbidden,\nfile,Datei,,preferred,noun\n';
    const done = await importedInto(t, manager, glossary.id, { name: 'fields.csv', content: csv }, { mode: 'update' });
    expect(done.import_report).toMatchObject({ added: 1, updated: 1, skipped: 0 });
    const [folder, file] = await recordsOf(manager, glossary.id);
    expect(folder).toMatchObject({
      comment: 'old',
      status: 'forbidden',
      definition: 'A container of files',
      part_of_speech: '',
      case_sensitive: false,
    });
    expect(file).toMatchObject({ status: 'preferred', definition: '', part_of_speech: 'noun' });

    // TBX-Basic has no forbidden status: the standard "do not use" value is written instead.
    const tbx = await manager.inject(`/api/glossary/${glossary.id}/download?format=tbx`);
    expect(tbx.body).toContain('<termNote type="administrativeStatus">deprecatedTerm-admn-sts</termNote>');
    expect(tbx.body).not.toContain('forbiddenTerm');
    expect(tbx.body).toContain('<descrip type="definition">A container of files</descrip>');
  });

  const tableFile = async (format: 'csv' | 'xlsx', rows: string[][]): Promise<UploadedFile> => {
    if (format === 'csv') return { name: 'terms.csv', content: rows.map((row) => row.join(',')).join('\n') + '\n' };
    return { name: 'terms.xlsx', content: await writeXlsxFile(rows, { sheet: 'Terms' }).toBuffer() };
  };

  it.each(['csv', 'xlsx'] as const)(
    'mode "update" from %s leaves a field alone when the file has no column for it, and clears it for an empty cell',
    async (format) => {
      const manager = await t.signIn('manager');
      const glossary = await createGlossary(manager, { name: 'Existing' });
      const held = {
        comment: 'keep me',
        status: 'preferred',
        definition: 'Bytes on a disk',
        part_of_speech: 'noun',
        case_sensitive: true,
      } as const;
      await createGlossaryRecord(manager, glossary.id, { source: 'file', target: 'Datei', ...held });

      const statusOnly = await tableFile(format, [
        ['en', 'de', 'status'],
        ['file', 'Datei', 'deprecated'],
      ]);
      const first = await importedInto(t, manager, glossary.id, statusOnly, { mode: 'update' });
      expect(first.import_report).toMatchObject({ added: 0, updated: 1, skipped: 0 });
      expect((await recordsOf(manager, glossary.id))[0]).toMatchObject({ ...held, status: 'deprecated' });

      const emptyCells = await tableFile(format, [
        ['en', 'de', 'comment', 'definition', 'part of speech', 'case sensitive', 'status'],
        ['file', 'Datei', '', '', '', '', ''],
      ]);
      const second = await importedInto(t, manager, glossary.id, emptyCells, { mode: 'update' });
      expect(second.import_report).toMatchObject({ added: 0, updated: 1, skipped: 0 });
      expect((await recordsOf(manager, glossary.id))[0]).toMatchObject({
        comment: '',
        status: 'admitted',
        definition: '',
        part_of_speech: '',
        case_sensitive: false,
      });
    },
  );

  it('mode "update" from TBX keeps the comment of a record whose entry has no note', async () => {
    const manager = await t.signIn('manager');
    const glossary = await createGlossary(manager, { name: 'Existing' });
    await createGlossaryRecord(manager, glossary.id, { source: 'file', target: 'Datei', comment: 'keep me' });
    const tbx =
      '<?xml version="1.0"?><martif type="TBX-Basic" xml:lang="en"><text><body><termEntry>' +
      '<langSet xml:lang="en"><tig><term>file</term></tig></langSet>' +
      '<langSet xml:lang="de"><tig><term>Datei</term>' +
      '<termNote type="administrativeStatus">preferredTerm-admn-sts</termNote></tig></langSet>' +
      '</termEntry></body></text></martif>';
    const done = await importedInto(t, manager, glossary.id, { name: 'terms.tbx', content: tbx }, { mode: 'update' });
    expect(done.import_report).toMatchObject({ added: 0, updated: 1, skipped: 0 });
    expect((await recordsOf(manager, glossary.id))[0]).toMatchObject({ comment: 'keep me', status: 'preferred' });
  });
});
