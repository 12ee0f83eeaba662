import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { positionWindows } from '../position-windows.ts';

/**
 * Segments whose count one statement writes at most: the embedded database's one connection serves no request
 * while a statement runs, and 5,000 segments in one took 2.5 s on a busy machine.
 */
const REPETITIONS_BATCH = 500;

/**
 * Segments a grouping statement counts at most. One grouping over a whole document held the embedded database
 * 16 s for 1,000,000 segments, and one over the 300,000 segments of a file of 45 different values 2.9 s: a page
 * of the `(document_id, source_hash)` index in hash order is counted at a time (20,000 entries took 0.5-0.7 s at
 * a load of 3-4 on 2 cores).
 */
const GROUPED_SEGMENTS = 10_000;

type Group = { source_hash: string; n: number };

/**
 * Writes each segment's count of repetitions (the other segments of the document with its source hash) once
 * the import has stored them all; only repeated segments are touched. The sources are counted a page of index
 * entries at a time in hash order; a source with more segments than a page holds is counted apart, with the
 * others of its kind, in one pass over the document by windows of positions. A source repeated at most
 * `segmentsPerStatement` times is written with others, that many segments a statement, through its index entries;
 * the larger ones (at most one per `segmentsPerStatement` segments) are written together in one pass by windows
 * of positions: a source of 60,000 segments written by one statement held the embedded database 1.4-3.3 s.
 * Every statement stays short however large the document and however repeated its sources.
 */
export async function countRepetitions(
  db: Db,
  documentId: number,
  { segmentsPerGrouping = GROUPED_SEGMENTS, segmentsPerStatement = REPETITIONS_BATCH } = {},
): Promise<void> {
  const large: Group[] = [];
  const writeCounted = async (groups: readonly Group[]) => {
    const repeated = groups.filter((group) => group.n > 1);
    large.push(...repeated.filter((group) => group.n > segmentsPerStatement));
    const small = repeated.filter((group) => group.n <= segmentsPerStatement);
    for (const batch of batchesOfSegments(small, segmentsPerStatement)) await writeGroups(db, documentId, batch);
  };
  const uncounted: string[] = [];
  for (let after: string | null = null; ;) {
    const { rows: page } = await sql<Group>`
      select source_hash, count(*)::int as n from (
        select source_hash from document_records
        where document_id = ${documentId} ${after === null ? sql`` : sql`and source_hash > ${after}::uuid`}
        order by source_hash limit ${segmentsPerGrouping}
      ) entries
      group by source_hash order by source_hash`.execute(db);
    if (page.reduce((segments, group) => segments + group.n, 0) < segmentsPerGrouping) {
      await writeCounted(page);
      break;
    }
    // A full page may end inside a source: that one starts the next page, unless it filled the page alone.
    if (page.length === 1) uncounted.push(page[0]!.source_hash);
    else await writeCounted(page.slice(0, -1));
    after = page.at(page.length === 1 ? -1 : -2)!.source_hash;
  }
  await writeCounted(await countByWindows(db, documentId, uncounted, segmentsPerGrouping));
  await writeLargeGroups(db, documentId, large, segmentsPerStatement);
}

/** The segments of each of these sources, counted `positions` positions a statement. */
async function countByWindows(db: Db, documentId: number, hashes: readonly string[], positions: number) {
  const counts = new Map<string, number>();
  if (hashes.length === 0) return [];
  for await (const { from, to } of positionWindows(db, documentId, positions)) {
    const { rows } = await sql<Group>`
      select source_hash, count(*)::int as n from document_records
      where document_id = ${documentId} and position >= ${from} and position < ${to}
        and source_hash = any(${pgArrayLiteral(hashes)}::uuid[])
      group by source_hash`.execute(db);
    for (const row of rows) counts.set(row.source_hash, (counts.get(row.source_hash) ?? 0) + row.n);
  }
  return [...counts].map(([source_hash, n]) => ({ source_hash, n }));
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
  const hashes = pgArrayLiteral(groups.map((group) => group.source_hash));
  const counts = pgArrayLiteral(groups.map((group) => group.n));
  for await (const { from, to } of positionWindows(db, documentId, positions)) {
    await sql`
      with window_segments as materialized (
        select id, source_hash, repetitions from document_records
        where document_id = ${documentId} and position >= ${from} and position < ${to}
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
