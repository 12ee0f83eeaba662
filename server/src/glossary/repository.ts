import { sql, type RawBuilder } from 'kysely';
import {
  PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  totalFromPage,
  type Glossary,
  type GlossaryRecord,
  type GlossaryImportReport,
  type GlossaryRecordSort,
  type SortOrder,
  type TermFields,
  type TermMatch,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { keysetRows } from '../db/keyset-pages.ts';
import { deleteInBatches } from '../db/batched-delete.ts';
import { moveRowCount } from '../db/row-counts.ts';
import type { GlossaryRecordRow, GlossaryRow } from './tables.ts';
import { glossarySourceLanguage, indexTerms, reindexRecord } from './terms/index-store.ts';
import { defaultTermMatch } from './terms/match.ts';
import { iso, type NewImportedResource } from '../db/column-types.ts';

/** A new value for `updated_at`: now in milliseconds, yet always later than the previous version. */
const NEXT_VERSION = sql<Date>`greatest(date_trunc('milliseconds', now()), updated_at + interval '1 millisecond')`;

type Creator = {
  id: number;
  email: string;
  username: string;
  display_name: string | null;
  role: Glossary['created_by_user']['role'];
  disabled: boolean;
};
export type GlossaryWithCreator = GlossaryRow & { creator: Creator };
export type RecordWithCreator = GlossaryRecordRow & {
  created_by_username: string;
  created_by_display_name: string | null;
  updated_by_username: string | null;
  updated_by_display_name: string | null;
};

export function toGlossary(row: GlossaryWithCreator): Glossary {
  return {
    id: row.id,
    name: row.name,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    processing_status: row.processing_status,
    processing_progress: row.processing_progress,
    processing_error: row.processing_error,
    upload_time: row.upload_time === null ? null : iso(row.upload_time),
    created_by_user: row.creator,
    records_count: row.records_count,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    import_report:
      typeof row.import_report === 'string'
        ? (JSON.parse(row.import_report) as GlossaryImportReport)
        : row.import_report,
  };
}

export function toGlossaryRecord(row: RecordWithCreator): GlossaryRecord {
  return {
    id: row.id,
    glossary_id: row.glossary_id,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    source: row.source,
    target: row.target,
    comment: row.comment,
    status: row.status,
    definition: row.definition,
    part_of_speech: row.part_of_speech,
    case_sensitive: row.case_sensitive,
    match_rule: row.match_rule,
    created_by_user: {
      id: row.created_by,
      username: row.created_by_username,
      display_name: row.created_by_display_name,
    },
    updated_by_user:
      row.updated_by === null || row.updated_by_username === null
        ? null
        : { id: row.updated_by, username: row.updated_by_username, display_name: row.updated_by_display_name },
  };
}

function selectGlossaries(db: Db) {
  return db
    .selectFrom('glossaries as g')
    .innerJoin('users as u', 'u.id', 'g.created_by')
    .selectAll('g')
    .select(['u.email', 'u.username', 'u.display_name', 'u.role', 'u.disabled']);
}

type GlossaryJoinRow = GlossaryRow & Omit<Creator, 'id'>;
const withCreator = ({
  email,
  username,
  display_name,
  role,
  disabled,
  ...glossary
}: GlossaryJoinRow): GlossaryWithCreator => ({
  ...glossary,
  creator: { id: glossary.created_by, email, username, display_name, role, disabled },
});

export async function listGlossaries(db: Db): Promise<GlossaryWithCreator[]> {
  return (await selectGlossaries(db).orderBy('g.id').execute()).map(withCreator);
}

export async function findGlossary(db: Db, id: number): Promise<GlossaryWithCreator | undefined> {
  const row = await selectGlossaries(db).where('g.id', '=', id).executeTakeFirst();
  return row && withCreator(row);
}

export interface NewGlossary extends NewImportedResource {
  /** An import starts 'pending' with progress 0 and its upload time; an empty glossary is 'done'. */
  importing?: boolean;
}

export async function insertGlossary(db: Db, glossary: NewGlossary): Promise<number> {
  const { importing, ...fields } = glossary;
  const row = await db
    .insertInto('glossaries')
    .values({
      ...fields,
      ...(importing
        ? {
            processing_status: 'pending',
            processing_progress: 0,
            upload_time: sql<Date>`date_trunc('milliseconds', now())`,
          }
        : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** False when there is no such glossary. */
export async function renameGlossary(db: Db, id: number, name: string): Promise<boolean> {
  const result = await db
    .updateTable('glossaries')
    .set({ name, updated_at: NEXT_VERSION })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes the glossary and (cascade) its records; false when there is no such glossary. */
export async function deleteGlossary(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('glossaries').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

export interface ImportState {
  processing_status: 'processing' | 'done' | 'error';
  processing_progress?: number;
  processing_error?: string | null;
  records_count?: number;
  import_report?: GlossaryImportReport | null;
}

export async function setImportState(db: Db, id: number, { import_report, ...state }: ImportState): Promise<void> {
  const report =
    import_report === undefined ? {} : { import_report: import_report === null ? null : JSON.stringify(import_report) };
  await db
    .updateTable('glossaries')
    .set({ ...state, ...report })
    .where('id', '=', id)
    .execute();
}

/** `lower(col) LIKE %search%` with the user's %, _ and \ taken literally. */
export function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search condition: a case-insensitive substring of source or target. Both sides are lower-cased by
 * PostgreSQL (one notion of case), and the trigram indexes on lower(source) and lower(target) serve it.
 */
function matches(search: string) {
  const pattern = likePattern(search);
  return sql<boolean>`(lower(r.source) like lower(${pattern}) or lower(r.target) like lower(${pattern}))`;
}

/**
 * One page (0-based, PAGE_SIZE records, by id) and the number of matching records. Without a search the total
 * is the glossary's maintained count, so paging a million records never counts them. A search counts exactly
 * up to SEARCH_COUNT_LIMIT matches and reports `total_rows_capped` beyond (bench/glossary-search.ts has figures).
 *
 * A search first collects the ids of up to one more match than that limit, in any order, which the trigram
 * indexes do quickly when matches are few and a walk through the glossary when they are many. Within the limit
 * that is every match: the total, and the page a slice of the sorted ids. Beyond it, a page among the first
 * thousand matches has all its matches at or below the id of the collected match as far into the sorted ids as
 * the page ends (the collected ones are matches, so at least that many lie there): walking the glossary in id
 * order up to that id finds the page without wandering through the rest of the glossary.
 *
 * A page past those can be found two ways. Walking the glossary in id order until a page is full is fast when
 * matches are frequent; collecting every candidate from the trigram indexes and sorting them is fast when they
 * are rare. PostgreSQL's own guess between the two is often off several-fold for substrings (a 4-letter search
 * estimated at 25,000 matches has 4,000; walking then reads a quarter of a million rows), so the choice is
 * measured instead: if the glossary's first PROBE_ROWS records hold a full page of matches, walk.
 */
export async function pageRecords(
  db: Db,
  glossary: Pick<GlossaryRow, 'id' | 'records_count'> & Partial<Pick<GlossaryForPage, 'matching'>>,
  page: number,
  search: string,
  sorting?: RecordSorting,
): Promise<RecordsPage> {
  if (sorting) return sortedPage(db, glossary, page, search, sorting);
  if (search === '') return { records: await plainPage(db, glossary.id, page), total_rows: glossary.records_count };
  const result = (records: RecordWithCreator[], total: number) => ({
    records,
    ...searchTotal(page, records.length, total),
  });
  const walk = async (total: () => Promise<number>) => {
    const records = await recordsPage(db, glossary.id, page, search).execute();
    return result(records, totalFromPage(page, records.length) ?? (await total()));
  };
  // Without trigrams (fewer than three characters) the indexes cannot help: walk.
  if (search.length < 3) return walk(async () => (await matchingIdsUpToCap(db, glossary.id, search)).length);
  const found = (glossary.matching ?? (await matchingIdsUpToCap(db, glossary.id, search))).sort((a, b) => a - b);
  if (found.length <= SEARCH_COUNT_LIMIT) {
    const ids = found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE);
    const records =
      ids.length === 0 ? [] : await recordsWithUsernames(db).where('r.id', 'in', ids).orderBy('r.id').execute();
    return { records, total_rows: found.length };
  }
  const pageEnd = found[(page + 1) * PAGE_SIZE - 1];
  if (pageEnd !== undefined) {
    const records = await recordsPage(db, glossary.id, page, search).where('r.id', '<=', pageEnd).execute();
    return result(records, found.length);
  }
  if ((await matchesAmongFirst(db, glossary.id, search)) >= PAGE_SIZE) return walk(async () => found.length);
  // Rare: collect every match from the trigram indexes and sort them, in one statement. Ordering by an
  // expression of the id rather than the id itself keeps PostgreSQL from walking the primary key instead.
  const records = await recordsPage(db, glossary.id, page, search)
    .clearOrderBy()
    .orderBy(sql`r.id + 0`)
    .execute();
  return result(records, found.length);
}

type RecordsPage = { records: RecordWithCreator[]; total_rows: number; total_rows_capped?: true };

/** A sort of the records page: a column and its direction; records of one sort value keep the order added. */
export interface RecordSorting {
  sort: GlossaryRecordSort;
  order: SortOrder;
}

/**
 * What each sort orders by: terms by their first 100 lower-cased characters (the rest rarely decides, and a key of
 * that size could be indexed whatever the script), status by rank, the time of the last change. No index serves
 * them (migration 0106 says why): a sorted page reads every record of the glossary, or of a search's matches.
 */
const SORT_KEYS: Record<GlossaryRecordSort, RawBuilder<unknown>> = {
  source: sql`left(lower(r.source), 100)`,
  target: sql`left(lower(r.target), 100)`,
  status: sql`(case r.status when 'preferred' then 0 when 'admitted' then 1 when 'deprecated' then 2 else 3 end)`,
  changed: sql`r.updated_at`,
};

/**
 * A sorted page. Without a search the page's ids are sorted from the glossary's rows alone, and only the page's
 * records are read whole; the total is the maintained count. A search with at most SEARCH_COUNT_LIMIT matches sorts
 * the ids it collected; one with more matches sorts every match.
 */
async function sortedPage(
  db: Db,
  glossary: Pick<GlossaryRow, 'id' | 'records_count'> & Partial<Pick<GlossaryForPage, 'matching'>>,
  page: number,
  search: string,
  { sort, order }: RecordSorting,
): Promise<RecordsPage> {
  const direction = sql.raw(order === 'desc' ? 'desc' : 'asc');
  const key = sql`${SORT_KEYS[sort]} ${direction}`;
  const byId = sql`r.id ${direction}`;
  if (search === '') {
    const ids = db
      .selectFrom('glossary_records as r')
      .select('r.id')
      .where('r.glossary_id', '=', glossary.id)
      .orderBy(key)
      .orderBy(byId)
      .limit(PAGE_SIZE)
      .offset(page * PAGE_SIZE);
    const records = await recordsWithUsernames(db).where('r.id', 'in', ids).orderBy(key).orderBy(byId).execute();
    return { records, total_rows: glossary.records_count };
  }
  const found = glossary.matching ?? (await matchingIdsUpToCap(db, glossary.id, search));
  const sorted = recordsWithUsernames(db)
    .orderBy(key)
    .orderBy(byId)
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  if (found.length === 0) return { records: [], total_rows: 0 };
  if (found.length <= SEARCH_COUNT_LIMIT)
    return { records: await sorted.where('r.id', 'in', found).execute(), total_rows: found.length };
  const records = await sorted.where('r.glossary_id', '=', glossary.id).where(matches(search)).execute();
  return { records, ...searchTotal(page, records.length, found.length) };
}

/** A glossary as a page of its records needs it, with the ids pageRecords starts a search from when it has any. */
export type GlossaryForPage = Pick<GlossaryRow, 'id' | 'processing_status' | 'records_count'> & { matching?: number[] };

/**
 * The glossary a page of records is read from; for a search the indexes serve (three characters or more), with
 * the ids of up to SEARCH_COUNT_LIMIT + 1 of its matches (matchingIdsUpToCap) read in the same statement, which
 * saves a search a round trip and a statement of its own. Undefined when there is no such glossary.
 */
export async function findGlossaryForPage(
  db: Db,
  glossaryId: number,
  search: string,
): Promise<GlossaryForPage | undefined> {
  const glossary = db
    .selectFrom('glossaries')
    .select(['id', 'processing_status', 'records_count'])
    .where('id', '=', glossaryId);
  if (search.length < 3) return glossary.executeTakeFirst();
  const row = await glossary
    .select(sql<number[]>`array(${matchingIds(db, glossaryId, search)})`.as('matching'))
    .executeTakeFirst();
  return row && { ...row, matching: row.matching.map(Number) };
}

/** How many of a glossary's first records the choice between walking and the indexes looks at. */
const PROBE_ROWS = 10_000;

/**
 * A page without search. The page's ids come first from the (glossary_id, id) index alone, so a deep page
 * skips its offset in the index instead of reading (and joining) every skipped record: page 5,000 of a
 * million records in ~25 ms instead of ~100.
 */
function plainPage(db: Db, glossaryId: number, page: number): Promise<RecordWithCreator[]> {
  const ids = db
    .selectFrom('glossary_records')
    .select('id')
    .where('glossary_id', '=', glossaryId)
    .orderBy('id')
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
  return recordsWithUsernames(db).where('r.id', 'in', ids).orderBy('r.id').execute();
}

/** Glossary records (as `r`) with the names of whoever created and last edited each. */
function recordsWithUsernames(db: Db) {
  return db
    .selectFrom('glossary_records as r')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['u.username as created_by_username', 'u.display_name as created_by_display_name'])
    .leftJoin('users as editor', 'editor.id', 'r.updated_by')
    .select(['editor.username as updated_by_username', 'editor.display_name as updated_by_display_name']);
}

/** A page of a search's matches by id. */
function recordsPage(db: Db, glossaryId: number, page: number, search: string) {
  return recordsWithUsernames(db)
    .where('r.glossary_id', '=', glossaryId)
    .where(matches(search))
    .orderBy('r.id')
    .limit(PAGE_SIZE)
    .offset(page * PAGE_SIZE);
}

async function matchesAmongFirst(db: Db, glossaryId: number, search: string): Promise<number> {
  const first = db
    .selectFrom('glossary_records')
    .where('glossary_id', '=', glossaryId)
    .select(['source', 'target'])
    .orderBy('id')
    .limit(PROBE_ROWS)
    .as('r');
  const row = await db
    .selectFrom(first)
    .where(matches(search))
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ids of up to SEARCH_COUNT_LIMIT + 1 matches, in no particular order. */
async function matchingIdsUpToCap(db: Db, glossaryId: number, search: string): Promise<number[]> {
  const rows = await matchingIds(db, glossaryId, search).execute();
  return rows.map((row) => row.id);
}

function matchingIds(db: Db, glossaryId: number, search: string) {
  return db
    .selectFrom('glossary_records as r')
    .where('r.glossary_id', '=', glossaryId)
    .where(matches(search))
    .select('r.id')
    .limit(SEARCH_COUNT_LIMIT + 1);
}

export async function findRecord(db: Db, id: number): Promise<RecordWithCreator | undefined> {
  return recordsWithUsernames(db).where('r.id', '=', id).executeTakeFirst();
}

/**
 * What a record holds: its terms, comment and term fields. Without a match rule a new record takes its glossary
 * language's default (`defaultTermMatch`) and an edited one keeps its own.
 */
export interface RecordText extends TermFields {
  source: string;
  target: string;
  comment: string;
  match_rule?: TermMatch;
}

/** A record to insert: the comment and term fields it does not give take their defaults. */
export type NewRecord = Pick<RecordText, 'source' | 'target' | 'match_rule'> &
  Partial<Pick<RecordText, 'comment'> & TermFields>;

/** The term fields of a record that says none: an admitted term, case ignored. */
export const DEFAULT_TERM_FIELDS: TermFields = {
  status: 'admitted',
  definition: '',
  part_of_speech: '',
  case_sensitive: false,
};

export async function insertRecord(db: Db, glossaryId: number, text: RecordText, userId: number): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const language = await glossarySourceLanguage(trx, glossaryId);
    const match_rule = text.match_rule ?? defaultTermMatch(language);
    const row = await trx
      .insertInto('glossary_records')
      .values({ glossary_id: glossaryId, ...text, match_rule, created_by: userId })
      .returning('id')
      .executeTakeFirstOrThrow();
    await moveRowCount(trx, 'glossaries', glossaryId, 1);
    await indexTerms(trx, glossaryId, [{ id: row.id, source: text.source, match_rule }], language);
    return row.id;
  });
}

/**
 * Changes a record in one statement. With `expectedVersion` (the `updated_at` the editor read) it only
 * changes a record still at that version: 'stale' means someone else changed it meanwhile.
 */
export async function updateRecord(
  db: Db,
  id: number,
  text: RecordText,
  editorId: number,
  expectedVersion?: Date,
): Promise<'updated' | 'missing' | 'stale'> {
  let update = db
    .updateTable('glossary_records')
    .set({ ...text, updated_by: editorId, updated_at: NEXT_VERSION })
    .where('id', '=', id);
  if (expectedVersion)
    update = update.where('updated_at', '=', sql<Date>`${expectedVersion.toISOString()}::timestamptz`);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows > 0n) {
    await reindexRecord(db, id);
    return 'updated';
  }
  if (!expectedVersion) return 'missing';
  const exists = await db.selectFrom('glossary_records').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'stale' : 'missing';
}

/** Which records a bulk delete takes: these ids, or every record matching a search (empty: all). */
export type RecordSelection = { ids: number[] } | { search: string };

/**
 * Deletes the selected records of a glossary in one transaction and moves its count. Ids of another glossary's
 * records refuse the whole delete (`foreign`); ids of no record (deleted meanwhile) are not counted.
 */
export async function deleteRecords(
  db: Db,
  glossaryId: number,
  selection: RecordSelection,
): Promise<{ deleted: number } | { foreign: number[] }> {
  return db.transaction().execute(async (trx) => {
    let remove = trx.deleteFrom('glossary_records as r').where('r.glossary_id', '=', glossaryId);
    if ('ids' in selection) {
      const foreign = await trx
        .selectFrom('glossary_records')
        .select('id')
        .where('id', 'in', selection.ids)
        .where('glossary_id', '<>', glossaryId)
        .orderBy('id')
        .execute();
      if (foreign.length > 0) return { foreign: foreign.map((row) => row.id) };
      remove = remove.where('r.id', 'in', selection.ids);
    } else if (selection.search !== '') {
      remove = remove.where(matches(selection.search));
    }
    const deleted = Number((await remove.executeTakeFirst()).numDeletedRows);
    await sql`update glossaries set records_count = greatest(records_count - ${deleted}, 0)
      where id = ${glossaryId}`.execute(trx);
    return { deleted };
  });
}

export async function deleteRecord(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .deleteFrom('glossary_records')
      .where('id', '=', id)
      .returning('glossary_id')
      .executeTakeFirst();
    if (!row) return false;
    await moveRowCount(trx, 'glossaries', row.glossary_id, -1);
    return true;
  });
}

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
  const inserted = await sql<{ id: number; source: string; match_rule: TermMatch }>`
    insert into glossary_records (glossary_id, created_by, source, target, comment, status, definition,
      part_of_speech, case_sensitive, match_rule)
    select ${glossaryId}, ${userId}, * from unnest(
      ${batch.map((r) => r.source)}::text[], ${batch.map((r) => r.target)}::text[], ${batch.map((r) => r.comment)}::text[],
      ${batch.map((r) => r.status)}::text[], ${batch.map((r) => r.definition)}::text[],
      ${batch.map((r) => r.part_of_speech)}::text[], ${batch.map((r) => r.case_sensitive)}::boolean[],
      ${batch.map((r) => r.match_rule)}::text[])
    returning id, source, match_rule`.execute(db);
  await indexTerms(db, glossaryId, inserted.rows, language);
}

