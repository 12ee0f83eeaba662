import { setTimeout } from 'node:timers/promises';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { pgArrayLiteral } from '../../db/array-literal.ts';
import { isEmbeddedDatabase, type Db } from '../../db/database.ts';
import { isLockNotAvailable } from '../../db/errors.ts';
import { dropPartition } from '../../db/partitions.ts';
import type { LoadStrategy } from '../repository.ts';
import { TM_IMPORT_JOB } from '../import.ts';
import { indexEntryOf, SHORT_UNIT_WORDS, type VocabularyWord } from './text.ts';

/**
 * The match index lives in the database (README.md, "Design"): per unit its token ids and word count, per TM each
 * token's unit count and the vocabulary of its short units. Every API process reads the same rows, so an edit
 * through one is seen by all at once.
 */

export const MATCH_INDEX_JOB = 'tm.match-index';
const BUILD_PAGE = 5000;
/**
 * Units per batch of an 'indexed' build (the embedded database), where each batch also updates the GIN index and
 * the token counts: a request waits for at most one such statement.
 */
const INDEXED_BUILD_PAGE = 1000;
/** Units per statement of the scan for units changed during a build (ids and a flag, the text of changed ones). */
const CHANGED_SCAN_PAGE = 20_000;

const unitsPartition = (tmId: number) => `tm_match_units_${Math.trunc(tmId)}`;
const tokensPartition = (tmId: number) => `tm_match_tokens_${Math.trunc(tmId)}`;
const wordsPartition = (tmId: number) => `tm_match_words_${Math.trunc(tmId)}`;

interface UnitText {
  id: number;
  source_text: string;
}

/**
 * The index rows of these units; their short units' vocabulary words, each once, leaving out those in `known`
 * (a build's words so far), which it then holds too.
 */
function entriesOf(units: readonly UnitText[], known = new Set<string>()) {
  const entries = units.map((unit) => ({ id: unit.id, ...indexEntryOf(unit.source_text) }));
  const vocabulary: VocabularyWord[] = [];
  for (const word of entries.flatMap((entry) => entry.vocabulary)) {
    const key = `${word.words}:${word.position}:${word.word}`;
    if (known.has(key)) continue;
    known.add(key);
    vocabulary.push(word);
  }
  return {
    ids: pgArrayLiteral(entries.map((entry) => entry.id)),
    tokens: pgArrayLiteral(entries.map((entry) => pgArrayLiteral(entry.tokenIds))),
    words: pgArrayLiteral(entries.map((entry) => entry.words)),
    allTokens: pgArrayLiteral([...new Set(entries.flatMap((entry) => entry.tokenIds))]),
    vocabulary: vocabularyRows(vocabulary),
    tokenCounts: tokenCountsOf([...entries.map((entry) => entry.tokenIds), ...vocabulary.map((word) => word.trigrams)]),
  };
}

/** Vocabulary words as the rows (words, position, word, length, trigrams) of a select. */
function vocabularyRows(vocabulary: readonly VocabularyWord[]) {
  const rows = sql`
    select words, position, word, length, trigrams::integer[] as trigrams
    from unnest(${pgArrayLiteral(vocabulary.map((word) => word.words))}::integer[],
      ${pgArrayLiteral(vocabulary.map((word) => word.position))}::integer[],
      ${pgArrayLiteral(vocabulary.map((word) => word.word))}::text[],
      ${pgArrayLiteral(vocabulary.map((word) => word.length))}::integer[],
      ${pgArrayLiteral(vocabulary.map((word) => pgArrayLiteral(word.trigrams)))}::text[])
      as batch(words, position, word, length, trigrams)`;
  return { count: vocabulary.length, rows };
}

/** In how many of these units (or vocabulary words) each token occurs. */
function tokenCountsOf(tokenLists: readonly (readonly number[])[]): Map<number, number> {
  const counts = new Map<number, number>();
  for (const tokens of tokenLists) for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
  return counts;
}

/**
 * Whether the TM has an index of this build's shape: the vocabulary's partition is swapped in with the others, so
 * an index built before it (migration 0355) counts as none until it is built again.
 */
async function partitionExists(db: Db, tmId: number): Promise<boolean> {
  const { rows } = await sql<{
    found: boolean;
  }>`select to_regclass(${wordsPartition(tmId)}) is not null as found`.execute(db);
  return rows[0]?.found === true;
}

