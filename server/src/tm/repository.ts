import { sql } from 'kysely';
import {
  PAGE_SIZE,
  SEARCH_COUNT_LIMIT,
  searchTotal,
  type TmImportReport,
  type TmRecord,
  type TmxDetails,
  type TranslationMemory,
} from '@tessera/shared/contract';
import { isEmbeddedDatabase, type Db } from '../db/database.ts';
import { keysetRows } from '../db/keyset-pages.ts';
import { moveRowCount } from '../db/row-counts.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { dropPartition } from '../db/partitions.ts';
import { recordPage } from '../db/record-page.ts';
import { containsPattern } from '../db/like-patterns.ts';
import type { UnitColumns } from './import-batch.ts';
import type { SearchIndexSide } from './pending-list-schedule.ts';
import { cutNewestRange, holdingSearchRanges, type IdRange, searchRangesOfTm } from './search-ranges.ts';
import { type TmUnitRow, type TranslationMemoryRow, unitsTableOf } from './tables.ts';
import { TM_SEARCH_INDEXES, TM_UNITS_LOOKUP_INDEXES, TM_UNITS_PAIR_INDEX } from './migrations.ts';
import { iso, isoOrNull, json, type NewImportedResource } from '../db/column-types.ts';

/** Where an import into a TM that already has units loads the file before merging it in (mergeStagedUnits). */
const stagingTableOf = (tmId: number) => `tm_import_${Math.trunc(tmId)}`;

/**
 * How an import writes its units: 'load' fills a table of the TM's own that replaces its (empty or missing)
 * partition; 'merge' stages them beside the TM's units and merges them in at the end.
 */
export type ImportTarget = 'load' | 'merge';

/**
 * A unit's next version (`updated_at`): now in milliseconds, yet always at least a millisecond past the previous
 * one, so that two edits within one millisecond (or under a clock set back) still give different versions.
 */
const NEXT_UNIT_VERSION = sql<Date>`greatest(date_trunc('milliseconds', now()),
  date_trunc('milliseconds', tm_units.updated_at) + interval '1 millisecond')`;

export function toTranslationMemory(row: TranslationMemoryRow): TranslationMemory {
  return {
    id: row.id,
    name: row.name,
    created_by: row.created_by,
    source_lang: row.source_lang,
    target_lang: row.target_lang,
    records_count: row.units_count,
    created_at: iso(row.created_at),
    processing_status: row.processing_status,
    processing_progress: row.processing_progress,
    processing_error: row.processing_error,
    import_report: row.import_report === null ? null : json<TmImportReport>(row.import_report),
  };
}

