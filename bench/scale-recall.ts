/**
 * The scale bench's TM quality figures, after the load: a sample of queries (three in four edits of the TM's own
 * units, one in four of 12 characters or fewer) looked up one at a time through the real server, their recall of
 * matches >= 75 against an exhaustive scan of every unit, and the same queries by Weblate's method (pg_trgm `%`
 * filter, `<->` nearest neighbours on a GiST index, Weblate #20443) over a scratch copy of the units.
 */
import type pg from 'pg';
import type { Substitution } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import { markupSignature } from '../server/src/tm/matching/markup.ts';
import { wordsOf } from '../server/src/tm/matching/text.ts';
import { waitUntilDone } from './api-server.ts';
import { edit, text, xliffOf } from './measure.ts';
import type { ApiClient } from './scale-client.ts';
import { exhaustiveScorer, recallCounts, type ScannedUnit } from './tm-recall.ts';

/** The scratch table of Weblate's method, beside the product's tables (dropped by nothing: `--reuse` keeps it). */
const WEBLATE_TABLE = 'scale_weblate_units';
/** pg_trgm's `%` threshold for Weblate's method, the one bench/tm-match.ts compares with. */
const TRIGRAM_THRESHOLD = 0.5;
/** A Weblate lookup slower than this is stopped and counted as a timeout. */
const TRIGRAM_TIMEOUT_MS = 30_000;
/** A short query: the length at which Weblate's trigram lookups were 40x slower. */
export const SHORT = 12;

export interface Query {
  text: string;
  short: boolean;
}

export interface MethodFigures {
  times: number[];
  shortTimes: number[];
  expected: number;
  found: number;
  shortExpected: number;
  shortFound: number;
  timeouts: number;
  /** Queries with a match >= 75 not found: the query, and the scores found and expected. */
  misses: string[];
}

export interface RecallFigures {
  queries: Query[];
  tessera: MethodFigures;
  weblate: MethodFigures;
  weblateBuildSeconds: number;
  weblateReused: boolean;
  scanSeconds: number;
}

/** A short query from a short unit: as it is, without its full stop, or with a word in the plural. */
function shortVariant(random: () => number, unit: string): string {
  const kind = random();
  const variant = kind < 0.3 ? unit : kind < 0.6 ? unit.replace(/\.$/, '') : unit.replace(/(\p{L}+)(\.?)$/u, '$1s$2');
  return variant.length <= SHORT ? variant : unit;
}

async function sampleQueries(db: pg.Client, tmId: number, count: number): Promise<Query[]> {
  const random = prng(77);
  const shortCount = Math.max(1, Math.round(count / 4));
  const sample = (condition: string, limit: number) =>
    db.query<{ source_text: string }>(
      `select source_text from tm_units where tm_id = $1 and ${condition} order by random() limit $2`,
      [tmId, limit],
    );
  const long = await sample(`length(source_text) > ${SHORT}`, count - shortCount);
  const short = await sample(`length(source_text) <= ${SHORT}`, shortCount);
  return [
    ...long.rows.map((row) => ({ text: text(edit(random, wordsOf(row.source_text))), short: false })),
    ...short.rows.map((row) => ({ text: shortVariant(random, row.source_text), short: true })),
  ].map((query) => ({ ...query, short: query.text.length <= SHORT }));
}

const emptyFigures = (): MethodFigures => ({
  times: [],
  shortTimes: [],
  expected: 0,
  found: 0,
  shortExpected: 0,
  shortFound: 0,
  timeouts: 0,
  misses: [],
});

/** Looks each query up through the server, one at a time, timing each into `figures`: the answers. */
async function tesseraLookups(
  admin: ApiClient,
  tmId: number,
  queries: Query[],
  figures: MethodFigures,
): Promise<Substitution[][]> {
  const document = await admin.upload<{ id: number }>(
    '/api/document/',
    {},
    { name: `scale-recall-${Date.now()}.xlf`, content: new Blob([xliffOf(queries.map((query) => query.text))]) },
  );
  await waitUntilDone(admin.base(), admin.headers, `/api/document/${document.id}`);
  await admin.send('PUT', `/api/document/${document.id}/translation_memories`, {
    memories: [{ id: tmId, mode: 'read' }],
  });
  const ids: number[] = [];
  for (let page = 0; ids.length < queries.length; page++) {
    const { records } = await admin.send<{ records: { id: number }[] }>(
      'GET',
      `/api/document/${document.id}/records?page=${page}`,
    );
    if (records.length === 0) break;
    ids.push(...records.map((record) => record.id));
  }
  const answers: Substitution[][] = [];
  for (const [i, id] of ids.entries()) {
    const started = performance.now();
    answers.push(await admin.send<Substitution[]>('GET', `/api/document/records/${id}/substitutions`));
    (queries[i]!.short ? figures.shortTimes : figures.times).push(performance.now() - started);
  }
  await admin.send('DELETE', `/api/document/${document.id}`);
  return answers;
}

