import { sql } from 'kysely';
import { isEmbeddedDatabase, type Db } from './database.ts';

/**
 * Drops a partition (a TM's units, its match index) without stopping the readers of the other partitions.
 *
 * DROP TABLE of an attached partition takes an exclusive lock on the whole partitioned table first and then waits,
 * holding it, for whatever holds the partition: an index being built on it, a long scan. Every query of every
 * other partition queues behind that lock meanwhile: with a TM deleted while its search indexes were built, TM
 * lookups and concordance searches of the other TMs waited seconds (bench/scale.ts, issue 67). On PostgreSQL the
 * partition is detached CONCURRENTLY first, which readers of the parent never wait for, and then dropped alone.
 * The embedded database has one connection, where nothing runs beside the drop: it drops at once.
 *
 * Not in a transaction (DETACH CONCURRENTLY refuses one). Run again after a crash between its steps, it finishes
 * what was begun: a detach left pending is finalized, a detached table dropped.
 */
export async function dropPartition(db: Db, parent: string, partition: string): Promise<void> {
  if (!isEmbeddedDatabase(db)) {
    const { rows } = await sql<{ pending: boolean }>`
      select inhdetachpending as pending from pg_inherits
      where inhrelid = to_regclass(${partition}) and inhparent = to_regclass(${parent})`.execute(db);
    const attached = rows[0];
    if (attached)
      await sql
        .raw(`alter table ${parent} detach partition ${partition} ${attached.pending ? 'finalize' : 'concurrently'}`)
        .execute(db);
  }
  await sql.raw(`drop table if exists ${partition}`).execute(db);
}
