import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { deleteInBatches } from '../db/batched-delete.ts';
import { glossarySourceLanguage, indexTerms, type IndexedRecord } from './terms/index-store.ts';
import { defaultTermMatch } from './terms/match.ts';
import { DEFAULT_TERM_FIELDS, type NewRecord } from './records.ts';

/** One statement per batch (unnest), short enough for the single PGlite connection to stay responsive. */
export async function insertRecordBatch(
  db: Db,
  glossaryId: number,
  userId: number,
  records: readonly NewRecord[],
): Promise<void> {
  if (records.length === 0) return;
  const language = await glossarySourceLanguage(db, glossaryId);
  const batch = records.map((record) => ({
    ...DEFAULT_TERM_FIELDS,
    ...record,
    comment: record.comment ?? '',
    match_rule: record.match_rule ?? defaultTermMatch(language),
  }));
  const inserted = await sql<IndexedRecord>`
    insert into glossary_records (glossary_id, created_by, source, target, comment, status, definition,
      part_of_speech, case_sensitive, match_rule)
    select ${glossaryId}, ${userId}, * from unnest(
      ${batch.map((r) => r.source)}::text[], ${batch.map((r) => r.target)}::text[], ${batch.map((r) => r.comment)}::text[],
      ${batch.map((r) => r.status)}::text[], ${batch.map((r) => r.definition)}::text[],
      ${batch.map((r) => r.part_of_speech)}::text[], ${batch.map((r) => r.case_sensitive)}::boolean[],
      ${batch.map((r) => r.match_rule)}::text[])
    returning id, source, target, match_rule`.execute(db);
  await indexTerms(db, glossaryId, inserted.rows, language);
}

/**
 * Moves what an import left in the pending lists of the search indexes into the indexes. A GIN index takes new
 * entries into an unsorted pending list that every search reads through in full until the list is merged
 * (PostgreSQL's autovacuum would do it some time later; PGlite has none): on 100k imported records a search read
 * some 650 pending pages and took 3-10x longer. The list is at most gin_pending_list_limit (4 MB), and each index's
 * is moved by a statement of its own: on the embedded database a request waits for one move, not both.
 */
export async function mergeSearchIndexPendingLists(db: Db): Promise<void> {
  for (const index of ['glossary_records_source_trgm', 'glossary_records_target_trgm'])
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
}

/** The database's clock, at the precision of `created_at` (what deleteRecordsCreatedSince compares with). */
export async function databaseNow(db: Db): Promise<Date> {
  const result = await sql<{ now: Date }>`select date_trunc('milliseconds', now()) as now`.execute(db);
  return new Date(result.rows[0]!.now);
}

/** Takes out what a failed import added (the records created since it started); answers how many remain. */
export async function deleteRecordsCreatedSince(
  db: Db,
  glossaryId: number,
  since: Date,
  signal?: AbortSignal,
): Promise<number> {
  await deleteInBatches(db, 'glossary_records', sql<boolean>`glossary_id = ${glossaryId} and created_at >= ${since}`, {
    signal,
  });
  return countRecords(db, glossaryId);
}

export async function countRecords(db: Db, glossaryId: number): Promise<number> {
  const row = await db
    .selectFrom('glossary_records')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('glossary_id', '=', glossaryId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
