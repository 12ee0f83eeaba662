import type { Db } from './database.ts';

/** The tables whose rows other domains ask for by id before they read their own rows about them. */
type RowTable = 'projects' | 'documents' | 'document_records';

/**
 * Whether the row `id` of `table` exists, for a route's 404. A domain that works on documents or projects asks it
 * here rather than of the domain that owns the table, which stands above it (projects import documents, documents
 * save through review's rules): a 404 needs nothing of theirs but the table.
 */
export async function rowExists(db: Db, table: RowTable, id: number): Promise<boolean> {
  const row = await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  return row !== undefined;
}
