import { expect, it } from 'vitest';
import { inlineToken, MAX_LOOKUP_SEGMENTS, type TermHit } from '@tessera/shared/contract';
import { describeWithPostgresToo, statusOf, type Client } from '../../test/harness.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createGlossaryWithTerms,
  createProject,
  linkGlossaries,
  uploadDocumentWithRecords,
} from '../../test/resources.ts';
import { backfillGlossary, startTermBackfills } from './index-store.ts';
import { documentGlossariesForTerms, findTermHits, findTermHitsOfMany } from './lookup.ts';

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en-US" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>Saving files: open the File menu and choose Save as.</source></trans-unit>
    <trans-unit id="2"><source>Press <g id="b">Save</g> file to keep your user accounts.</source></trans-unit>
    <trans-unit id="3"><source>Enter the PIN. Do not pin it.</source></trans-unit>
  </body></file>
</xliff>`;

const xliffOf = (source: string) => `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>${source}</source></trans-unit>
  </body></file>
</xliff>`;

async function hits(client: Client, recordId: number): Promise<TermHit[]> {
  const response = await client.inject(`/api/document/records/${recordId}/glossary_records`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** What each hit underlines, term by term. */
const underlined = (source: string, list: TermHit[]) =>
  list.map((hit) => [hit.source, hit.ranges.map(([start, end]) => source.slice(start, end))]);

describeWithPostgresToo('term hits', (t) => {
  it("finds the linked glossaries' terms in a segment with the glossary record and where each occurs", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    const { glossary: main, records: terms } = await createGlossaryWithTerms(manager, 'Main', [
      { source: 'file', target: 'Datei', comment: 'noun' },
      { source: 'Save as', target: 'Speichern unter' },
      { source: 'save', target: 'speichern' },
      { source: 'user account', target: 'Benutzerkonto' },
      { source: 'PIN', target: 'PIN' },
      { source: 'printer', target: 'Drucker' },
    ]);
    const { glossary: extra } = await createGlossaryWithTerms(manager, 'Extra', [{ source: 'file', target: 'Akte' }]);
    expect(await hits(translator, records[0]!.id)).toEqual([]);
    await linkGlossaries(manager, `/api/document/${id}`, [main.id, extra.id]);

    const first = await hits(translator, records[0]!.id);
    expect(underlined(records[0]!.source, first)).toEqual([
      ['save', ['Saving', 'Save']],
      ['file', ['files', 'File']],
      ['file', ['files', 'File']],
      ['Save as', ['Save as']],
    ]);
    expect(first[1]).toEqual({
      id: terms[0]!.id,
      source: 'file',
      target: 'Datei',
      comment: 'noun',
      status: 'admitted',
      definition: '',
      part_of_speech: '',
      match_rule: 'stemmed',
      glossary: { id: main.id, name: 'Main' },
      ranges: [
        [7, 12],
        [23, 27],
      ],
    });
    expect(first[2]!.glossary).toEqual({ id: extra.id, name: 'Extra' });

    // Ranges count the inline-code tokens of `source`.
    const tagged = records[1]!;
    expect(tagged.source).toContain(inlineToken(1));
    expect(underlined(tagged.source, await hits(translator, tagged.id))).toEqual([
      ['save', ['Save']],
      ['file', ['file']],
      ['file', ['file']],
      ['user account', ['user accounts']],
    ]);

    // Acronyms keep their case.
    expect(underlined(records[2]!.source, await hits(translator, records[2]!.id))).toEqual([['PIN', ['PIN']]]);
  });

  it('finds each term by its own rule, kept and changed through the API, in source order with the longest first', async () => {
    const manager = await t.signIn('manager');
    const source = 'Open the connection settings, set the clock, then connect the printer and connect cables.';
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(source));
    // Added in an order unlike the source's, the short term before the long one holding it.
    const { glossary, records: terms } = await createGlossaryWithTerms(manager, 'Rules', [
      { source: 'printer', target: 'Drucker' },
      { source: 'settings', target: 'Einstellungen' },
      { source: 'connection', target: 'Verbindung' },
      { source: 'connection settings', target: 'Verbindungseinstellungen' },
      { source: 'set', target: 'festlegen', match_rule: 'exact' },
      { source: 'cable', target: 'Kabel', match_rule: 'prefix' },
      { source: 'connect', target: 'verbinden', match_rule: 'prefix' },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [glossary.id]);
    expect(terms.map((term) => term.match_rule)).toEqual([
      'stemmed',
      'stemmed',
      'stemmed',
      'stemmed',
      'exact',
      'prefix',
      'prefix',
    ]);

    const list = await hits(manager, records[0]!.id);
    // "set" is no hit for "settings", nor "connect" for "connection" (stemmed); "connect" by prefix finds
    // "connection" (10 letters from 7), "cable" finds "cables".
    expect(underlined(source, list)).toEqual([
      ['connection settings', ['connection settings']],
      ['connection', ['connection']],
      ['connect', ['connection', 'connect', 'connect']],
      ['settings', ['settings']],
      ['set', ['set']],
      ['printer', ['printer']],
      ['cable', ['cables']],
    ]);
    expect(list.map((hit) => hit.match_rule)).toEqual([
      'stemmed',
      'stemmed',
      'prefix',
      'stemmed',
      'exact',
      'stemmed',
      'prefix',
    ]);

    // A rule changed by an edit re-indexes the term; an edit that names none keeps it.
    const [connect] = (await manager.inject(`/api/glossary/${glossary.id}/records?search=verbinden`)).json().records;
    const edited = await manager.inject({
      method: 'PUT',
      url: `/api/glossary/records/${connect.id}`,
      payload: { source: 'connect', target: 'verbinden', updated_at: connect.updated_at, match_rule: 'stemmed' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().match_rule).toBe('stemmed');
    const connectHit = (await hits(manager, records[0]!.id)).find((hit) => hit.source === 'connect');
    expect(underlined(source, [connectHit!])).toEqual([['connect', ['connect', 'connect']]]);
    const kept = await manager.inject({
      method: 'PUT',
      url: `/api/glossary/records/${connect.id}`,
      payload: { source: 'connect', target: 'verbinden', updated_at: edited.json().updated_at },
    });
    expect(kept.json().match_rule).toBe('stemmed');

    const refused = await manager.inject({
      method: 'POST',
      url: `/api/glossary/${glossary.id}/records`,
      payload: { source: 'cable', target: 'Kabel', match_rule: 'fuzzy' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('match_rule');
  });

  it('lists a term held twice once, the first glossary’s, in one glossary or several', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { glossary: main, records: terms } = await createGlossaryWithTerms(manager, 'Main', [
      { source: 'menu', target: 'Menü' },
      { source: 'Menu', target: 'menü', comment: 'imported twice' },
    ]);
    const { glossary: extra } = await createGlossaryWithTerms(manager, 'Extra', [
      { source: 'menu', target: 'Menü' },
      { source: 'menu', target: 'Speisekarte' },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [extra.id, main.id]);
    const list = await hits(manager, records[0]!.id);
    expect(list.map((hit) => [hit.target, hit.glossary.name])).toEqual([
      ['Menü', 'Extra'],
      ['Speisekarte', 'Extra'],
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [main.id]);
    expect((await hits(manager, records[0]!.id)).map((hit) => hit.id)).toEqual([terms[0]!.id]);
  });

  it('gives each hit its status, definition and part of speech; a case-sensitive term matches only as written', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { glossary } = await createGlossaryWithTerms(manager, 'Fields', [
      { source: 'menu', target: 'Menü', status: 'preferred', definition: 'A list of commands', part_of_speech: 'noun' },
      { source: 'Save', target: 'Sichern', status: 'forbidden', case_sensitive: true },
      { source: 'Pin', target: 'Stecknadel', case_sensitive: true },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [glossary.id]);
    const first = await hits(manager, records[0]!.id);
    expect(first.map((hit) => [hit.source, hit.status, hit.definition, hit.part_of_speech])).toEqual([
      ['menu', 'preferred', 'A list of commands', 'noun'],
      ['Save', 'forbidden', '', ''],
    ]);
    expect(underlined(records[0]!.source, first)[1]).toEqual(['Save', ['Save']]);
    // "PIN" and "pin" are no "Pin" when its case matters.
    expect(await hits(manager, records[2]!.id)).toEqual([]);
  });

  it('follows glossary edits, deletions and unlinking at once', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    const { glossary, records: terms } = await createGlossaryWithTerms(manager, 'Edited', [
      { source: 'printer', target: 'Drucker' },
      { source: 'menu', target: 'Menü' },
    ]);
    await linkGlossaries(manager, `/api/document/${id}`, [glossary.id]);
    const segment = records[0]!;
    expect((await hits(manager, segment.id)).map((hit) => hit.source)).toEqual(['menu']);

    const printer = (await manager.inject(`/api/glossary/${glossary.id}/records?search=printer`)).json().records[0];
    const edited = await manager.inject({
      method: 'PUT',
      url: `/api/glossary/records/${terms[0]!.id}`,
      payload: { source: 'open', target: 'öffnen', comment: '', updated_at: printer.updated_at },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await hits(manager, segment.id)).map((hit) => [hit.source, hit.target])).toEqual([
      ['open', 'öffnen'],
      ['menu', 'Menü'],
    ]);

    expect((await manager.inject({ method: 'DELETE', url: `/api/glossary/records/${terms[1]!.id}` })).statusCode).toBe(
      200,
    );
    expect((await hits(manager, segment.id)).map((hit) => hit.source)).toEqual(['open']);

    // While a file is imported into the glossary its terms wait, as its records page does.
    await t.db
      .updateTable('glossaries')
      .set({ processing_status: 'processing' })
      .where('id', '=', glossary.id)
      .execute();
    expect(await hits(manager, segment.id)).toEqual([]);
    await t.db.updateTable('glossaries').set({ processing_status: 'done' }).where('id', '=', glossary.id).execute();
    expect((await hits(manager, segment.id)).map((hit) => hit.source)).toEqual(['open']);

    await linkGlossaries(manager, `/api/document/${id}`, []);
    expect(await hits(manager, segment.id)).toEqual([]);
    await linkGlossaries(manager, `/api/document/${id}`, [glossary.id]);
    expect((await manager.inject({ method: 'DELETE', url: `/api/glossary/${glossary.id}` })).statusCode).toBe(200);
    expect(await hits(manager, segment.id)).toEqual([]);
  });

  it('finds the terms of an imported glossary, and of records stored before the term index after their backfill', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    // A table's match column gives a record its rule; an empty cell, the language's default.
    const csv = 'en,de,match\nmenu,Menü,exact\nuser accounts,Benutzerkonten,\n';
    const imported = await manager.inject({
      method: 'POST',
      url: '/api/glossary/import',
      ...multipart({ name: 'Imported' }, { name: 'terms.csv', content: csv }),
    });
    expect(imported.statusCode, imported.body).toBe(202);
    await t.app.jobs.idle();
    const importedId = imported.json().id as number;
    await linkGlossaries(manager, `/api/document/${id}`, [importedId]);
    expect((await hits(manager, records[0]!.id)).map((hit) => [hit.source, hit.match_rule])).toEqual([
      ['menu', 'exact'],
    ]);
    expect((await hits(manager, records[1]!.id)).map((hit) => [hit.source, hit.match_rule])).toEqual([
      ['user accounts', 'stemmed'],
    ]);

    // Records written without the index (as before it existed) are found once the glossary is backfilled.
    const { glossary } = await createGlossaryWithTerms(manager, 'Old', []);
    await t.db
      .insertInto('glossary_records')
      .values({ glossary_id: glossary.id, source: 'choose', target: 'wählen', created_by: manager.user.id })
      .execute();
    await linkGlossaries(manager, `/api/document/${id}`, [glossary.id]);
    expect(await hits(manager, records[0]!.id)).toEqual([]);
    expect(await backfillGlossary(t.db, glossary.id)).toBe(1);
    expect(await backfillGlossary(t.db, glossary.id)).toBe(0);
    expect((await hits(manager, records[0]!.id)).map((hit) => hit.source)).toEqual(['choose']);

    // After an upgrade, the glossaries listed by migration 0380 are indexed by a job that one process claims.
    await t.db
      .insertInto('glossary_records')
      .values({ glossary_id: glossary.id, source: 'menu', target: 'Menü', created_by: manager.user.id })
      .execute();
    await t.db.insertInto('glossary_term_backfill').values({ glossary_id: glossary.id }).execute();
    await startTermBackfills(t.app);
    await t.app.jobs.idle();
    expect(await t.db.selectFrom('glossary_term_backfill').selectAll().execute()).toEqual([]);
    expect((await hits(manager, records[0]!.id)).map((hit) => hit.source)).toEqual(['menu', 'choose']);
  });

  it("uses a project's glossaries for its documents until a document has its own list", async () => {
    const manager = await t.signIn('manager');
    const project = await createProject(manager, 'Release');
    const { glossary: shared } = await createGlossaryWithTerms(manager, 'Project terms', [
      { source: 'menu', target: 'Menü' },
    ]);
    const { glossary: own } = await createGlossaryWithTerms(manager, 'Own terms', [
      { source: 'open', target: 'öffnen' },
    ]);
    await linkGlossaries(manager, `/api/projects/${project.id}`, [shared.id]);
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff, { projectId: project.id });
    const { id } = document;
    expect((await hits(manager, records[0]!.id)).map((hit) => hit.glossary.name)).toEqual(['Project terms']);
    await linkGlossaries(manager, `/api/document/${id}`, [own.id]);
    expect((await hits(manager, records[0]!.id)).map((hit) => hit.glossary.name)).toEqual(['Own terms']);
  });

  it('finds the same hits for many sources at once as one by one (QA checks a whole document)', async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    const { glossary: first } = await createGlossaryWithTerms(manager, 'First', [
      { source: 'file', target: 'Datei' },
      { source: 'user account', target: 'Konto' },
    ]);
    const { glossary: second } = await createGlossaryWithTerms(manager, 'Second', [
      { source: 'PIN', target: 'PIN' },
      { source: 'file', target: 'Akte' },
    ]);
    await linkGlossaries(manager, `/api/document/${id}`, [first.id, second.id]);
    const glossaries = await documentGlossariesForTerms(t.db, id);
    const sources = [...records.map((record) => record.source), '', 'Nothing here.', records[0]!.source];
    const together = await findTermHitsOfMany(t.db, glossaries, sources);
    const alone = await Promise.all(sources.map((source) => findTermHits(t.db, glossaries, source)));
    expect(together).toEqual(alone);
    expect(together.map((list) => list.length)).toEqual([2, 3, 1, 0, 0, 2]);
  });

  it('answers the hits of several segments of a document in one request, each as its own route does', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { glossary } = await createGlossaryWithTerms(manager, 'Main', [
      { source: 'file', target: 'Datei' },
      { source: 'PIN', target: 'PIN' },
    ]);
    await linkGlossaries(manager, `/api/document/${document.id}`, [glossary.id]);
    const [first, second, third] = records.map((record) => record.id) as [number, number, number];

    // In the order asked, an id named twice answered once.
    const batch = await translator.inject(
      `/api/document/${document.id}/glossary_records?records=${third},${first},${third},${second}`,
    );
    expect(batch.statusCode, batch.body).toBe(200);
    expect(batch.json()).toEqual([
      { record_id: third, hits: await hits(translator, third) },
      { record_id: first, hits: await hits(translator, first) },
      { record_id: second, hits: await hits(translator, second) },
    ]);
    expect((batch.json() as { hits: TermHit[] }[]).map((segment) => segment.hits.map((hit) => hit.source))).toEqual([
      ['PIN'],
      ['file'],
      ['file'],
    ]);
  });

  it('refuses a batch of term hits that names no segment of the document, too many, or ids that are not ids', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const other = await uploadDocumentWithRecords(t, manager, xliff);
    const url = (records: string, documentId = document.id) =>
      `/api/document/${documentId}/glossary_records?records=${records}`;
    const ids = records.map((record) => record.id);

    expect(await statusOf(t.anonymous, url(String(ids[0])))).toBe(401);
    const foreign = await translator.inject(url(`${ids[0]},${other.records[0]!.id},999999`));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: `No segments of this document have the ids ${other.records[0]!.id}, 999999`,
      code: 'segment_ids_unknown',
    });
    const noDocument = await translator.inject(url(String(ids[0]), 999999));
    expect(noDocument.statusCode).toBe(404);
    expect(noDocument.json()).toEqual({ message: 'Document not found', code: 'document_not_found' });
    for (const malformed of ['', 'abc', '1,,2', '1;2', '-1', '0', '99999999999'])
      expect(await statusOf(translator, url(malformed)), malformed).toBe(400);
    expect(await statusOf(translator, `/api/document/${document.id}/glossary_records`)).toBe(400);
    const tooMany = Array.from({ length: MAX_LOOKUP_SEGMENTS + 1 }, (_, index) => index + 1).join(',');
    const refused = await translator.inject(url(tooMany));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(`names more than ${MAX_LOOKUP_SEGMENTS} segments`);
  });

  it('needs document.read, and answers 404 for a segment that does not exist', async () => {
    const manager = await t.signIn('manager');
    const { records } = await uploadDocumentWithRecords(t, manager, xliff);
    expect((await t.anonymous.inject(`/api/document/records/${records[0]!.id}/glossary_records`)).statusCode).toBe(401);
    const translator = await t.signIn('user');
    expect((await translator.inject(`/api/document/records/${records[0]!.id}/glossary_records`)).statusCode).toBe(200);
    const missing = await translator.inject('/api/document/records/999999/glossary_records');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Segment not found', code: 'segment_not_found' });
    expect((await translator.inject('/api/document/records/abc/glossary_records')).statusCode).toBe(400);
  });
});
