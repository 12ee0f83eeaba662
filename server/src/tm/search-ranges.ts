import { setTimeout } from 'node:timers/promises';
import { sql } from 'kysely';
import { pgArrayLiteral } from '../db/array-literal.ts';
import type { Db } from '../db/database.ts';
import { unitsTableOf } from './tables.ts';

/**
 * How many units one range of a large TM's concordance index holds. A search reads the trigram posting lists of
 * the index it uses whole, however few of its hits a page needs: at 10M units in one index a word of common
 * trigrams read 7,700-16,800 buffers of them (bench/README.md, scale). A TM of twice this many units or more has
 * its units' ids cut into ranges of this many, each with an index of its own (a partial index), and a search asks
 * the newest range first: at 2M units, 40 words one at a time, a search read 2,737 buffers on average (p95 5,796)
 * against 3,751 (p95 24,353) by the newest 625,000 ids of one index, p95 78 against 254 ms
 * (bench/scale-concordance.ts).
 */
export const SEARCH_RANGE_UNITS = 500_000;

/** Ids from `first` (included) to `next` (excluded), or to every later one when `next` is null. */
export interface IdRange {
  first: number;
  next: number | null;
}

const WHOLE: IdRange = { first: 0, next: null };

/** The index of one range of a TM's units: both texts' trigrams (one read of the table builds both). */
const rangeIndexName = (tmId: number, { first, next }: IdRange) =>
  `${unitsTableOf(tmId)}_trgm_${first}_${next ?? 'on'}`;

const RANGE_INDEX_NAME = /^tm_units_(\d+)_trgm_(\d+)_(\d+|on)$/;

/**
 * The id ranges a concordance search of each TM goes through, newest first: those of its valid range indexes,
 * chained down from the newest open one to id 0. A TM without range indexes is one range, which its whole-table
 * trigram indexes serve. What a cut that died leaves (an old open range under a newer one, a range chained to
 * nothing) is passed over, and the ids below the lowest range chained make one range of their own: the ranges
 * always hold every id once.
 */
export async function searchRangesOf(db: Db, tmIds: readonly number[]): Promise<Map<number, IdRange[]>> {
  const { rows } = await sql<{ name: string }>`
    select i.relname as name
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indisvalid and x.indrelid = any (
      select to_regclass(t) from unnest(${pgArrayLiteral(tmIds.map(unitsTableOf))}::text[]) as t)`.execute(db);
  const indexed = new Map<number, IdRange[]>();
  for (const { name } of rows) {
    const parts = RANGE_INDEX_NAME.exec(name);
    if (!parts) continue;
    const tmId = Number(parts[1]);
    const range = { first: Number(parts[2]), next: parts[3] === 'on' ? null : Number(parts[3]) };
    indexed.set(tmId, [...(indexed.get(tmId) ?? []), range]);
  }
  return new Map(tmIds.map((tmId) => [tmId, chainedRanges(indexed.get(tmId) ?? [])]));
}

/** One TM's ranges, newest first (searchRangesOf). */
export async function searchRangesOfTm(db: Db, tmId: number): Promise<IdRange[]> {
  return (await searchRangesOf(db, [tmId])).get(tmId)!;
}

function chainedRanges(indexed: IdRange[]): IdRange[] {
  const open = indexed.filter((range) => range.next === null).sort((a, b) => b.first - a.first)[0];
  if (!open) return [WHOLE];
  const chain = [open];
  for (let below = open.first; below > 0;) {
    const range = indexed.find((candidate) => candidate.next === below);
    if (!range) {
      chain.push({ first: 0, next: below });
      break;
    }
    chain.push(range);
    below = range.first;
  }
  return chain;
}

/** Whether the TM's newest range holds twice `rangeUnits` units or more, a cut's worth (counted up to that). */
export async function newestRangeFull(db: Db, tmId: number, rangeUnits = SEARCH_RANGE_UNITS): Promise<boolean> {
  const newest = (await searchRangesOfTm(db, tmId))[0]!;
  const { rows } = await sql<{ units: number }>`
    select count(*)::integer as units from (
      select 1 from ${sql.table(unitsTableOf(tmId))} where id >= ${newest.first} limit ${2 * rangeUnits}) newest`.execute(
    db,
  );
  return (rows[0]?.units ?? 0) >= 2 * rangeUnits;
}

export interface CutOptions {
  /** SEARCH_RANGE_UNITS unless told (tests cut small TMs). */
  rangeUnits?: number | undefined;
  /**
   * Builds and drops the indexes concurrently, one at a time: the TM's units stay writable meanwhile (a TM that
   * grew by saves, cut while people work). Else each build holds the TM's writes until it is done, as the import
   * that ends with it does, and two run at once.
   */
  concurrently?: boolean;
  /** Told after each range's index is built: a job's progress, and where it may stop. */
  onRangeBuilt?: (built: number, of: number) => Promise<void>;
}

/**
 * The first key of the advisory lock held on a TM's ranges (the second is the TM's id): a number of this lock's
 * own.
 */
