import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Holds a lock on the table in a transaction of its own until `release` is called; `done` settles when that
 * transaction has ended. 'share' is what an index build on it holds (CREATE INDEX), 'access share' what any
 * statement reading it holds till its transaction ends (a lookup, a search), 'row exclusive' what one writing
 * its rows holds (an update).
 */
export async function holdLock(
  db: Db,
  table: string,
  mode: 'share' | 'access share' | 'row exclusive',
): Promise<{ release: () => void; done: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    await sql.raw(`lock table ${table} in ${mode} mode`).execute(trx);
    held();
    await released;
  });
  await Promise.race([holding, done]);
  return { release, done };
}

/** Whether some statement waits for a lock on the table. */
export async function waitingForLock(db: Db, table: string): Promise<boolean> {
  const { rows } = await sql<{ waiting: boolean }>`
    select exists (select 1 from pg_locks where not granted and relation = to_regclass(${table})) as waiting`.execute(
    db,
  );
  return rows[0]!.waiting;
}

/** Reads with a lock timeout of a second: a reader that would queue behind a held lock fails instead of waiting. */
export async function readWithoutWaiting<Row>(db: Db, query: RawBuilder<Row>): Promise<Row[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local lock_timeout = '1s'`.execute(trx);
    return (await query.execute(trx)).rows;
  });
}
