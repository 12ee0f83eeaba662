import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './database.ts';

/**
 * Rows per statement when a large write is undone. On the embedded database, whose one connection every request
 * waits for, deleting 100,000 segments in one statement held it 4.8 s; 2,000 at a time took 0.16 s each.
 */
export const DELETE_BATCH_ROWS = 2000;

/**
 * Deletes the rows of `table` (keyed by `id`) that `where` selects, a batch per statement, so that no statement
 * holds the database long however many there are. Stops before its next statement once `signal` is aborted
 * (throwing its reason): what is left is deleted by the next call. Answers how many rows it deleted.
 */
export async function deleteInBatches(
  db: Db,
  table: 'document_records' | 'glossary_records',
  where: RawBuilder<SqlBool>,
  { signal, batchRows = DELETE_BATCH_ROWS }: { signal?: AbortSignal | undefined; batchRows?: number } = {},
): Promise<number> {
  const from = sql.table(table);
  let deleted = 0;
  for (;;) {
    signal?.throwIfAborted();
    const result =
      await sql`delete from ${from} where id in (select id from ${from} where ${where} limit ${batchRows})`.execute(db);
    const count = Number(result.numAffectedRows ?? 0);
    deleted += count;
    if (count < batchRows) return deleted;
  }
}
