import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';

/**
 * Segments whose count one statement writes at most: the embedded database's one connection serves no request
 * while a statement runs, and 5,000 segments in one took 2.5 s on a busy machine.
 */
const REPETITIONS_BATCH = 500;

/**
 * Sources a grouping statement counts at most. One grouping over a whole document held the embedded database
 * 16 s for 1,000,000 segments; a page of sources in hash order reads only their entries of the
 * `(document_id, source_hash)` index.
 */
const SOURCES_PAGE = 5_000;

/**
 * Writes each segment's count of repetitions (the other segments of the document with its source hash) once
 * the import has stored them all; only repeated segments are touched. The sources are counted a page at a time
 * in hash order, and the repeated ones written a few hundred segments per statement, each source's through its
 * index entries: every statement stays short however large the document.
 */
export async function countRepetitions(db: Db, documentId: number, sourcesPerPage = SOURCES_PAGE): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const { rows: sources } = await sql<{ source_hash: string; n: number }>`
      select source_hash, count(*)::int as n from document_records
      where document_id = ${documentId} ${after === null ? sql`` : sql`and source_hash > ${after}::uuid`}
      group by source_hash order by source_hash limit ${sourcesPerPage}`.execute(db);
    await writeRepetitions(
      db,
      documentId,
      sources.filter((source) => source.n > 1),
    );
    if (sources.length < sourcesPerPage) return;
    after = sources.at(-1)!.source_hash;
  }
}

/** Writes the count of the repeated sources' segments, a few hundred segments per statement. */
async function writeRepetitions(db: Db, documentId: number, groups: readonly { source_hash: string; n: number }[]) {
  for (const batch of batchesOfSegments(groups)) {
    await sql`
      update document_records r set repetitions = g.n - 1
      from unnest(${pgArrayLiteral(batch.map((group) => group.source_hash))}::uuid[],
        ${pgArrayLiteral(batch.map((group) => group.n))}::int[]) as g (source_hash, n)
      where r.document_id = ${documentId} and r.source_hash = g.source_hash and r.repetitions <> g.n - 1`.execute(db);
  }
}

/** Consecutive groups holding about REPETITIONS_BATCH segments together (a larger group alone). */
function* batchesOfSegments<Group extends { n: number }>(groups: readonly Group[]): Generator<Group[]> {
  let batch: Group[] = [];
  let segments = 0;
  for (const group of groups) {
    if (batch.length > 0 && segments + group.n > REPETITIONS_BATCH) {
      yield batch;
      batch = [];
      segments = 0;
    }
    batch.push(group);
    segments += group.n;
  }
  if (batch.length > 0) yield batch;
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
