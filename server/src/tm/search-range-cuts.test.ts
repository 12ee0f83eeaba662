import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { createTm, createTmUnit } from '../test/resources.ts';
import { insertDeadJob } from '../jobs/dead-job.test-helper.ts';
import { recountUnits } from './repository.ts';
import { TM_RANGE_CUT_JOB } from './search-range-cuts.ts';
import { searchRangesOfTm } from './search-ranges.ts';

/** Ranges of 50 units: a TM of 100 holds a cut's worth, and its newest range is counted after every unit. */
const RANGE_UNITS = 50;

describeWithPostgresToo(
  'a TM that grows by units added one by one',
  (t) => {
    const addUnits = async (tmId: number, from: number, to: number) => {
      await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
                select ${tmId}, 'Unit ' || n, 'Einheit ' || n, 'Unit ' || n, 'Einheit ' || n
                from generate_series(${from}::integer, ${to}::integer) as n`.execute(t.db);
      await recountUnits(t.db, tmId);
    };
    const rangesOf = (tmId: number) => searchRangesOfTm(t.db, tmId);
    const cutJobs = (tmId: number) =>
      t.db
        .selectFrom('jobs')
        .select(['status', 'message'])
        .where('kind', '=', TM_RANGE_CUT_JOB)
        .where('target_id', '=', tmId)
        .orderBy('id')
        .execute();
    const trigramIndexes = async (tmId: number) =>
      (
        await sql<{ name: string }>`select indexname as name from pg_indexes
          where tablename = ${`tm_units_${tmId}`} and indexdef like '%gin_trgm_ops%' order by 1`.execute(t.db)
      ).rows.map((row) => row.name);

    it('has its newest range cut in a job once it holds twice a range, while units go on being added', async (ctx) => {
      if (t.backend !== 'postgres') ctx.skip();
      const manager = await t.signIn('manager');
      const tm = await createTm(manager, { name: 'Growing', source_lang: 'en', target_lang: 'de' });
      await addUnits(tm.id, 1, 98);
      await createTmUnit(manager, tm.id, { source: 'Unit 99', target: 'Einheit 99' });
      expect(await cutJobs(tm.id)).toEqual([]);

      // Someone's write to the TM, not committed yet: an index build holding the TM's writes would wait for it,
      // and every write after the build's with it.
      let commit!: () => void;
      let written!: () => void;
      const isWritten = new Promise<void>((resolve) => (written = resolve));
      const writer = t.db.transaction().execute(async (trx) => {
        await sql`insert into tm_units (tm_id, source, target, source_text, target_text)
                  values (${tm.id}, 'Held', 'Gehalten', 'Held', 'Gehalten')`.execute(trx);
        written();
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await isWritten;

      // The 100th unit: the newest range (the whole TM) holds twice a range, and a job starts cutting it.
      await createTmUnit(manager, tm.id, { source: 'Unit 100', target: 'Einheit 100' });
      const building = async () =>
        (
          await sql<{ n: number }>`select count(*)::integer as n from pg_stat_activity
            where datname = current_database() and query ilike 'create index%'
              and query like ${`%tm_units_${tm.id}_trgm_%`}`.execute(t.db)
        ).rows[0]!.n;
      await expect.poll(building, { timeout: 10_000 }).toBe(1);
      // The build waits for that write, and units are still added meanwhile.
      await createTmUnit(manager, tm.id, { source: 'Unit 101', target: 'Einheit 101' });
      expect(await building()).toBe(1);
      expect((await cutJobs(tm.id))[0]).toMatchObject({ status: 'running' });

      commit();
      await writer;
      await t.app.jobs.idle();
      const ranges = await rangesOf(tm.id);
      expect(ranges).toHaveLength(2);
      expect(ranges[0]!.next).toBeNull();
      expect(new Set((await cutJobs(tm.id)).map((job) => job.status))).toEqual(new Set(['done']));
      expect(await trigramIndexes(tm.id)).toEqual(
        ranges.map(({ first, next }) => `tm_units_${tm.id}_trgm_${first}_${next ?? 'on'}`).sort(),
      );
      // Every unit is found, the one written during the cut and the ones added after it.
      for (const word of ['Gehalten', 'Einheit 101', 'Einheit 1']) {
        const page = (
          await manager.inject(
            `/api/translation_memory/search?query=${encodeURIComponent(word)}&search_in=target&tm_ids=${tm.id}`,
          )
        ).json();
        expect(page.records.map((hit: { target_text: string }) => hit.target_text)).toContain(word);
      }
    });

    it('has a cut its stopped process left begun again, and never cuts on the embedded database', async () => {
      const manager = await t.signIn('manager');
      const tm = await createTm(manager, { name: 'Interrupted cut', source_lang: 'en', target_lang: 'de' });
      await addUnits(tm.id, 1, 120);
      await insertDeadJob(t, TM_RANGE_CUT_JOB, tm.id);
      await t.app.jobs.recoverStaleJobs({ everyOtherOwner: true });
      await t.app.jobs.idle();
      if (t.backend === 'postgres') {
        expect(await rangesOf(tm.id)).toHaveLength(2);
        expect(await cutJobs(tm.id)).toEqual([
          expect.objectContaining({ status: 'failed' }),
          { status: 'done', message: "The TM's concordance searches its units in 2 id ranges" },
        ]);
        return;
      }
      // Each build would hold the embedded database's one connection for as long as it reads the whole TM.
      await createTmUnit(manager, tm.id, { source: 'Unit 121', target: 'Einheit 121' });
      await t.app.jobs.idle();
      expect(await rangesOf(tm.id)).toEqual([{ first: 0, next: null }]);
      expect(await trigramIndexes(tm.id)).toEqual([`tm_units_${tm.id}_source_trgm`, `tm_units_${tm.id}_target_trgm`]);
      expect((await cutJobs(tm.id)).map((job) => job.status)).toEqual(['failed']);
    });
  },
  { config: { tmSearchRangeUnits: RANGE_UNITS } },
);
