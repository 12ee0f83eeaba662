import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithPostgresToo } from '../test/harness.ts';
import { holdLock } from '../test/locks.ts';
import { multipart } from '../test/multipart.ts';
import { createTm, createTmUnit } from '../test/resources.ts';

/** Whether `work` settles within `ms` (a statement that queues behind the held lock never does). */
const settlesWithin = (work: Promise<unknown>, ms: number) =>
  Promise.race([work.then(() => true), new Promise<false>((resolve) => setTimeout(() => resolve(false), ms))]);

/**
 * A TM created empty, or one whose import failed, gets an empty partition while lookups and searches read the other
 * TMs: what a reader of tm_units holds does not stop it (repository.ts, attachUnitsTable). PostgreSQL alone: the
 * embedded database's one connection runs nothing beside it.
 */
describeWithPostgresToo('giving a TM an empty partition beside readers of the others', (t) => {
  it('creates an empty TM and ends a failed import while a search holds tm_units', async (ctx) => {
    if (t.backend !== 'postgres') ctx.skip();
    const manager = await t.signIn('manager');
    // What a lookup or a concordance search in flight holds till its transaction ends.
    const reader = await holdLock(t.db, 'tm_units', 'access share');
    try {
      const creating = createTm(manager, { name: 'Empty' });
      expect(await settlesWithin(creating, 5_000)).toBe(true);
      const created = await creating;

      const importing = await manager.inject({
        method: 'POST',
        url: '/api/translation_memory/import',
        ...multipart({ name: 'Failed' }, { name: 'failed.tmx', content: '<tmx><body><tu>' }),
      });
      expect(importing.statusCode, importing.body).toBe(202);
      expect(await settlesWithin(t.app.jobs.idle(), 5_000)).toBe(true);
      const failed = importing.json() as { id: number };
      const tm = await manager.inject({ method: 'GET', url: `/api/translation_memory/${failed.id}` });
      expect(tm.json()).toMatchObject({ processing_status: 'error' });

      // Both take units at once, as partitions of tm_units.
      for (const id of [created.id, failed.id]) await createTmUnit(manager, id, { source: 'Hello', target: 'Hallo' });
      const { rows } = await sql<{ tm_id: number }>`
          select tm_id from tm_units where tm_id in (${created.id}, ${failed.id}) order by tm_id`.execute(t.db);
      expect(rows.map((row) => row.tm_id)).toEqual([created.id, failed.id]);
    } finally {
      reader.release();
      await reader.done;
    }
  });
});