/**
 * Keeps the index current after units were added or edited (routes and write-back call it in the request).
 * A TM without an index yet is skipped: its build reads the units afresh. New tokens count once, and a word's
 * trigrams each time a unit brings it (counts are only a guide to which tokens are rare: one too many never loses
 * a match); a word no unit holds any more stays in the vocabulary, where it leads to no unit.
 */
export async function indexUnits(db: Db, tmId: number, units: readonly UnitText[]): Promise<void> {
  if (units.length === 0 || !(await partitionExists(db, tmId))) return;
  const { ids, tokens, words, allTokens, vocabulary } = entriesOf(units);
  await sql`
    insert into ${sql.table(unitsPartition(tmId))} (tm_id, unit_id, tokens, words)
    select ${tmId}, unit_id, tokens::integer[], words
    from unnest(${ids}::integer[], ${tokens}::text[], ${words}::integer[]) as batch(unit_id, tokens, words)
    on conflict (unit_id) do update set tokens = excluded.tokens, words = excluded.words`.execute(db);
  if (vocabulary.count > 0)
    await sql`
      insert into ${sql.table(wordsPartition(tmId))} (tm_id, words, position, word, length, trigrams)
      select ${tmId}, words, position, word, length, trigrams from (${vocabulary.rows}) as batch
      on conflict (words, position, word) do nothing`.execute(db);
  await sql`
    insert into ${sql.table(tokensPartition(tmId))} (tm_id, token, units)
    select ${tmId}, token, count(*) from (
      select unnest(${allTokens}::integer[]) as token
      union all select unnest(trigrams) from (${vocabulary.rows}) as batch
    ) as brought group by token
    on conflict (token) do update set units = ${sql.table(tokensPartition(tmId))}.units + excluded.units`.execute(db);
}

/** Forgets a deleted unit. (Lookups join tm_units too, so a row left behind is never returned.) */
export async function unindexUnit(db: Db, tmId: number, unitId: number): Promise<void> {
  if (!(await partitionExists(db, tmId))) return;
  await sql`delete from ${sql.table(unitsPartition(tmId))} where unit_id = ${unitId}`.execute(db);
}

/**
 * Builds a TM's index from its units into new tables, then swaps them in as its partitions in one short
 * transaction (the previous index, if any, serves lookups until then), and re-reads units changed meanwhile.
 * Answers false, leaving nothing behind, when the TM was deleted meanwhile (its claim in tm_match_state went with it).
 */
