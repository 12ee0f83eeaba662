import { sql } from 'kysely';
import { expect, it, vi } from 'vitest';
import { dropPartition } from '../db/partitions.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { holdLock, readWithoutWaiting, waitingForLock } from '../test/locks.ts';
import { createTmWithUnits } from '../test/resources.ts';
import { multipart } from '../test/multipart.ts';
import { tmxFile, tu } from '../test/tmx.ts';
import { buildSearchIndexesLogged } from './import.ts';

describeWithPostgresToo('deleting a TM while its search indexes are built', (t) => {
  it('stops the build quietly, and nothing of the TM is left', async () => {
    const manager = await t.signIn('manager');
    const imported = await manager.inject({
      method: 'POST',
      url: '/api/translation_memory/import',
      ...multipart({ name: 'Deleted' }, { name: 'deleted.tmx', content: tmxFile(tu('Hello', 'Hallo')) }),
    });
    expect(imported.statusCode, imported.body).toBe(202);
    const tm = imported.json() as { id: number };
    await t.app.jobs.idle();
    const errors = vi.spyOn(t.app.log, 'error');
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
    // The import's last step, run as it runs when the delete drops the TM's partition under it.
    await buildSearchIndexesLogged(t.app, tm.id);
    expect(errors).not.toHaveBeenCalled();
    const { rows } = await sql<{ relname: string }>`
      select relname from pg_class where relname ~ ${`^tm_[a-z_]*_${tm.id}($|_)`}`.execute(t.db);
    expect(rows).toEqual([]);
  });

  it('stops quietly too when the partition is gone and the row not yet', async () => {
    const manager = await t.signIn('manager');
    const tm = await createTmWithUnits(t, manager, 'Half deleted', [{ source: 'Hello', target: 'Hallo' }]);
    const errors = vi.spyOn(t.app.log, 'error');
    // Where a delete is between its two steps (deleteTranslationMemory) when the build's next statement runs.
    await dropPartition(t.db, 'tm_units', `tm_units_${tm.id}`);
    await buildSearchIndexesLogged(t.app, tm.id);
    expect(errors).not.toHaveBeenCalled();
    expect((await manager.inject({ method: 'DELETE', url: `/api/translation_memory/${tm.id}` })).statusCode).toBe(200);
  });
});

/**
 * Deleting a TM whose partition something holds (its search indexes being built, a long scan) waits for it, and
 * the other TMs stay readable meanwhile: a DROP of the attached partition would hold the whole of tm_units while
 * it waited (db/partitions.ts). PostgreSQL alone: the embedded database's one connection runs nothing beside it.
 */
describeWithPostgresToo(
  'deleting a TM beside lookups in the others',
  (t) => {
    it('waits for what holds its partition while the other TMs are read, then leaves nothing of it', async () => {
      const manager = await t.signIn('manager');
      const kept = await createTmWithUnits(t, manager, 'Kept', [{ source: 'Hello', target: 'Hallo' }]);
      const deleted = await createTmWithUnits(t, manager, 'Deleted', [{ source: 'Bye', target: 'Tschüss' }]);
      const partition = `tm_units_${deleted.id}`;

      // What an index build on the partition holds.
      const holder = await holdLock(t.db, partition, 'share');
      const deleting = manager.inject({ method: 'DELETE', url: `/api/translation_memory/${deleted.id}` });
      try {
        await expect.poll(() => waitingForLock(t.db, partition), { timeout: 10_000 }).toBe(true);
        // A reader of tm_units waits at most a second for a lock here, where it used to wait for the holder.
        const units = await readWithoutWaiting(
          t.db,
          sql<{ source: string }>`select source from tm_units where tm_id = ${kept.id}`,
        );
        expect(units).toEqual([{ source: 'Hello' }]);
      } finally {
        holder.release();
        await holder.done;
      }
      expect((await deleting).statusCode).toBe(200);
      const left = await sql<{ relname: string }>`
        select relname from pg_class where relname = ${partition}`.execute(t.db);
      expect(left.rows).toEqual([]);
      expect((await manager.inject({ method: 'GET', url: `/api/translation_memory/${deleted.id}` })).statusCode).toBe(
        404,
      );
    });
  },
  { only: 'postgres' },
);
