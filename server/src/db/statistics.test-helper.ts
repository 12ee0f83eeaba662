import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from './database.ts';

/** Expects the planner's row estimate of `table` to be its row count: its statistics were refreshed after a load. */
export async function expectFreshStatistics(db: Db, table: string): Promise<void> {
  const counted = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db);
  const estimated = await sql<{ n: number }>`
    select reltuples::int as n from pg_class where oid = ${table}::regclass`.execute(db);
  expect(estimated.rows[0]!.n).toBe(counted.rows[0]!.n);
}