/**
 * Moves what an import left in the pending lists of the search indexes into the indexes. A GIN index takes new
 * entries into an unsorted pending list that every search reads through in full until the list is merged
 * (PostgreSQL's autovacuum would do it some time later; PGlite has none): on 100k imported records a search read
 * some 650 pending pages and took 3-10x longer. The list is at most gin_pending_list_limit (4 MB), so this is a
 * short statement.
 */
export async function mergeSearchIndexPendingLists(db: Db): Promise<void> {
  await sql`select gin_clean_pending_list('glossary_records_source_trgm'::regclass),
    gin_clean_pending_list('glossary_records_target_trgm'::regclass)`.execute(db);
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

/**
 * Marks the glossary as importing ('pending', progress 0, upload time now) unless an import already runs;
 * false when one does (or the glossary is gone). Adding records waits until the import ends.
 */
export async function claimGlossaryForImport(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable('glossaries')
    .set({
      processing_status: 'pending',
      processing_progress: 0,
      processing_error: null,
      upload_time: sql<Date>`date_trunc('milliseconds', now())`,
    })
    .where('id', '=', id)
    .where('processing_status', 'not in', ['pending', 'processing'])
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const EXPORT_PAGE = 5000;

/** Every record in id order, read in keyset pages (no cursor, no long transaction: works on both backends). */
export async function* streamRecords(db: Db, glossaryId: number): AsyncGenerator<RecordText> {
  const rows = keysetRows('id', EXPORT_PAGE, (after) =>
    db
      .selectFrom('glossary_records')
      .select([
        'id',
        'source',
        'target',
        'comment',
        'status',
        'definition',
        'part_of_speech',
        'case_sensitive',
        'match_rule',
      ])
      .where('glossary_id', '=', glossaryId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(EXPORT_PAGE)
      .execute(),
  );
  for await (const { id: _id, ...record } of rows) yield record;
}
