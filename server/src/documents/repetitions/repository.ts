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

type Group = { source_hash: string; n: number };

/**
 * Writes each segment's count of repetitions (the other segments of the document with its source hash) once
 * the import has stored them all; only repeated segments are touched. The sources are counted a page at a time
 * in hash order. A source repeated at most `segmentsPerStatement` times is written with others, that many segments
 * a statement, through its index entries; the larger ones (at most one per `segmentsPerStatement` segments) are
 * written together in one pass over the document by windows of positions: a source of 60,000 segments written by
 * one statement held the embedded database 1.4-3.3 s. Every statement stays short however large the document.
 */
export async function countRepetitions(
  db: Db,
  documentId: number,
  { sourcesPerPage = SOURCES_PAGE, segmentsPerStatement = REPETITIONS_BATCH } = {},
): Promise<void> {
  const large: Group[] = [];
  for (let after: string | null = null; ;) {
    const { rows: sources } = await sql<Group>`
      select source_hash, count(*)::int as n from document_records
      where document_id = ${documentId} ${after === null ? sql`` : sql`and source_hash > ${after}::uuid`}
      group by source_hash order by source_hash limit ${sourcesPerPage}`.execute(db);
    const repeated = sources.filter((source) => source.n > 1);
    large.push(...repeated.filter((source) => source.n > segmentsPerStatement));
    const small = repeated.filter((source) => source.n <= segmentsPerStatement);
    for (const batch of batchesOfSegments(small, segmentsPerStatement)) await writeGroups(db, documentId, batch);
    if (sources.length < sourcesPerPage) break;
    after = sources.at(-1)!.source_hash;
  }
  await writeLargeGroups(db, documentId, large, segmentsPerStatement);
}

/** Writes the count of these sources' segments, each source's through its index entries. */
async function writeGroups(db: Db, documentId: number, groups: readonly Group[]) {
  await sql`
    update document_records r set repetitions = g.n - 1
    from unnest(${pgArrayLiteral(groups.map((group) => group.source_hash))}::uuid[],
      ${pgArrayLiteral(groups.map((group) => group.n))}::int[]) as g (source_hash, n)
    where r.document_id = ${documentId} and r.source_hash = g.source_hash and r.repetitions <> g.n - 1`.execute(db);
}

/**
 * Writes the count of these sources' segments a window of `positions` positions at a time. The window's segments
 * are read first (materialized, by the position index) so that a source is never read through its index entries,
 * all of them, once per window.
 */
async function writeLargeGroups(db: Db, documentId: number, groups: readonly Group[], positions: number) {
  if (groups.length === 0) return;
  const { last } = await db
    .selectFrom('document_records')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('document_id', '=', documentId)
    .executeTakeFirstOrThrow();
  const hashes = pgArrayLiteral(groups.map((group) => group.source_hash));
  const counts = pgArrayLiteral(groups.map((group) => group.n));
  for (let from = 0; last !== null && from <= last; from += positions) {
    await sql`
      with window_segments as materialized (
        select id, source_hash, repetitions from document_records
        where document_id = ${documentId} and position >= ${from} and position < ${from + positions}
      )
      update document_records r set repetitions = g.n - 1
      from window_segments w join unnest(${hashes}::uuid[], ${counts}::int[]) as g (source_hash, n)
        on g.source_hash = w.source_hash
      where r.id = w.id and w.repetitions <> g.n - 1`.execute(db);
  }
}

/** Consecutive groups holding at most `segments` segments together (none is larger). */
function* batchesOfSegments(groups: readonly Group[], segments: number): Generator<Group[]> {
  let batch: Group[] = [];
  let inBatch = 0;
  for (const group of groups) {
    if (batch.length > 0 && inBatch + group.n > segments) {
      yield batch;
      batch = [];
      inBatch = 0;
    }
    batch.push(group);
    inBatch += group.n;
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
