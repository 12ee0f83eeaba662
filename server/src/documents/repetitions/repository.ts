import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

/**
 * Writes each segment's count of repetitions (the other segments of the document with its source hash) once
 * the import has stored them all; only repeated segments are touched.
 */
export async function countRepetitions(db: Db, documentId: number): Promise<void> {
  await sql`
    update document_records r set repetitions = g.n - 1
    from (
      select source_hash, count(*)::int as n from document_records where document_id = ${documentId}
      group by source_hash having count(*) > 1
    ) g
    where r.document_id = ${documentId} and r.source_hash = g.source_hash and r.repetitions <> g.n - 1`.execute(db);
}

/**
 * The repetitions of a segment that may take its target: same document and source hash, not approved, not
 * locked, with another target. Each with the version it was read at, for the stale check of its save.
 */
export async function repetitionsToFill(
  db: Db,
  record: { id: number; document_id: number; source_hash: string; target: string },
) {
  return db
    .selectFrom('document_records')
    .selectAll()
    .where('document_id', '=', record.document_id)
    .where('source_hash', '=', record.source_hash)
    .where('id', '<>', record.id)
    .where('approved', '=', false)
    .where('locked', '=', false)
    .where('target', '<>', record.target)
    .orderBy('position')
    .execute();
}
