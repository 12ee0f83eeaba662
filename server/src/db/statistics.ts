import { sql } from 'kysely';
import type { Db } from './database.ts';

/**
 * Refreshes the planner's statistics of a table after a bulk load. The embedded PGlite has no autovacuum, so a
 * table filled by an import would otherwise never get any: its searches then pick plans 10-40x slower (glossary
 * searches on 100k records: 300-1,200 ms instead of 20-40 ms). PostgreSQL's autovacuum would get there, but
 * only a minute or more after the import says it is done. With `columns`, only those columns and the row count
 * are sampled: the text and JSON columns are most of an analyze's time.
 */
export async function refreshStatistics(
  db: Db,
  table: 'glossary_records' | 'glossary_term_keys' | 'document_records',
  columns?: readonly string[],
): Promise<void> {
  const only = columns ? sql` (${sql.join(columns.map((column) => sql.ref(column)))})` : sql``;
  await sql`analyze ${sql.table(table)}${only}`.execute(db);
}
