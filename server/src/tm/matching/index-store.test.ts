import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../../test/harness.ts';
import { runAsBackgroundWork } from '../../db/work-priority.ts';
import { holdLock, readWithoutWaiting, waitingForLock } from '../../test/locks.ts';
import { createTm, createTmWithUnits } from '../../test/resources.ts';
import { buildMatchIndex, dropIndexesOfDeletedTms, startNeededIndexBuilds } from './index-store.ts';
import { findMatches } from './matcher.ts';

describeWithPostgresToo('the match index build', (t) => {
  /** "Kept" (four words) and another TM of one unit each, both with their match index built. */
  const twoIndexedTms = async (otherName: string) => {
    const manager = await t.signIn('manager');
    const kept = await createTmWithUnits(t, manager, 'Kept', [{ source: 'Open the file menu', target: 'DE' }]);
    const other = await createTmWithUnits(t, manager, otherName, [{ source: 'Close the window', target: 'DE' }]);
    await startNeededIndexBuilds(t.app, [kept.id, other.id]);
    await t.app.jobs.idle();
    return { kept, other };
  };

  /** Kept's index, read by a statement that fails if it waits a second for a lock. */
  const expectIndexAnswersWithoutWaiting = async (keptId: number) => {
    const units = await readWithoutWaiting(
      t.db,
      sql<{ words: number }>`select words from tm_match_units where tm_id = ${keptId}`,
    );
    expect(units).toEqual([{ words: 4 }]);
  };

  it('builds the index of a TM that has one again (after an import), and the new one answers', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Rebuilt', [{ source: 'Open the file menu', target: 'DE' }]);
    await startNeededIndexBuilds(t.app, [tm.id]);
    await t.app.jobs.idle();
    // Straight into the table, as an import merges units: only a build puts it into the index.
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              values (${tm.id}, 'Close the file menu', 'DE 2', 'Close the file menu', 'DE 2')`.execute(t.db);
    await buildMatchIndex(t.db, tm.id);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Close the file menu', codes: '' });
    expect(found[0]).toMatchObject({ source_text: 'Close the file menu', similarity: 100 });
  });

  it('stops, leaving nothing behind, when the TM was deleted while its index was built', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Deleted', [{ source: 'Open the file menu', target: 'DE' }]);
    // Claimed as startNeededIndexBuilds claims it; the delete comes before the build swaps its tables in.
    await t.db.insertInto('tm_match_state').values({ tm_id: tm.id, status: 'indexing' }).execute();
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    expect(await buildMatchIndex(t.db, tm.id)).toBe(false);
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class where relname ~ ${`^tm_match_(units|tokens|words)_${tm.id}($|_)`}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it("drops a deleted TM's index with it", async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Indexed', [{ source: 'Open the file menu', target: 'DE' }]);
    await startNeededIndexBuilds(t.app, [tm.id]);
    await t.app.jobs.idle();
    const tables = async () =>
      (
        await sql<{ relname: string }>`
          select relname from pg_class where relname ~ ${`^tm_match_(units|tokens|words)_${tm.id}$`} order by relname`.execute(
          t.db,
        )
      ).rows.map((row) => row.relname);
    expect(await tables()).toEqual([`tm_match_tokens_${tm.id}`, `tm_match_units_${tm.id}`, `tm_match_words_${tm.id}`]);
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    expect(await tables()).toEqual([]);
  });

  it('on the embedded database, fills tables that have their indexes in batches, queries answered in between', async (ctx) => {
    // PostgreSQL loads without indexes and builds them at the end: its statements hold no other connection.
    if (t.backend !== 'pglite') ctx.skip();
    const manager = await t.signIn('manager');
    const tm = await createTm(manager, { name: 'Batches' });
    const units = 3500;
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              select ${tm.id}, source, 'DE ' || n, source, 'DE ' || n from generate_series(1, ${units}) as n,
                lateral (select case n % 3 when 0 then 'Cancel' when 1 then 'File' || n else 'Open file ' || n end) as s(source)`.execute(
      t.db,
    );
    await t.db.insertInto('tm_match_state').values({ tm_id: tm.id, status: 'indexing' }).execute();
    const next = `tm_match_units_${tm.id}_next`;
    const countOf = async (table: string) => {
      try {
        const { rows } = await sql<{ n: number }>`select count(*)::integer as n from ${sql.table(table)}`.execute(t.db);
        return rows[0]!.n;
      } catch {
        return null; // not created yet, or already swapped in
      }
    };
    // The build runs as the job runs it (background work); these queries are a request's (interactive), served
    // before the build's next statement: they see each state the build passes through.
    let finished = false;
    const build = runAsBackgroundWork(() => buildMatchIndex(t.db, tm.id)).finally(() => (finished = true));
    const seen: { units: number | null; indexes: number; tokens: number | null }[] = [];
    while (!finished) {
      const indexes = await sql<{ n: number }>`
        select count(*)::integer as n from pg_index where indrelid = to_regclass(${next})`.execute(t.db);
      seen.push({
        units: await countOf(next),
        indexes: indexes.rows[0]!.n,
        tokens: await countOf(`tm_match_tokens_${tm.id}_next`),
      });
    }
    expect(await build).toBe(true);
    // Part of the units loaded, into a table that already has its primary key and GIN index, with their token
    // counts: no statement indexes or counts the whole TM at once.
    expect(
      seen.some(({ units: loaded, indexes, tokens }) => loaded! > 0 && loaded! < units && indexes === 2 && tokens! > 0),
    ).toBe(true);
    // The counts added batch by batch are those of the whole TM: its units' tokens and its vocabulary's trigrams,
    // each word once although every batch brings "cancel".
    const held = sql`
      select token, count(*)::integer as units from (
        select unnest(tokens) as token from ${sql.table(`tm_match_units_${tm.id}`)}
        union all select unnest(trigrams) from ${sql.table(`tm_match_words_${tm.id}`)}
      ) as held group by token`;
    const { rows: wrong } = await sql`
      (select token, units from ${sql.table(`tm_match_tokens_${tm.id}`)} except ${held})
      union all
      (${held} except select token, units from ${sql.table(`tm_match_tokens_${tm.id}`)})`.execute(t.db);
    expect(wrong).toEqual([]);
    const { rows: vocabulary } = await sql<{ words: number }>`
      select count(*)::integer as words from ${sql.table(`tm_match_words_${tm.id}`)}`.execute(t.db);
    expect(vocabulary).toEqual([{ words: Math.ceil(units / 3) + 1 }]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Open file 2717', codes: '' });
    expect(found[0]).toMatchObject({ source_text: 'Open file 2717', similarity: 100 });
    const near = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Cancels', codes: '' });
    expect(near[0]).toMatchObject({ source_text: 'Cancel', similarity: 86 });
  });

  it('on PostgreSQL, stores the short units last, grouped by word count, and analyzes the tables it built', async (ctx) => {
    // The embedded database fills its table batch by batch, in the units' order.
    if (t.backend !== 'postgres') ctx.skip();
    const manager = await t.signIn('manager');
    const sources = ['Save file', 'Open the file menu', 'Cancel', 'Close the window now', 'Print'];
    const tm = await createTmWithUnits(
      t,
      manager,
      'Grouped',
      sources.map((source) => ({ source, target: 'DE' })),
    );
    await startNeededIndexBuilds(t.app, [tm.id]);
    await t.app.jobs.idle();
    const { rows } = await sql<{ words: number }>`
      select words from ${sql.table(`tm_match_units_${tm.id}`)} order by ctid`.execute(t.db);
    expect(rows.map((row) => row.words)).toEqual([4, 4, 1, 1, 2]);
    const found = await findMatches(t.db, [{ id: tm.id, position: 0 }], { text: 'Save files', codes: '' });
    expect(found[0]).toMatchObject({ source_text: 'Save file', similarity: 90 });
    // Analyzed by the build itself: the planner has the word counts' statistics before any autovacuum run.
    const { rows: analyzed } = await sql<{ table: string }>`
      select tablename as table from pg_stats
      where tablename in (${`tm_match_units_${tm.id}`}, ${`tm_match_tokens_${tm.id}`}) and attname in ('words', 'units')
      order by tablename`.execute(t.db);
    expect(analyzed.map((row) => row.table)).toEqual([`tm_match_tokens_${tm.id}`, `tm_match_units_${tm.id}`]);
  });

  it('swaps a rebuilt index in while a lookup still reads the previous one, and lookups of the other TMs go on', async (ctx) => {
    // Dropping the previous index locks tm_match_units while it waits for that lookup; the swap gives way after a
    // short wait instead of holding every lookup till the holder ends. PostgreSQL alone (one connection in PGlite).
    if (t.backend !== 'postgres') ctx.skip();
    const { kept, other: rebuilt } = await twoIndexedTms('Rebuilt');
    await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
              values (${rebuilt.id}, 'Close the door', 'DE 2', 'Close the door', 'DE 2')`.execute(t.db);
    const partition = `tm_match_units_${rebuilt.id}`;
    const lookup = await holdLock(t.db, partition, 'access share');
    const building = buildMatchIndex(t.db, rebuilt.id);
    try {
      await expect.poll(() => waitingForLock(t.db, partition), { timeout: 10_000 }).toBe(true);
      for (let i = 0; i < 3; i++) await expectIndexAnswersWithoutWaiting(kept.id);
    } finally {
      lookup.release();
      await lookup.done;
    }
    expect(await building).toBe(true);
    const found = await findMatches(t.db, [{ id: rebuilt.id, position: 0 }], { text: 'Close the door', codes: '' });
    expect(found[0]).toMatchObject({ source_text: 'Close the door', similarity: 100 });
  });

  it("drops a gone TM's attached index at start-up while lookups of the other TMs go on", async (ctx) => {
    // A plain DROP of an attached partition would lock tm_match_units for every lookup while it waited for the
    // holder. The embedded database's one connection runs nothing beside it.
    if (t.backend !== 'postgres') ctx.skip();
    const { kept, other: gone } = await twoIndexedTms('Gone');
    // Gone without the delete route, which drops the index first: what a process stopped between the two leaves.
    await sql`delete from translation_memories where id = ${gone.id}`.execute(t.db);
    const partition = `tm_match_units_${gone.id}`;
    const holder = await holdLock(t.db, partition, 'share');
    const dropping = dropIndexesOfDeletedTms(t.db);
    try {
      await expect.poll(() => waitingForLock(t.db, partition), { timeout: 10_000 }).toBe(true);
      await expectIndexAnswersWithoutWaiting(kept.id);
    } finally {
      holder.release();
      await holder.done;
    }
    await dropping;
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class where relname ~ ${`^tm_match_(units|tokens|words)_(${kept.id}|${gone.id})$`}
      order by relname`.execute(t.db);
    expect(rows.map((row) => row.relname)).toEqual([
      `tm_match_tokens_${kept.id}`,
      `tm_match_units_${kept.id}`,
      `tm_match_words_${kept.id}`,
    ]);
  });
});
