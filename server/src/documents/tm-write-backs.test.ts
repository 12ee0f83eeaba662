import { sql } from 'kysely';
import { expect, it } from 'vitest';
import type { DocumentRecord } from '@tessera/shared/contract';
import { describeWithPostgresToo } from '../test/harness.ts';
import { createTm, linkTms, saveRecord, uploadDocumentWithRecords, xliffOf } from '../test/resources.ts';
import { recountUnits } from '../tm/repository.ts';
import { searchRangesOfTm } from '../tm/search-ranges.ts';
import { tmWriteBacksOf } from './tm-write-backs.ts';

describeWithPostgresToo('TM write-back of approved segments', (t) => {
  /** A manager's document of two segments whose TM is a write TM; `units()` lists that TM's targets. */
  const documentWritingToTm = async (sources: [string, string]) => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf(sources.map((s) => [s])));
    const tm = await createTm(manager, { name: `Written ${document.id}` });
    await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'write' }]);
    const units = async () =>
      ((await manager.inject(`/api/translation_memory/${tm.id}/records`)).json().records as { target_text: string }[])
        .map((unit) => unit.target_text)
        .sort();
    return { manager, records: records as [DocumentRecord, DocumentRecord], units };
  };
  const queued = () => t.db.selectFrom('tm_write_backs').select(['record_id', 'claimed_at']).execute();

  it('writes an approved segment into the TMs after the answer, from a queue the save itself fills', async () => {
    const { manager, records, units } = await documentWritingToTm(['Open the file.', 'Close it.']);
    const [open, close] = records;

    const draft = await saveRecord(manager, close, { target: 'Schließen.', approved: false });
    expect(draft.statusCode).toBe(200);
    expect(await queued()).toEqual([]);

    const approved = await saveRecord(manager, open, { target: 'Die Datei öffnen.', approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    await tmWriteBacksOf(t.db)!.idle();
    expect(await units()).toEqual(['Die Datei öffnen.']);
    expect(await queued()).toEqual([]);
  });

  it("writes into the project's write TMs when the document uses its project's list", async () => {
    const manager = await t.signIn('manager');
    const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Save the page.']]));
    const tm = await createTm(manager, { name: 'Project memory', source_lang: 'en', target_lang: 'de' });
    const project = (
      await manager.inject({
        method: 'POST',
        url: '/api/projects/',
        payload: { name: 'Release 2', source_lang: 'en', target_lang: 'de' },
      })
    ).json() as { id: number };
    for (const [url, payload] of [
      [`/api/projects/${project.id}/translation_memories`, { memories: [{ id: tm.id, mode: 'write' }] }],
      [`/api/document/${document.id}`, { project_id: project.id }],
    ] as const) {
      const answer = await manager.inject({ method: 'PUT', url, payload });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    await t.app.jobs.idle();

    const approved = await saveRecord(manager, records[0]!, { target: 'Die Seite speichern.', approved: true });
    expect(approved.statusCode, approved.body).toBe(200);
    await tmWriteBacksOf(t.db)!.idle();
    const units = (await manager.inject(`/api/translation_memory/${tm.id}/records`)).json().records;
    expect(units.map((unit: { target_text: string }) => unit.target_text)).toEqual(['Die Seite speichern.']);
  });

  it('takes over a write-back that a stopped process had claimed, once its claim is a minute old', async () => {
    const { manager, records, units } = await documentWritingToTm(['Print the page.', 'Print all.']);
    const [page, all] = records;
    const queue = tmWriteBacksOf(t.db)!;
    // Approved and queued through another process, which claimed them and stopped before writing them.
    for (const [record, target, claimedSecondsAgo] of [
      [page, 'Die Seite drucken.', 30],
      [all, 'Alles drucken.', 61],
    ] as const) {
      await t.db.updateTable('document_records').set({ target, approved: true }).where('id', '=', record.id).execute();
      await t.db
        .insertInto('tm_write_backs')
        .values({
          record_id: record.id,
          author: manager.user.username,
          claimed_at: new Date(Date.now() - claimedSecondsAgo * 1000),
        })
        .execute();
    }

    queue.soon();
    await queue.idle();
    // The claim of half a minute may still be its process's own: left alone.
    expect(await units()).toEqual(['Alles drucken.']);
    expect((await queued()).map((row) => row.record_id)).toEqual([page.id]);
  });
});

describeWithPostgresToo(
  'TM write-back into a TM grown to twice a search range',
  (t) => {
    it("has the TM's newest range cut once an approved segment's unit makes it twice a range", async () => {
      const manager = await t.signIn('manager');
      const { document, records } = await uploadDocumentWithRecords(t, manager, xliffOf([['Check the list.']]));
      const tm = await createTm(manager, { name: 'Large memory' });
      await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'write' }]);
      await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
                select ${tm.id}, 'Unit ' || n, 'Einheit ' || n, 'Unit ' || n, 'Einheit ' || n
                from generate_series(1, 99) as n`.execute(t.db);
      await recountUnits(t.db, tm.id);

      const approved = await saveRecord(manager, records[0]!, { target: 'Die Liste prüfen.', approved: true });
      expect(approved.statusCode, approved.body).toBe(200);
      await tmWriteBacksOf(t.db)!.idle();
      await t.app.jobs.idle();
      // Ranges of 50: the 100th unit makes two, one of 50 and the open one; the embedded database never cuts.
      const ranges = await searchRangesOfTm(t.db, tm.id);
      expect(ranges).toHaveLength(t.backend === 'postgres' ? 2 : 1);
    });
  },
  { config: { tmSearchRangeUnits: 50 } },
);