export async function buildMatchIndex(
  db: Db,
  tmId: number,
  reportProgress: (fraction: number) => Promise<void> = async () => {},
): Promise<boolean> {
  const id = Math.trunc(tmId);
  // The embedded database has one connection: a request waits for the statement running when it comes, so there
  // the tables get their indexes first and are filled in short batches (README.md, "Building").
  const strategy: LoadStrategy = isEmbeddedDatabase(db) ? 'indexed' : 'bulk';
  const startedAt = (await sql<{ now: Date }>`select now() as now`.execute(db)).rows[0]!.now;
  const units = `tm_match_units_${id}_next`;
  const tokens = `tm_match_tokens_${id}_next`;
  const words = `tm_match_words_${id}_next`;
  // PostgreSQL: short units (SHORT_UNIT_WORDS words or fewer) wait here and go into the table last, grouped by word
  // count, so that the units of a short query's near words lie on few pages (README.md, "Building").
  const shortUnits = strategy === 'bulk' ? `${units}_short` : undefined;
  await sql.raw(`drop table if exists ${units}, ${tokens}, ${words}, ${units}_short`).execute(db);
  for (const table of shortUnits ? [units, shortUnits] : [units])
    await sql
      .raw(
        `create table ${table} (tm_id integer not null, unit_id integer not null, tokens integer[] not null, words integer not null)`,
      )
      .execute(db);
  await sql
    .raw(
      `create table ${words} (tm_id integer not null, words integer not null, position integer not null, word text not null, length integer not null, trigrams integer[] not null)`,
    )
    .execute(db);
  if (strategy === 'indexed') {
    await addUnitsIndexes(db, units, id);
    await addWordsIndexes(db, words, id);
    await sql
      .raw(
        `create table ${tokens} (tm_id integer not null, token integer primary key, units integer not null, constraint ${tokens}_tm check (tm_id = ${id}))`,
      )
      .execute(db);
  }
  const total = Number(
    (await sql<{ count: number }>`select units_count as count from translation_memories where id = ${id}`.execute(db))
      .rows[0]?.count ?? 0,
  );
  const pageSize = strategy === 'indexed' ? INDEXED_BUILD_PAGE : BUILD_PAGE;
  let after = 0;
  let done = 0;
  // The vocabulary's words so far: each goes into its table once.
  const known = new Set<string>();
  for (;;) {
    const page = await db
      .selectFrom('tm_units')
      .select(['id', 'source_text'])
      .where('tm_id', '=', id)
      .where('id', '>', after)
      .orderBy('id')
      .limit(pageSize)
      .execute();
    if (page.length === 0) break;
    const batch = entriesOf(page, known);
    await db.transaction().execute(async (trx) => {
      await sql`set local synchronous_commit = off`.execute(trx);
      if (batch.vocabulary.count > 0)
        await sql`
          insert into ${sql.table(words)} (tm_id, words, position, word, length, trigrams)
          select ${id}, words, position, word, length, trigrams from (${batch.vocabulary.rows}) as batch`.execute(trx);
      const rows = sql`
        select ${id}::integer as tm_id, unit_id, tokens::integer[] as tokens, words
        from unnest(${batch.ids}::integer[], ${batch.tokens}::text[], ${batch.words}::integer[]) as batch(unit_id, tokens, words)`;
      if (!shortUnits) await sql`insert into ${sql.table(units)} (tm_id, unit_id, tokens, words) ${rows}`.execute(trx);
      else
        await sql`
          with batch as (${rows}),
          long as (insert into ${sql.table(units)} select * from batch where words > ${SHORT_UNIT_WORDS})
          insert into ${sql.table(shortUnits)} select * from batch where words <= ${SHORT_UNIT_WORDS}`.execute(trx);
    });
    if (strategy === 'indexed') await countTokens(db, tokens, id, batch.tokenCounts);
    after = page[page.length - 1]!.id;
    done += page.length;
    await reportProgress(total > 0 ? Math.min(0.8, (0.8 * done) / total) : 0.8);
  }
  if (strategy === 'indexed') {
    // A lookup reads the GIN index's pending list through: what the last batches left there goes into the index.
    const { rows } = await sql<{ index: string }>`
      select indexrelid::regclass::text as index from pg_index
      where indrelid in (${units}::regclass, ${words}::regclass) and not indisprimary`.execute(db);
    for (const { index } of rows) await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  } else {
    await sql
      .raw(`insert into ${units} select * from ${shortUnits} order by words, unit_id; drop table ${shortUnits}`)
      .execute(db);
    await addUnitsIndexes(db, units, id);
    await addWordsIndexes(db, words, id);
    await sql
      .raw(
        `
    create table ${tokens} as
    select ${id} as tm_id, token, count(*)::integer as units from (
      select unnest(tokens) as token from ${units} union all select unnest(trigrams) from ${words}
    ) as held group by token`,
      )
      .execute(db);
    await sql
      .raw(
        `alter table ${tokens} alter column tm_id set not null, alter column token set not null, alter column units set not null`,
      )
      .execute(db);
    await sql.raw(`alter table ${tokens} add primary key (token)`).execute(db);
    await sql.raw(`alter table ${tokens} add constraint ${tokens}_tm check (tm_id = ${id})`).execute(db);
    // Statistics before the first lookup: autovacuum analyzes a new table late (a minute or more after, never
    // where it is off), and till then the planner guesses the lookup's index scans and word-count filter blind.
    // Not on the embedded database, which has no autovacuum either but whose one connection analyze would hold.
    await sql.raw(`analyze ${units}, ${tokens}, ${words}`).execute(db);
  }
  await reportProgress(0.95);
  const swapped = await swapIn(db, id, { units, tokens, words });
  if (!swapped) {
    await sql.raw(`drop table if exists ${units}, ${tokens}, ${words}`).execute(db);
    return false;
  }
  await indexUnitsChangedSince(db, id, startedAt);
  return true;
}

/**
 * How long the swap waits for its locks before it gives way and tries again. Dropping the previous index, attached
 * partitions, locks all of tm_match_units and tm_match_tokens and waits, holding that lock, for the lookups in flight,
 * while every later lookup of every TM queues behind it: the wait is what all lookups may wait.
 */
const SWAP_LOCK_TIMEOUT_MS = 200;
/** Tries before the swap waits as long as it takes; the previous index serves lookups all the while. */
const SWAP_TRIES = 30;

