import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Refreshes the planner's statistics of a table after a bulk load. The embedded PGlite has no autovacuum, so a
 * table filled by an import would otherwise never get any: its searches then pick plans 10-40x slower (glossary
 * searches on 100k records: 300-1,200 ms instead of 20-40 ms). PostgreSQL's autovacuum would get there, but
 * only a minute or more after the import says it is done. With `columns`, only those columns and the row count
 * are sampled: the text and JSON columns are most of an analyze's time. With `statisticsTarget`, the analyze
 * samples 300 rows per unit of it instead of per unit of the server's default_statistics_target (100).
 */
export async function refreshStatistics(
  db: Db,
  table: 'glossary_records' | 'glossary_term_keys' | 'document_records',
  { columns, statisticsTarget }: { columns?: readonly string[]; statisticsTarget?: number } = {},
): Promise<void> {
  const only = columns ? sql` (${sql.join(columns.map((column) => sql.ref(column)))})` : sql``;
  const analyze = sql`analyze ${sql.table(table)}${only}`;
  if (statisticsTarget === undefined) {
    await analyze.execute(db);
    return;
  }
  await db.transaction().execute(async (trx) => {
    // Set for the transaction only: the connection goes back to the pool (or to requests) as it was.
    await sql`select set_config('default_statistics_target', ${String(statisticsTarget)}, true)`.execute(trx);
    await analyze.execute(trx);
  });
}