/** Builds (or with `reuse` keeps) the scratch copy of the units and its GiST index; answers the seconds it took. */
async function weblateTable(db: pg.Client, tmId: number, reuse: boolean): Promise<number | undefined> {
  const { rows } = await db.query<{ exists: boolean }>('select to_regclass($1) is not null as exists', [WEBLATE_TABLE]);
  if (reuse && rows[0]!.exists) return undefined;
  const started = performance.now();
  await db.query(`drop table if exists ${WEBLATE_TABLE}`);
  await db.query(`create table ${WEBLATE_TABLE} as select id, source_text from tm_units where tm_id = $1`, [tmId]);
  await db.query(`create index on ${WEBLATE_TABLE} using gist (source_text gist_trgm_ops)`);
  await db.query(`analyze ${WEBLATE_TABLE}`);
  return (performance.now() - started) / 1000;
}

async function weblateLookup(db: pg.Client, query: string): Promise<number[] | 'timeout'> {
  await db.query('begin');
  try {
    await db.query(`set local pg_trgm.similarity_threshold = ${TRIGRAM_THRESHOLD}`);
    await db.query(`set local statement_timeout = ${TRIGRAM_TIMEOUT_MS}`);
    const { rows } = await db.query<{ id: number }>(
      `select id from ${WEBLATE_TABLE} where source_text % $1 order by source_text <-> $1 limit 10`,
      [query],
    );
    await db.query('commit');
    return rows.map((row) => row.id);
  } catch (error) {
    await db.query('rollback');
    if (error instanceof Error && /statement timeout/.test(error.message)) return 'timeout';
    throw error;
  }
}

/** Every unit scored against every query, a page of units at a time: each query's matches >= 75 by unit id. */
async function exhaustiveScan(db: pg.Client, tmId: number, queries: Query[]): Promise<Map<number, number>[]> {
  const scorers = queries.map((query) => exhaustiveScorer(query.text));
  const best = queries.map(() => new Map<number, number>());
  for (let after = 0; ;) {
    const { rows } = await db.query<{ id: number; source: string; source_text: string }>(
      'select id, source, source_text from tm_units where tm_id = $1 and id > $2 order by id limit 20000',
      [tmId, after],
    );
    if (rows.length === 0) return best;
    for (const row of rows) {
      const unit: ScannedUnit = { id: row.id, text: markupSignature(row.source).text, words: wordsOf(row.source_text) };
      scorers.forEach((score, i) => {
        const scored = score(unit);
        if (scored !== undefined) best[i]!.set(unit.id, scored);
      });
    }
    after = rows[rows.length - 1]!.id;
  }
}

function count(
  figures: MethodFigures,
  query: Query,
  counts: { expected: number; found: number },
  explain: () => string,
) {
  if (counts.found < counts.expected) figures.misses.push(`"${query.text}": ${explain()}`);
  figures.expected += counts.expected;
  figures.found += counts.found;
  if (query.short) {
    figures.shortExpected += counts.expected;
    figures.shortFound += counts.found;
  }
}

export async function measureRecall(
  { admin, db }: { admin: ApiClient; db: pg.Client },
  tmId: number,
  { queries: queryCount, reuse }: { queries: number; reuse: boolean },
): Promise<RecallFigures> {
  const queries = await sampleQueries(db, tmId, queryCount);
  const tessera = emptyFigures();
  const weblate = emptyFigures();

  const answers = await tesseraLookups(admin, tmId, queries, tessera);

  const built = await weblateTable(db, tmId, reuse);
  const weblateIds: (number[] | 'timeout')[] = [];
  for (const query of queries) {
    const started = performance.now();
    const ids = await weblateLookup(db, query.text);
    const ms = performance.now() - started;
    weblateIds.push(ids);
    (query.short ? weblate.shortTimes : weblate.times).push(ms);
    if (ids === 'timeout') weblate.timeouts++;
  }

  const scanStarted = performance.now();
  const best = await exhaustiveScan(db, tmId, queries);
  const scanSeconds = (performance.now() - scanStarted) / 1000;
  queries.forEach((query, i) => {
    const answer = answers[i] ?? [];
    const lowest = answer.length === 10 ? Math.min(...answer.map((match) => match.similarity)) : undefined;
    const expected = () =>
      `expected ${[...best[i]!.values()]
        .sort((a, b) => b - a)
        .slice(0, 10)
        .join(', ')} (of ${best[i]!.size} >= 75)`;
    count(
      tessera,
      query,
      recallCounts(best[i]!, new Set(answer.map((match) => match.unit_id)), lowest),
      () => `answered ${answer.map((match) => match.similarity).join(', ')}; ${expected()}`,
    );
    const ids = weblateIds[i]!;
    // Weblate's ten nearest by trigram distance, scored as the matcher scores them for the "crowded out" rule.
    const returned = ids === 'timeout' ? new Set<number>() : new Set(ids);
    const scores = [...returned].map((id) => best[i]!.get(id) ?? 0);
    const weblateLowest = returned.size === 10 ? Math.min(...scores) : undefined;
    count(
      weblate,
      query,
      recallCounts(best[i]!, returned, weblateLowest),
      () => `answered ${ids === 'timeout' ? 'nothing (timeout)' : scores.join(', ')}; ${expected()}`,
    );
  });
  return {
    queries,
    tessera,
    weblate,
    weblateBuildSeconds: built ?? 0,
    weblateReused: built === undefined,
    scanSeconds,
  };
}