/**
 * Puts the built tables in place of the TM's index (its previous one, if any, dropped), in one short transaction,
 * and marks the index ready. Answers false when the TM was deleted meanwhile.
 */
async function swapIn(db: Db, tmId: number, built: { units: string; tokens: string; words: string }): Promise<boolean> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        if (attempt < SWAP_TRIES) await sql.raw(`set local lock_timeout = ${SWAP_LOCK_TIMEOUT_MS}`).execute(trx);
        // Locks the claim: a TM deleted from here on waits for the swap, and its partitions go at the next start.
        const claim = await trx
          .selectFrom('tm_match_state')
          .select('tm_id')
          .where('tm_id', '=', tmId)
          .forUpdate()
          .executeTakeFirst();
        if (!claim) return false;
        const partitions = [
          ['tm_match_units', built.units, unitsPartition(tmId)],
          ['tm_match_tokens', built.tokens, tokensPartition(tmId)],
          ['tm_match_words', built.words, wordsPartition(tmId)],
        ] as const;
        await sql.raw(`drop table if exists ${partitions.map(([, , name]) => name).join(', ')}`).execute(trx);
        for (const [parent, table, name] of partitions) {
          await sql.raw(`alter table ${table} rename to ${name}`).execute(trx);
          await sql.raw(`alter table ${parent} attach partition ${name} for values in (${tmId})`).execute(trx);
        }
        await trx.updateTable('tm_match_state').set({ status: 'ready' }).where('tm_id', '=', tmId).execute();
        return true;
      });
    } catch (error) {
      if (!isLockNotAvailable(error) || attempt >= SWAP_TRIES) throw error;
      // Lets the lookups queued behind it through, and comes back at a moment that may be quieter.
      await setTimeout(Math.min(2_000, 100 * attempt) * (0.5 + Math.random()));
    }
  }
}

/**
 * The primary key, the GIN index and the TM's check (which lets the table become the TM's partition without a
 * scan). Unnamed index: it keeps its name when the table becomes the partition, so a fixed one
 * (`${units}_tokens`) would already exist at the next build of this TM; PostgreSQL picks a free name.
 */
async function addUnitsIndexes(db: Db, units: string, tmId: number): Promise<void> {
  await sql.raw(`alter table ${units} add primary key (unit_id)`).execute(db);
  await sql.raw(`create index on ${units} using gin (tokens)`).execute(db);
  await sql.raw(`alter table ${units} add constraint ${units}_tm check (tm_id = ${tmId})`).execute(db);
}

/** The vocabulary's key, the GIN index of its trigrams and the TM's check (as addUnitsIndexes). */
async function addWordsIndexes(db: Db, words: string, tmId: number): Promise<void> {
  await sql.raw(`alter table ${words} add primary key (words, position, word)`).execute(db);
  await sql.raw(`create index on ${words} using gin (trigrams)`).execute(db);
  await sql.raw(`alter table ${words} add constraint ${words}_tm check (tm_id = ${tmId})`).execute(db);
}

/** Adds a batch's token counts to the table being built (an 'indexed' build counts batch by batch). */
async function countTokens(db: Db, tokens: string, tmId: number, counts: ReadonlyMap<number, number>): Promise<void> {
  await sql`
    insert into ${sql.table(tokens)} (tm_id, token, units)
    select ${tmId}, token, units from unnest(${pgArrayLiteral([...counts.keys()])}::integer[],
      ${pgArrayLiteral([...counts.values()])}::integer[]) as batch(token, units)
    on conflict (token) do update set units = ${sql.table(tokens)}.units + excluded.units`.execute(db);
}

/**
 * Re-indexes the TM's units changed since `since` (while the build read the others), reading the TM by keyset
 * pages of ids (there is no index on updated_at, and one statement over the whole TM would hold the embedded
 * database), with the text of the changed ones only.
 */
async function indexUnitsChangedSince(db: Db, tmId: number, since: Date): Promise<void> {
  let after = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; source_text: string | null }>`
      select id, case when updated_at >= ${since} then source_text end as source_text from tm_units
      where tm_id = ${tmId} and id > ${after} order by id limit ${CHANGED_SCAN_PAGE}`.execute(db);
    if (rows.length === 0) return;
    const changed = rows.filter((row): row is UnitText => row.source_text !== null);
    await indexUnits(db, tmId, changed);
    after = rows[rows.length - 1]!.id;
  }
}

