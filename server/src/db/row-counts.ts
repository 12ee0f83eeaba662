import { sql, type Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The tables that keep a count of their rows in another table, and that count's column. */
const COUNT_COLUMNS = { glossaries: 'records_count', translation_memories: 'units_count' } as const;

/**
 * Moves the kept count of `parent`'s rows by one, in the transaction that adds or deletes the row, so the count
 * always agrees with the rows. Never below 0: a count recounted after a failed import may already be lower.
 * Answers the count now (0 when `parent` is gone).
 */
export async function moveRowCount(
  trx: Transaction<Database>,
  parent: keyof typeof COUNT_COLUMNS,
  id: number,
  by: 1 | -1,
): Promise<number> {
  const count = sql.ref(COUNT_COLUMNS[parent]);
  const { rows } = await sql<{ count: number }>`
    update ${sql.table(parent)} set ${count} = greatest(${count} + ${by}, 0) where id = ${id}
    returning ${count} as count`.execute(trx);
  return rows[0]?.count ?? 0;
}