const RANGES_LOCK = 70_312;

/** How long a build waiting for another's hold on a TM's ranges sleeps between two tries. */
const RANGES_LOCK_RETRY_MS = 1000;

/**
 * Runs `work` holding the TM's search ranges, in any process: an import's index build and a cut of the units saves
 * added wait for each other, so that neither builds or drops an index the other's reading of the catalog missed.
 * The lock is held by a connection of its own, released with it if the process dies. It is tried, not waited for
 * in a statement: a statement waiting holds a snapshot, which a concurrent index build of the holder waits for in
 * turn, and neither would ever end. PostgreSQL only: the embedded database's one connection would wait for itself.
 * `ifFree`: answers 'busy' at once when another holds them.
 */
export async function holdingSearchRanges<T>(
  db: Db,
  tmId: number,
  work: () => Promise<T>,
  { ifFree = false } = {},
): Promise<T | 'busy'> {
  return db.connection().execute(async (locked) => {
    const tryLock = async () =>
      (await sql<{ held: boolean }>`select pg_try_advisory_lock(${RANGES_LOCK}, ${tmId}) as held`.execute(locked))
        .rows[0]!.held;
    while (!(await tryLock())) {
      if (ifFree) return 'busy';
      await setTimeout(RANGES_LOCK_RETRY_MS);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${RANGES_LOCK}, ${tmId})`.execute(locked);
    }
  });
}

/**
 * Cuts a TM's newest range (its whole table, before the first cut) into ranges of `rangeUnits` units once it
 * holds twice that many or more, leaving the newest range open with between `rangeUnits` and twice as many. The
 * new ranges' indexes are built oldest first and the open one last, then the index they replace is dropped, so
 * that a search cut short by a failure in between still covers every id (searchRangesOf). Answers the TM's ranges
 * once done, newest first, as searchRangesOf would read them then. Run it holdingSearchRanges.
 * PostgreSQL only: each build reads the whole table, far over what the embedded database may hold its connection.
 */
export async function cutNewestRange(
  db: Db,
  tmId: number,
  { rangeUnits = SEARCH_RANGE_UNITS, concurrently = false, onRangeBuilt }: CutOptions = {},
): Promise<IdRange[]> {
  const table = unitsTableOf(tmId);
  const drop = (index: string) =>
    sql.raw(`drop index ${concurrently ? 'concurrently ' : ''}if exists ${index}`).execute(db);
  // A concurrent build that failed leaves its index invalid, and `if not exists` would keep it so for ever.
  for (const index of await invalidRangeIndexes(db, table)) await drop(index);
  const before = await searchRangesOfTm(db, tmId);
  const [newest, older] = [before[0]!, before.slice(1)];
  // The first id of every range to be: the newest range's ids numbered from 1, the id of each rangeUnits-th + 1.
  const { rows } = await sql<{ id: number; units: number }>`
    select id, units from (
      select id, row_number() over (order by id) as n, count(*) over () as units
      from ${sql.table(table)} where id >= ${newest.first}) numbered
    where n % ${rangeUnits} = 1 order by id`.execute(db);
  const units = Number(rows[0]?.units ?? 0);
  if (units < 2 * rangeUnits) return before;
  const firsts = rows.slice(0, Math.floor(units / rangeUnits)).map((row) => Number(row.id));
  firsts[0] = newest.first;
  const ranges = firsts.map((first, n) => ({ first, next: firsts[n + 1] ?? null }));
  let built = 0;
  const build = async (range: IdRange) => {
    await sql
      .raw(
        `create index ${concurrently ? 'concurrently ' : ''}if not exists ${rangeIndexName(tmId, range)} on ${table} ` +
          `using gin (lower(source_text) gin_trgm_ops, lower(target_text) gin_trgm_ops) ` +
          `where id >= ${range.first}${range.next === null ? '' : ` and id < ${range.next}`}`,
      )
      .execute(db);
    await onRangeBuilt?.(++built, ranges.length);
  };
  // Two at a time, as the whole-table indexes are built (one per core of the machines measured); concurrent builds
  // of one table wait for each other (each holds a lock that excludes the others), so those go one by one.
  const closed = ranges.slice(0, -1);
  const atOnce = concurrently ? 1 : 2;
  for (let n = 0; n < closed.length; n += atOnce) await Promise.all(closed.slice(n, n + atOnce).map(build));
  await build(ranges.at(-1)!);
  const replaced =
    newest.first === 0 && newest.next === null
      ? [`${table}_source_trgm`, `${table}_target_trgm`, rangeIndexName(tmId, newest)]
      : [rangeIndexName(tmId, newest)];
  for (const index of replaced) await drop(index);
  return [...ranges.reverse(), ...older];
}

async function invalidRangeIndexes(db: Db, table: string): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select i.relname as name from pg_index x join pg_class i on i.oid = x.indexrelid
    where not x.indisvalid and x.indrelid = to_regclass(${table})`.execute(db);
  return rows.map((row) => row.name).filter((name) => RANGE_INDEX_NAME.test(name));
}