/**
 * Drops a TM's match index before the TM goes (the delete route): the foreign key would otherwise delete its rows
 * in the delete's statement (1.0 s at 2M units), keep their space as dead rows, and leave the empty partitions to
 * the next start.
 */
export async function dropMatchIndex(db: Db, tmId: number): Promise<void> {
  await dropPartition(db, 'tm_match_units', unitsPartition(tmId));
  await dropPartition(db, 'tm_match_tokens', tokensPartition(tmId));
  await dropPartition(db, 'tm_match_words', wordsPartition(tmId));
}

/**
 * Drops the index of TMs that are gone: one deleted while its index was built leaves the tables the build made.
 * A leftover may still be attached, so each goes through dropPartition, which lookups of the other TMs never wait for.
 */
export async function dropIndexesOfDeletedTms(db: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relkind in ('r', 'p') and c.relname ~ '^tm_match_(units|tokens|words)_[0-9]+(_next(_short)?)?$'
      and not exists (select 1 from translation_memories tm where tm.id = substring(c.relname from '[0-9]+')::integer)`.execute(
    db,
  );
  for (const { name } of rows) await dropPartition(db, name.replace(/_[0-9]+(_next(_short)?)?$/, ''), name);
}

/**
 * Whether the TM `tm` (an alias of translation_memories) needs its index (re)built: it is done importing and has
 * no index, or an import started after its index was built (a merge changes units in bulk).
 */
export function needsIndexBuild(tm: string) {
  return sql<boolean>`(${sql.ref(`${tm}.processing_status`)} = 'done' and not exists (
    select 1 from tm_match_state state
    where state.tm_id = ${sql.ref(`${tm}.id`)} and (state.status = 'indexing' or not exists (
      select 1 from jobs where jobs.kind = ${TM_IMPORT_JOB} and jobs.target_id = state.tm_id
        and jobs.started_at > state.updated_at))))`;
}

/**
 * Claims the (re)build of the index of each TM that needs one (needsIndexBuild) and runs it as a background job.
 * The claim is one statement, so only one process builds a TM's index however many ask.
 */
export async function startNeededIndexBuilds(app: FastifyInstance, tmIds?: readonly number[]): Promise<void> {
  if (tmIds && tmIds.length === 0) return;
  const ids = tmIds ? pgArrayLiteral([...tmIds]) : null;
  const claimed = await sql<{ tm_id: number }>`
    with wanted as (
      select tm.id from translation_memories tm
      where (${ids}::integer[] is null or tm.id = any(${ids}::integer[])) and ${needsIndexBuild('tm')}
    )
    insert into tm_match_state (tm_id, status) select id, 'indexing' from wanted
    on conflict (tm_id) do update set status = 'indexing', updated_at = now() where tm_match_state.status = 'ready'
    returning tm_id`.execute(app.db);
  for (const { tm_id } of claimed.rows) await runIndexBuild(app, tm_id);
}

async function runIndexBuild(app: FastifyInstance, tmId: number): Promise<void> {
  await app.jobs.run({
    kind: MATCH_INDEX_JOB,
    targetId: tmId,
    work: async (job) => {
      const startedAt = performance.now();
      if (!(await buildMatchIndex(app.db, tmId, (fraction) => job.reportProgress(fraction)))) {
        app.log.info({ tmId }, 'TM deleted while its match index was built');
        return;
      }
      app.log.info({ tmId, seconds: Math.round(performance.now() - startedAt) / 1000 }, 'TM match index built');
    },
    onFailure: async () => {
      // Let the next lookup or start claim it again.
      await app.db.deleteFrom('tm_match_state').where('tm_id', '=', tmId).where('status', '=', 'indexing').execute();
    },
  });
}

/** Start-up: resume builds cut short by a dead process, index TMs that have none (in the background, never awaited). */
export function registerMatchIndexing(app: FastifyInstance): void {
  app.jobs.onRecover(MATCH_INDEX_JOB, async (job) => {
    if (job.target_id !== null) await runIndexBuild(app, job.target_id);
  });
  app.addHook('onReady', async () => {
    void dropIndexesOfDeletedTms(app.db)
      .then(() => startNeededIndexBuilds(app))
      .catch((error: unknown) => app.log.error({ err: error }, 'match index builds could not be started'));
  });
}
