import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database.ts';

/**
 * Holds a share lock on the table in a transaction of its own, as an index build on it does (CREATE INDEX takes
 * one), until `release` is called; `done` settles when that transaction has ended.
 */
export async function holdShareLock(db: Db, table: string): Promise<{ release: () => void; done: Promise<void> }> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held!: () => void;
  const holding = new Promise<void>((resolve) => (held = resolve));
  const done = db.transaction().execute(async (trx) => {
    await sql.raw(`lock table ${table} in share mode`).execute(trx);
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