export function toTmRecord(row: TmUnitRow): TmRecord {
  return {
    id: row.id,
    tm_id: row.tm_id,
    source: row.source,
    target: row.target,
    source_text: row.source_text,
    target_text: row.target_text,
    creation_date: isoOrNull(row.creation_date),
    change_date: isoOrNull(row.change_date),
    creation_id: row.creation_id,
    change_id: row.change_id,
    props: json(row.props),
    notes: json(row.notes),
    tmx: row.tmx_details === null ? {} : json<TmxDetails>(row.tmx_details),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listTranslationMemories(db: Db): Promise<TranslationMemoryRow[]> {
  return db.selectFrom('translation_memories').selectAll().orderBy('name').orderBy('id').execute();
}

export async function findTranslationMemory(db: Db, id: number): Promise<TranslationMemoryRow | undefined> {
  return db.selectFrom('translation_memories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function createTranslationMemory(
  db: Db,
  values: NewImportedResource & {
    processing_status?: TranslationMemoryRow['processing_status'];
    processing_progress?: number;
  },
): Promise<TranslationMemoryRow> {
  return db.transaction().execute(async (trx) => {
    const tm = await trx.insertInto('translation_memories').values(values).returningAll().executeTakeFirstOrThrow();
    // An imported TM gets its partition when the import has loaded and indexed it (see import.ts).
    if (tm.processing_status !== 'processing') await attachEmptyPartition(trx, tm.id);
    return tm;
  });
}

export async function updateTranslationMemory(
  db: Db,
  id: number,
  changes: Partial<
    Pick<
      TranslationMemoryRow,
      'name' | 'source_lang' | 'target_lang' | 'processing_status' | 'processing_progress' | 'processing_error'
    >
  > & { import_report?: TmImportReport },
): Promise<TranslationMemoryRow | undefined> {
  const { import_report, ...rest } = changes;
  return db
    .updateTable('translation_memories')
    .set({
      ...rest,
      ...(import_report ? { import_report: JSON.stringify(import_report) } : {}),
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Marks the TM as importing unless it already is; undefined when it is (or is gone). Once claimed, no unit can
 * be added, changed or deleted until the import ends (the routes refuse them while it is 'processing').
 */
export async function claimForImport(db: Db, id: number): Promise<TranslationMemoryRow | undefined> {
  return db
    .updateTable('translation_memories')
    .set({
      processing_status: 'processing',
      processing_progress: 0,
      processing_error: null,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', id)
    .where('processing_status', '<>', 'processing')
    .returningAll()
    .executeTakeFirst();
}

/**
 * Deletes the TM: its partition of units goes first (dropping it is instant where deleting a million rows and
 * their index entries is not; dropPartition keeps other TMs' lookups going meanwhile), then its row. A crash
 * between the two leaves a TM without units, which deleting again finishes.
 */
export async function deleteTranslationMemory(db: Db, id: number): Promise<boolean> {
  await dropPartition(db, 'tm_units', unitsTableOf(id));
  const result = await db.deleteFrom('translation_memories').where('id', '=', id).executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** Recounts after bulk work (imports); single-record writes adjust the count themselves. */
export async function recountUnits(db: Db, tmId: number): Promise<number> {
  const row = await sql<{ count: number }>`
    update translation_memories set units_count = (select count(*) from tm_units where tm_id = ${tmId})
    where id = ${tmId} returning units_count as count`.execute(db);
  return row.rows[0]?.count ?? 0;
}

/**
 * A page of a TM's units by id and how many there are; with a search, the units whose plain source or target
 * holds it (case-insensitive), counted exactly up to SEARCH_COUNT_LIMIT only (searchTotal): a frequent word
 * matches most of a TM, and an exact count rechecked every match. One statement first collects the ids of up to
 * one more match than the limit, in any order, which stops early however frequent the word. Within the limit
 * those are every match, and the page is a slice of them sorted, so no match is looked at twice. Beyond it the
 * page walks the matches by id, which a frequent word fills after a few hundred units.
 */
export async function pageUnits(
  db: Db,
  tmId: number,
  page: number,
  search: string,
): Promise<{ records: TmUnitRow[]; total_rows: number; total_rows_capped?: true }> {
  if (search.trim() === '') return recordPage(db.selectFrom('tm_units').where('tm_id', '=', tmId), 'id', page);
  const pattern = containsPattern(search);
  const matches = sql`tm_id = ${tmId} and (lower(source_text) like ${pattern} or lower(target_text) like ${pattern})`;
  const onPage = sql`order by id limit ${PAGE_SIZE} offset ${page * PAGE_SIZE}`;
  const { rows } = await sql<Partial<TmUnitRow> & { match_count: number }>`
    with counted as materialized (select id from tm_units where ${matches} limit ${SEARCH_COUNT_LIMIT + 1})
    select c.match_count, u.* from (select count(*)::int as match_count from counted) c
    left join lateral (
      select * from tm_units where tm_id = ${tmId} and id in (
        (select id from counted where c.match_count <= ${SEARCH_COUNT_LIMIT} ${onPage})
        union all
        (select id from tm_units where c.match_count > ${SEARCH_COUNT_LIMIT} and ${matches} ${onPage}))
    ) u on true
    order by u.id`.execute(db);
  // Without a unit on the page, the one row carries the count alone.
  const records = rows.filter((row) => row.id != null).map(({ match_count: _count, ...unit }) => unit as TmUnitRow);
  return { records, ...searchTotal(page, records.length, rows[0]?.match_count ?? 0) };
}

export async function findUnit(db: Db, id: number): Promise<TmUnitRow | undefined> {
  return db.selectFrom('tm_units').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface UnitText {
  source: string;
  target: string;
  source_text: string;
  target_text: string;
}

/** Adds a unit to a TM; answers it with the TM's count of units then. */
export async function insertUnit(
  db: Db,
  tmId: number,
  unit: UnitText,
  author: string,
): Promise<{ inserted: TmUnitRow; unitsCount: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('tm_units')
      .values({
        tm_id: tmId,
        ...unit,
        creation_date: sql<Date>`now()`,
        change_date: sql<Date>`now()`,
        creation_id: author,
        change_id: author,
        props: '[]',
        notes: '[]',
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { inserted: row, unitsCount: await moveRowCount(trx, 'translation_memories', tmId, 1) };
  });
}

/**
 * Updates a unit unless someone else changed it since `expectedUpdatedAt`, the version the client read
 * (compared at millisecond precision, what JSON carries; every edit moves the version on by at least that).
 * Answers 'stale' in that case, undefined when the unit is gone.
 */
export async function updateUnit(
  db: Db,
  id: number,
  unit: UnitText,
  author: string,
  expectedUpdatedAt: string | undefined,
): Promise<TmUnitRow | 'stale' | undefined> {
  let query = db
    .updateTable('tm_units')
    .set({ ...unit, change_date: sql<Date>`now()`, change_id: author, updated_at: NEXT_UNIT_VERSION })
    .where('id', '=', id);
  if (expectedUpdatedAt) {
    query = query.where(
      sql<boolean>`date_trunc('milliseconds', updated_at) = ${new Date(expectedUpdatedAt)}::timestamptz`,
    );
  }
  const row = await query.returningAll().executeTakeFirst();
  if (row) return row;
  return (await findUnit(db, id)) ? 'stale' : undefined;
}

export async function deleteUnit(db: Db, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.deleteFrom('tm_units').where('id', '=', id).returning('tm_id').executeTakeFirst();
    if (!row) return false;
    await moveRowCount(trx, 'translation_memories', row.tm_id, -1);
    return true;
  });
}

/**
 * How a first import loads a TM's table. 'bulk': no index while loading, then each built in one statement
 * (finishImportTable), the least work, fine on PostgreSQL where other connections go on meanwhile. 'indexed': the
 * indexes exist from the start and each batch keeps them up to date, merging duplicates as it goes: more work
 * in all, but no statement longer than a batch's, which the embedded database needs (its one connection runs
 * one statement at a time, so a 30 s index build would hold up every request for 30 s).
 */
export type LoadStrategy = 'bulk' | 'indexed';

/**
 * The pending lists of an 'indexed' load's trigram indexes are moved into the indexes by the import, one at a
 * time (moveSearchIndexPendingList, PendingListSchedule); this limit only stops a list from growing without
 * bound should the import fall behind (PostgreSQL then moves it itself, within the batch's statement).
 */
const INDEXED_LOAD_PENDING_LIST_LIMIT = '16MB';

/**
 * Appends a batch of imported units to the import's table in one statement. With the 'bulk' strategy duplicates
 * are left for finishImportTable to merge: a table without indexes takes rows for less PostgreSQL CPU than one
 * merging each row through ON CONFLICT on the pair index (measured 2.4 s against 3.9 s per 200k units; building
 * the pair index afterwards costs ~0.5 s of that back). With 'indexed' they are merged here (insertMergingUnits).
 */
export async function insertImportedUnits(
  db: Db,
  tmId: number,
  columns: UnitColumns,
  into: ImportTarget = 'load',
  strategy: LoadStrategy = 'bulk',
): Promise<void> {
  if (columns.count === 0) return;
  const table = sql.table(into === 'merge' ? stagingTableOf(tmId) : unitsTableOf(tmId));
  await db.transaction().execute(async (trx) => {
    // The batch commits without waiting for its WAL to reach the disk: a 1M-unit load measured 37 s on a busy disk
    // against 76 s with synchronous commits (bench/tmx-import.ts). Nothing can be lost: the TM is only marked done
    // by a later, synchronous commit, whose flush takes every earlier WAL record with it, and an import cut short
    // is dropped anyway.
    await sql`set local synchronous_commit = off`.execute(trx);
    if (into === 'load' && strategy === 'indexed') {
      await sql.raw(`set local gin_pending_list_limit = '${INDEXED_LOAD_PENDING_LIST_LIMIT}'`).execute(trx);
      await insertMergingUnits(trx, tmId, columns);
      return;
    }
    await sql`
      insert into ${table} (tm_id, source, target, source_text, target_text, creation_date, change_date,
                            creation_id, change_id, props, notes, tmx_details)
      select ${tmId}, * from unnest(
        ${columns.source}::text[], ${columns.target}::text[], ${columns.sourceText}::text[], ${columns.targetText}::text[],
        ${columns.creationDate}::timestamptz[], ${columns.changeDate}::timestamptz[],
        ${columns.creationId}::text[], ${columns.changeId}::text[], ${columns.props}::jsonb[], ${columns.notes}::jsonb[],
        ${columns.details}::jsonb[])`.execute(trx);
  });
}

/**
 * Moves the entries waiting in the pending list of a TM table's source or target trigram index into the index, in
 * one statement whose length grows with the list (sorted in maintenance_work_mem).
 */
export async function moveSearchIndexPendingList(db: Db, tmId: number, side: SearchIndexSide): Promise<void> {
  const index = `${unitsTableOf(tmId)}_${side}_trgm`;
  await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
}

/**
 * Inserts a batch into an indexed import table by the merge rule of finishImportTable: of the batch's own
 * duplicates the unit changed last (the first in the file on a tie) goes in, and replaces a unit of an earlier
 * batch only when changed later than it; the earlier unit keeps its id. Rows get their ids in file order.
 */
async function insertMergingUnits(db: Db, tmId: number, columns: UnitColumns): Promise<void> {
  const lastChange = (alias: string) => sql.raw(`coalesce(${alias}.change_date, ${alias}.creation_date, '-infinity')`);
  await sql`
    insert into ${sql.table(unitsTableOf(tmId))} as unit (tm_id, source, target, source_text, target_text,
      creation_date, change_date, creation_id, change_id, props, notes, tmx_details)
    select ${tmId}, source, target, source_text, target_text, creation_date, change_date, creation_id, change_id,
           props, notes, tmx_details
    from (
      select distinct on (md5(batch.source), md5(batch.target)) *
      from unnest(
        ${columns.source}::text[], ${columns.target}::text[], ${columns.sourceText}::text[], ${columns.targetText}::text[],
        ${columns.creationDate}::timestamptz[], ${columns.changeDate}::timestamptz[],
        ${columns.creationId}::text[], ${columns.changeId}::text[], ${columns.props}::jsonb[], ${columns.notes}::jsonb[],
        ${columns.details}::jsonb[]) with ordinality as batch(source, target, source_text, target_text, creation_date,
          change_date, creation_id, change_id, props, notes, tmx_details, position)
      order by md5(batch.source), md5(batch.target), ${lastChange('batch')} desc, position) as newest
    order by position
    on conflict (tm_id, md5(source), md5(target)) do update set
      source_text = excluded.source_text, target_text = excluded.target_text,
      creation_date = excluded.creation_date, change_date = excluded.change_date,
      creation_id = excluded.creation_id, change_id = excluded.change_id,
      props = excluded.props, notes = excluded.notes, tmx_details = excluded.tmx_details
    where ${lastChange('excluded')} > ${lastChange('unit')}`.execute(db);
}

/**
 * The table an import loads into: like tm_units; without indexes until it is loaded (finishImportTable) with the
 * 'bulk' strategy, with all of them from the start with 'indexed'.
 */
export async function createImportTable(db: Db, tmId: number, strategy: LoadStrategy = 'bulk'): Promise<void> {
  const table = unitsTableOf(tmId);
  // A TM created empty has its partition attached: dropped as a deleted TM's is, lookups of other TMs go on.
  await dropPartition(db, 'tm_units', table);
  await createUnitsTable(db, tmId);
  if (strategy === 'indexed') {
    for (const statement of [TM_UNITS_PAIR_INDEX, ...TM_UNITS_LOOKUP_INDEXES, ...TM_SEARCH_INDEXES]) {
      await sql.raw(statement(table)).execute(db);
    }
  }
}

/**
 * Attaches the loaded table as the TM's partition. With the 'bulk' strategy its pair and lookup indexes are built
 * first, in bulk (in parallel where the backend allows), and its search indexes come after (buildSearchIndexes).
 * Building the unique pair index is also the test for duplicates (same source and target): when it fails they are
 * merged, keeping the unit changed last (by change date, else creation date; the first in the file on a tie), and
 * it is built again. Rows deleted after the other indexes were built only leave dead entries there, which no
 * query sees.
 */
export async function finishImportTable(db: Db, tmId: number, strategy: LoadStrategy = 'bulk'): Promise<void> {
  const table = unitsTableOf(tmId);
  if (strategy === 'bulk') await buildLoadedTableIndexes(db, table);
  await attachUnitsTable(db, tmId);
  // Fresh statistics of the row count and the ids, or the planner guesses badly on a just-loaded million rows
  // (e.g. export pages). The texts and the pair index's expressions (md5) are most of a small table's analyze (20k
  // units: 231-261 ms in all, 49-74 ms for the ids; at 2M units reading the sample is most, 1.0 against 1.1 s):
  // PostgreSQL samples them once, after the search indexes (buildSearchIndexes); the embedded database never, as
  // its one connection would hold every request meanwhile.
  await sql.raw(`analyze ${table} (tm_id, id)`).execute(db);
}

async function buildLoadedTableIndexes(db: Db, table: string): Promise<void> {
  const [pair, ...others] = await Promise.allSettled(
    [TM_UNITS_PAIR_INDEX, ...TM_UNITS_LOOKUP_INDEXES].map((statement) => sql.raw(statement(table)).execute(db)),
  );
  for (const result of others) if (result.status === 'rejected') throw result.reason;
  if (pair!.status === 'rejected') {
    if (!isUniqueViolation(pair!.reason)) throw pair!.reason;
    await mergeDuplicates(db, table);
    await sql.raw(TM_UNITS_PAIR_INDEX(table)).execute(db);
  }
}

/**
 * Builds the concordance-search (trigram) indexes of a TM's partition, if missing: on PostgreSQL a TM of
 * 2 × SEARCH_RANGE_UNITS units or more has its newest range cut into ranges with indexes of their own
 * (cutNewestRange), any other the whole-table indexes. The embedded database never cuts: each range's build
 * reads the whole table, holding its one connection. Until they exist a search reads the partition through
 * (about a second per million units); edits of that TM wait while one is built.
 *
 * Then, on PostgreSQL, the partition's texts are sampled (finishImportTable sampled its ids alone): only an
 * analyze run once the whole-table indexes exist samples the expressions they index (lower(source_text),
 * lower(target_text)). Without those statistics the planner takes every searched substring for rare (10 matches
 * estimated where there are 11,677) and collects and sorts all the matches for a page that walking the ids would
 * fill after a few hundred units (20 ms instead of 1).
 * PGlite keeps the short sample finishImportTable took: its one connection would hold every request for the analyze.
 */
export async function buildSearchIndexes(db: Db, tmId: number, rangeUnits?: number): Promise<void> {
  const table = unitsTableOf(tmId);
  const embedded = isEmbeddedDatabase(db);
  const buildWholeIfOneRange = async (ranges: IdRange[]) => {
    if (ranges.length === 1)
      await Promise.all(TM_SEARCH_INDEXES.map((statement) => sql.raw(statement(table)).execute(db)));
  };
  if (embedded) await buildWholeIfOneRange(await searchRangesOfTm(db, tmId));
  else
    await holdingSearchRanges(db, tmId, async () =>
      buildWholeIfOneRange(await cutNewestRange(db, tmId, { rangeUnits })),
    );
  if (!embedded) await sql.raw(`analyze ${table}`).execute(db);
}

async function mergeDuplicates(db: Db, table: string): Promise<void> {
  await sql`
    delete from ${sql.table(table)} as unit using (
      select id, row_number() over (
        partition by md5(source), md5(target)
        order by coalesce(change_date, creation_date, '-infinity') desc, id) as rank
      from ${sql.table(table)}) as ranked
    where unit.id = ranked.id and ranked.rank > 1`.execute(db);
}

/** Removes every unit of a TM (a failed import): its table goes, whether attached yet or not. */
export async function dropUnits(db: Db, tmId: number): Promise<void> {
  await dropPartition(db, 'tm_units', unitsTableOf(tmId));
}

/** Whether the TM's units table is attached as its partition (a TM created empty, or imported successfully). */
export async function hasUnitsPartition(db: Db, tmId: number): Promise<boolean> {
  const result = await sql<{ attached: boolean }>`
    select exists (select 1 from pg_inherits where inhrelid = to_regclass(${unitsTableOf(tmId)})) as attached`.execute(
    db,
  );
  return result.rows[0]?.attached === true;
}

/** An empty partition in place of the TM's table (a failed import's, not attached), so units can be added to it. */
export async function createEmptyPartition(db: Db, tmId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await sql.raw(`drop table if exists ${unitsTableOf(tmId)}`).execute(trx);
    await attachEmptyPartition(trx, tmId);
  });
}

/** Gives the TM an empty partition with its search indexes, what a TM created empty has: a table of its own, attached. */
async function attachEmptyPartition(db: Db, tmId: number): Promise<void> {
  const table = unitsTableOf(tmId);
  await createUnitsTable(db, tmId);
  for (const statement of TM_SEARCH_INDEXES) await sql.raw(statement(table)).execute(db);
  await attachUnitsTable(db, tmId);
}

/**
 * Makes the TM's table its partition of tm_units; its check constraint (createUnitsTable) spares the scan of its
 * rows, and tm_units has no foreign key to validate over them (migration 0207). Attaching takes a lock on tm_units
 * that readers never wait for; CREATE TABLE … PARTITION OF would lock it against reading, and wait, holding that
 * lock, for the lookups and searches in flight, with every later one queued behind it.
 */
async function attachUnitsTable(db: Db, tmId: number): Promise<void> {
  const id = Math.trunc(tmId);
  await sql.raw(`alter table tm_units attach partition ${unitsTableOf(id)} for values in (${id})`).execute(db);
}

/** A table like tm_units for the TM's units, without indexes, to become its partition. */
async function createUnitsTable(db: Db, tmId: number): Promise<void> {
  const table = unitsTableOf(tmId);
  await sql.raw(`create table ${table} (like tm_units including defaults including constraints)`).execute(db);
  // Lets ATTACH PARTITION skip scanning the rows to prove they belong to this TM.
  await sql.raw(`alter table ${table} add constraint ${table}_tm_id check (tm_id = ${Math.trunc(tmId)})`).execute(db);
}

/** The table a merging import stages the file's units in: like tm_units, ids from its sequence, no indexes. */
export async function createStagingTable(db: Db, tmId: number): Promise<void> {
  const table = stagingTableOf(tmId);
  await sql.raw(`drop table if exists ${table}`).execute(db);
  await sql.raw(`create table ${table} (like tm_units including defaults)`).execute(db);
}

export async function dropStagingTable(db: Db, tmId: number): Promise<void> {
  await sql.raw(`drop table if exists ${stagingTableOf(tmId)}`).execute(db);
}

/**
 * Merges the staged units into the TM with the rule of a first import (finishImportTable): among the file's
 * duplicates the one changed last stays; a unit the TM already has (same source and target) takes the file's
 * version only when that one was changed later, and keeps its id (links to it stay valid). One statement, so the
 * TM's units change all at once or not at all. Answers how many units were added or updated.
 */
export async function mergeStagedUnits(db: Db, tmId: number): Promise<number> {
  const staging = stagingTableOf(tmId);
  await mergeDuplicates(db, staging);
  const lastChange = (table: string) => `coalesce(${table}.change_date, ${table}.creation_date, '-infinity')`;
  // Counted in the database: returning a row per unit of a large file would carry them all to this process.
  const result = await sql
    .raw<{ count: number }>(
      `
    with merged as (insert into ${unitsTableOf(tmId)} as unit (id, tm_id, source, target, source_text, target_text, creation_date,
                                               change_date, creation_id, change_id, props, notes, tmx_details)
    select id, ${Math.trunc(tmId)}, source, target, source_text, target_text, creation_date, change_date, creation_id,
           change_id, props, notes, tmx_details
    from ${staging}
    on conflict (tm_id, md5(source), md5(target)) do update set
      source_text = excluded.source_text, target_text = excluded.target_text,
      creation_date = excluded.creation_date, change_date = excluded.change_date,
      creation_id = excluded.creation_id, change_id = excluded.change_id,
      props = excluded.props, notes = excluded.notes, tmx_details = excluded.tmx_details,
      updated_at = greatest(date_trunc('milliseconds', now()), date_trunc('milliseconds', unit.updated_at) + interval '1 millisecond')
    where ${lastChange('excluded')} > ${lastChange('unit')}
    returning 1)
    select count(*)::integer as count from merged`,
    )
    .execute(db);
  await dropStagingTable(db, tmId);
  return result.rows[0]?.count ?? 0;
}

/** What an export needs of a unit, as plain strings: no Date objects, JSON left as text (usually '[]'). */
export interface ExportUnitRow {
  id: number;
  source: string;
  target: string;
  creation_date: string | null;
  change_date: string | null;
  creation_id: string | null;
  change_id: string | null;
  props: string;
  notes: string;
  tmx_details: string | null;
}

const isoText = (column: 'creation_date' | 'change_date') =>
  sql<string | null>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Every unit of a TM in id order, read in keyset pages (works on both backends, no long transaction). Pages
 * stay small and rows lean, so exporting a million units keeps the heap small.
 */
export function streamUnitsForExport(db: Db, tmId: number, pageSize = 1000): AsyncGenerator<ExportUnitRow> {
  return keysetRows('id', pageSize, (after) =>
    db
      .selectFrom('tm_units')
      .select([
        'id',
        'source',
        'target',
        isoText('creation_date').as('creation_date'),
        isoText('change_date').as('change_date'),
        'creation_id',
        'change_id',
        sql<string>`props::text`.as('props'),
        sql<string>`notes::text`.as('notes'),
        sql<string | null>`tmx_details::text`.as('tmx_details'),
      ])
      .where('tm_id', '=', tmId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute(),
  );
}
