import { expect, it } from 'vitest';
import {
  inlineToken,
  MAX_LOOKUP_SEGMENTS,
  type DocumentRecord,
  type Substitution,
  type TmRecord,
} from '@tessera/shared/contract';
import { tmWriteBacksOf } from '../../documents/tm-write-backs.ts';
import { describeWithPostgresToo, statusOf, type Client } from '../../test/harness.ts';
import {
  createGlossary,
  createTmWithUnits,
  linkTms,
  savedRecord,
  uploadDocument,
  uploadDocumentWithRecords,
} from '../../test/resources.ts';

const tok = inlineToken;

const xliff = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="a" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="1"><source>Click the Save button to keep your changes.</source></trans-unit>
    <trans-unit id="2"><source>Press <g id="b">Start</g> to begin the installation.</source></trans-unit>
    <trans-unit id="3"><source>The weather is nice today.</source></trans-unit>
  </body></file>
</xliff>`;

const substitutions = async (client: Client, recordId: number) => {
  const response = await client.inject(`/api/document/records/${recordId}/substitutions`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Substitution[];
};

describeWithPostgresToo('TM matching', (t) => {
  it('links TMs and glossaries to a document: managers set them in priority order, translators read them', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { id } = await uploadDocument(t, manager, xliff);
    const first = await createTmWithUnits(t, manager, 'First', []);
    const second = await createTmWithUnits(t, manager, 'Second', []);
    expect((await translator.inject(`/api/document/${id}/translation_memories`)).json()).toEqual([]);

    const linked = await linkTms(t, manager, `/api/document/${id}`, [
      { id: second.id, mode: 'write' },
      { id: first.id, mode: 'read' },
    ]);
    expect(linked).toEqual([
      { id: second.id, name: 'Second', mode: 'write', position: 0, inherited: false },
      { id: first.id, name: 'First', mode: 'read', position: 1, inherited: false },
    ]);
    expect((await translator.inject(`/api/document/${id}/translation_memories`)).json()).toEqual(linked);
    const refused = await translator.inject({
      method: 'PUT',
      url: `/api/document/${id}/translation_memories`,
      payload: { memories: [] },
    });
    expect(refused.statusCode).toBe(403);

    const glossary = await createGlossary(manager, { name: 'Terms' });
    const glossaries = await manager.inject({
      method: 'PUT',
      url: `/api/document/${id}/glossaries`,
      payload: { glossaries: [{ id: glossary.id }] },
    });
    expect(glossaries.json()).toEqual([{ id: glossary.id, name: 'Terms', position: 0, inherited: false }]);
    expect((await translator.inject(`/api/document/${id}/glossaries`)).json()).toEqual(glossaries.json());
    expect(
      (await translator.inject({ method: 'PUT', url: `/api/document/${id}/glossaries`, payload: { glossaries: [] } }))
        .statusCode,
    ).toBe(403);

    expect((await translator.inject(`/api/document/${id}/match_settings`)).json()).toEqual({ display_threshold: 75 });
    const settings = await manager.inject({
      method: 'PUT',
      url: `/api/document/${id}/match_settings`,
      payload: { display_threshold: 85 },
    });
    expect(settings.json()).toEqual({ display_threshold: 85 });
    expect((await translator.inject(`/api/document/${id}/match_settings`)).json()).toEqual({ display_threshold: 85 });
    expect(
      await statusOf(translator, {
        method: 'PUT',
        url: `/api/document/${id}/match_settings`,
        payload: { display_threshold: 90 },
      }),
    ).toBe(403);

    // A deleted TM leaves the list.
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${first.id}` })).statusCode).toBe(
      200,
    );
    expect((await manager.inject(`/api/document/${id}/translation_memories`)).json()).toEqual([
      { id: second.id, name: 'Second', mode: 'write', position: 0, inherited: false },
    ]);
  });

  it('refuses links to what does not exist and malformed lists with a clear 4xx', async () => {
    const manager = await t.signIn('manager');
    const { id } = await uploadDocument(t, manager, xliff);
    const tm = await createTmWithUnits(t, manager, 'Only', []);
    const put = (url: string, payload: unknown) => manager.inject({ method: 'PUT', url, payload: payload as object });
    expect((await manager.inject('/api/document/999999/translation_memories')).statusCode).toBe(404);
    expect((await put('/api/document/999999/translation_memories', { memories: [] })).statusCode).toBe(404);
    const unknown = await put(`/api/document/${id}/translation_memories`, { memories: [{ id: 999999, mode: 'read' }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('No translation memory has the id 999999');
    expect(
      (
        await put(`/api/document/${id}/translation_memories`, {
          memories: [
            { id: tm.id, mode: 'read' },
            { id: tm.id, mode: 'write' },
          ],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await put(`/api/document/${id}/translation_memories`, { memories: [{ id: tm.id, mode: 'owner' }] })).statusCode,
    ).toBe(400);
    expect((await put(`/api/document/${id}/translation_memories`, { tms: [] })).statusCode).toBe(400);
    expect((await put(`/api/document/${id}/glossaries`, { glossaries: [{ id: 999999 }] })).json().message).toBe(
      'No glossary has the id 999999',
    );
    expect((await put(`/api/document/${id}/match_settings`, { display_threshold: 49 })).statusCode).toBe(400);
    expect((await put(`/api/document/${id}/match_settings`, { display_threshold: 75.5 })).statusCode).toBe(400);
    expect((await manager.inject('/api/document/records/999999/substitutions')).statusCode).toBe(404);
  });

  it("finds fuzzy and exact matches in the document's TMs, with codes mapped onto the segment's own", async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    const [save, press, weather] = records as [DocumentRecord, DocumentRecord, DocumentRecord];
    const tm = await createTmWithUnits(t, manager, 'Software', [
      {
        source: 'Click the Save button to keep the changes.',
        target: 'Klicken Sie auf Speichern, um die Änderungen zu behalten.',
      },
      {
        source: 'Press <bpt i="1">&lt;b&gt;</bpt>Start<ept i="1">&lt;/b&gt;</ept> to begin the installation.',
        target:
          'Drücken Sie <bpt i="1">&lt;b&gt;</bpt>Start<ept i="1">&lt;/b&gt;</ept>, um die Installation zu beginnen.',
      },
      { source: 'Something else entirely different here.', target: 'Etwas ganz anderes.' },
    ]);
    expect(await substitutions(translator, save.id)).toEqual([]);
    await linkTms(t, manager, `/api/document/${id}`, [{ id: tm.id, mode: 'read' }]);

    const [fuzzy, ...others] = await substitutions(translator, save.id);
    expect(others).toEqual([]);
    expect(fuzzy).toMatchObject({
      source: 'Click the Save button to keep the changes.',
      target: 'Klicken Sie auf Speichern, um die Änderungen zu behalten.',
      tm_id: tm.id,
      tm_name: 'Software',
      updated_by: manager.user.username,
    });
    expect(fuzzy!.similarity).toBeGreaterThanOrEqual(85);
    expect(fuzzy!.similarity).toBeLessThan(100);

    const [exact] = await substitutions(translator, press.id);
    expect(exact!.similarity).toBe(100);
    expect(exact!.target).toBe(`Drücken Sie ${tok(1)}Start${tok(2)}, um die Installation zu beginnen.`);
    await savedRecord(translator, press, { target: exact!.target });

    // A unit added after the index was built is found at once; a deleted one is gone at once.
    expect(await substitutions(translator, weather.id)).toEqual([]);
    const added = (
      await translator.inject({
        method: 'POST',
        url: `/api/translation_memory/${tm.id}/records`,
        payload: { source: 'The weather is nice today!', target: 'Das Wetter ist heute schön!' },
      })
    ).json() as TmRecord;
    expect((await substitutions(translator, weather.id)).map((match) => [match.unit_id, match.similarity])).toEqual([
      [added.id, 99],
    ]);
    const edited = await translator.inject({
      method: 'PUT',
      url: `/api/translation_memory/records/${added.id}`,
      payload: {
        source: 'The weather is nice today.',
        target: 'Das Wetter ist heute schön.',
        updated_at: added.updated_at,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(
      (await substitutions(translator, weather.id)).map((match) => [match.unit_id, match.similarity, match.target]),
    ).toEqual([[added.id, 100, 'Das Wetter ist heute schön.']]);
    await translator.inject({ method: 'DELETE', url: `/api/translation_memory/records/${added.id}` });
    expect(await substitutions(translator, weather.id)).toEqual([]);

    // A deleted TM disappears from lookups.
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    expect(await substitutions(translator, save.id)).toEqual([]);
  });

  it('answers the matches of several segments of a document in one request, each as its own route does', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const [save, press, weather] = records.map((record) => record.id) as [number, number, number];
    const batch = (ids: number[]) =>
      translator.inject(`/api/document/${document.id}/substitutions?records=${ids.join(',')}`);

    // Without a TM, every segment has none.
    const none = await batch([save, press]);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual([
      { record_id: save, matches: [] },
      { record_id: press, matches: [] },
    ]);

    const tm = await createTmWithUnits(t, manager, 'Software', [
      { source: 'Click the Save button to keep the changes.', target: 'Klicken Sie auf Speichern.' },
      {
        source: 'Press <bpt i="1">&lt;b&gt;</bpt>Start<ept i="1">&lt;/b&gt;</ept> to begin the installation.',
        target: 'Drücken Sie <bpt i="1">&lt;b&gt;</bpt>Start<ept i="1">&lt;/b&gt;</ept>.',
      },
    ]);
    await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'read' }]);
    const found = await batch([press, weather, save]);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toEqual([
      { record_id: press, matches: await substitutions(translator, press) },
      { record_id: weather, matches: [] },
      { record_id: save, matches: await substitutions(translator, save) },
    ]);
    const [pressed, , saved] = found.json() as { matches: Substitution[] }[];
    expect(pressed!.matches.map((match) => [match.similarity, match.target])).toEqual([
      [100, `Drücken Sie ${tok(1)}Start${tok(2)}.`],
    ]);
    expect(saved!.matches).toHaveLength(1);
  });

  it('refuses a batch of matches that names no segment of the document, too many, or ids that are not ids', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const other = await uploadDocumentWithRecords(t, manager, xliff);
    const url = (ids: string, documentId = document.id) => `/api/document/${documentId}/substitutions?records=${ids}`;

    expect(await statusOf(t.anonymous, url(String(records[0]!.id)))).toBe(401);
    const foreign = await translator.inject(url(`${records[0]!.id},${other.records[1]!.id}`));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      message: `No segment of this document has the id ${other.records[1]!.id}`,
      code: 'segment_ids_unknown',
    });
    const noDocument = await translator.inject(url(String(records[0]!.id), 999999));
    expect(noDocument.json()).toEqual({ message: 'Document not found', code: 'document_not_found' });
    for (const malformed of ['', 'x', '1,', ',1', '1.5'])
      expect(await statusOf(translator, url(malformed)), malformed).toBe(400);
    const tooMany = Array.from({ length: MAX_LOOKUP_SEGMENTS + 1 }, (_, index) => index + 1).join(',');
    expect(await statusOf(translator, url(tooMany))).toBe(400);
    const most = Array.from({ length: MAX_LOOKUP_SEGMENTS }, () => records[0]!.id).join(',');
    expect(await statusOf(translator, url(most))).toBe(200);
  });

  it('writes approved segments into the write TMs, updating its own unit when approved again', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const { id } = document;
    const press = records[1]!;
    const written = await createTmWithUnits(t, manager, 'Project', [
      {
        source: 'Press <bpt i="1">&lt;b&gt;</bpt>Start<ept i="1">&lt;/b&gt;</ept> to begin the installation.',
        target: 'Von anderswo',
      },
    ]);
    const readOnly = await createTmWithUnits(t, manager, 'Reference', []);
    await linkTms(t, manager, `/api/document/${id}`, [
      { id: readOnly.id, mode: 'read' },
      { id: written.id, mode: 'write' },
    ]);
    const approve = async (target: string, updatedAt: string) => {
      const response = await translator.inject({
        method: 'PUT',
        url: `/api/document/records/${press.id}`,
        payload: { target, approved: true, updated_at: updatedAt },
      });
      expect(response.statusCode, response.body).toBe(200);
      // The TMs are written after the answer.
      await tmWriteBacksOf(t.db)!.idle();
      return response.json() as DocumentRecord;
    };
    const units = async (tmId: number) =>
      (await manager.inject(`/api/translation_memory/${tmId}/records`)).json().records as TmRecord[];

    const first = await approve(`Drücken Sie ${tok(1)}Start${tok(2)}, um zu beginnen.`, press.updated_at);
    expect(await units(readOnly.id)).toEqual([]);
    const [elsewhere, mine] = await units(written.id);
    expect(elsewhere!.target).toBe('Von anderswo');
    expect(mine).toMatchObject({
      source_text: 'Press Start to begin the installation.',
      target_text: 'Drücken Sie Start, um zu beginnen.',
      change_id: translator.user.username,
    });

    await approve(`Drücken Sie ${tok(1)}Start${tok(2)}, um die Installation zu beginnen.`, first.updated_at);
    const after = await units(written.id);
    expect(after.map((unit) => [unit.id, unit.target_text])).toEqual([
      [elsewhere!.id, 'Von anderswo'],
      [mine!.id, 'Drücken Sie Start, um die Installation zu beginnen.'],
    ]);

    // The same source in another document: a 100% match with the approved target, codes its own.
    const other = await uploadDocumentWithRecords(t, manager, xliff);
    await linkTms(t, manager, `/api/document/${other.document.id}`, [{ id: written.id, mode: 'read' }]);
    const matches = await substitutions(translator, other.records[1]!.id);
    // Equal scores: the unit changed last first.
    expect(matches.map((match) => [match.similarity, match.target])).toEqual([
      [100, `Drücken Sie ${tok(1)}Start${tok(2)}, um die Installation zu beginnen.`],
      [100, 'Von anderswo'],
    ]);
  });

  it('searches the concordance for every word in any order, with highlights, in chosen TMs', async () => {
    const manager = await t.signIn('manager');
    const translator = await t.signIn('user');
    const tm = await createTmWithUnits(t, manager, 'Concordance', [
      { source: 'Open the file menu', target: 'Öffnen Sie das Menü Datei' },
      { source: 'The menu of the day', target: 'Das Tagesmenü' },
      { source: 'Close the window', target: 'Fenster schließen' },
    ]);
    const other = await createTmWithUnits(t, manager, 'Other', [{ source: 'Menu file', target: 'Datei-Menü' }]);
    const search = (query: string) => translator.inject(`/api/translation_memory/search?${query}`);

    const hits = (await search(`query=${encodeURIComponent('MENU file')}&tm_ids=${tm.id}`)).json();
    expect(hits.total_rows).toBe(1);
    expect(hits.records[0]).toMatchObject({
      tm_id: tm.id,
      tm_name: 'Concordance',
      source_text: 'Open the file menu',
      source_highlights: [
        [9, 13],
        [14, 18],
      ],
      target_highlights: [],
    });
    const both = (await search(`query=menu%20file&tm_ids=${tm.id},${other.id}`)).json();
    expect(both.records.map((hit: { tm_name: string }) => hit.tm_name)).toEqual(['Other', 'Concordance']);
    const inTarget = (await search(`query=tagesmen&tm_ids=${tm.id}`)).json();
    expect(inTarget.records[0].target_highlights).toEqual([[4, 12]]);
    expect((await search('query=%20%20')).statusCode).toBe(400);
    expect((await search('query=menu&tm_ids=1,x')).statusCode).toBe(400);
    expect((await search('query=menu&tm_ids=999999')).statusCode).toBe(404);
    expect((await search('query=menu&page=-1')).statusCode).toBe(400);
    expect((await search('query=100%25_')).json()).toEqual({ records: [], total_rows: 0 });
  });

  it("dates a match and a concordance hit by the unit's own last change, not by when it came into the TM", async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliff);
    const tm = await createTmWithUnits(t, manager, 'Dated', [
      { source: 'The weather is nice today.', target: 'Das Wetter ist heute schön.' },
      { source: 'Press Start to begin the installation.', target: 'Drücken Sie Start, um zu beginnen.' },
    ]);
    await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'read' }]);
    const changed = new Date('2019-05-06T07:08:09.000Z');
    const created = new Date('2018-01-02T03:04:05.000Z');
    await t.app.db
      .updateTable('tm_units')
      .set({ change_date: changed, creation_date: created })
      .where('tm_id', '=', tm.id)
      .where('source_text', '=', 'The weather is nice today.')
      .execute();
    await t.app.db
      .updateTable('tm_units')
      .set({ change_date: null, creation_date: created })
      .where('tm_id', '=', tm.id)
      .where('source_text', 'like', 'Press%')
      .execute();

    const [weather] = await substitutions(manager, records[2]!.id);
    expect(weather!.changed_at).toBe(changed.toISOString());
    expect(weather!.updated_at).not.toBe(changed.toISOString());
    const [press] = await substitutions(manager, records[1]!.id);
    expect(press!.changed_at).toBe(created.toISOString());
    const hits = (await manager.inject(`/api/translation_memory/search?query=weather&tm_ids=${tm.id}`)).json();
    expect(hits.records[0].changed_at).toBe(changed.toISOString());
  });
});
