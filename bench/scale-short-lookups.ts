/**
 * The statements of short lookups on the scale bench's installation (scale.ts, built or reused there): segments
 * of one or two words from the project's documents in the TM's language, looked up one at a time in process as
 * the matcher does (`findMatches`' statements: by the query's words, then its words' near words in the short units'
 * vocabulary and their units), each timed and its buffers read by `explain (analyze, buffers)`. Buffers do not
 * depend on the machine's load; times do.
 *
 *   node bench/scale-short-lookups.ts                      # 80 segments of tessera_scale
 *   node bench/scale-short-lookups.ts --segments 200 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *
 * Last line: `short lookups: <n> segments, by words p95 <ms> ms / <buffers> buffers, by near words p95 <ms> ms /
 * <buffers> buffers`.
 */
import { sql, type RawBuilder } from 'kysely';
import { openDatabase } from '../server/src/db/database.ts';
import { pgArrayLiteral } from '../server/src/db/array-literal.ts';
import {
  candidatesStatement,
  nearUnitsStatement,
  nearWordsPlans,
  nearWordsStatement,
  planCandidates,
} from '../server/src/tm/matching/matcher.ts';
import { SHORT_UNIT_WORDS, wordsOf } from '../server/src/tm/matching/text.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { NAMES, TM_LANGUAGE } from './scale-build.ts';

const SEGMENTS = Number(option('segments', '80'));
const DATABASE_URL = option('database-url', 'postgres://postgres@127.0.0.1:5432/tessera_scale');

interface Figures {
  ms: number[];
  buffers: number[];
}

const { db } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });

/** The shared buffers a statement reads (hit or from disk), by its plan's root node. */
async function buffersOf(statement: RawBuilder<unknown>): Promise<number> {
  const compiled = statement.compile(db);
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: Record<string, number> }] }>({
    ...compiled,
    sql: `explain (analyze, buffers, format json) ${compiled.sql}`,
  });
  const root = rows[0]!['QUERY PLAN'][0].Plan;
  return root['Shared Hit Blocks']! + root['Shared Read Blocks']!;
}

/** Times `run` (which answers the statements it ran), then reads each statement's buffers. */
async function measure(figures: Figures, run: () => Promise<RawBuilder<unknown>[]>): Promise<void> {
  const started = performance.now();
  const statements = await run();
  figures.ms.push(performance.now() - started);
  let buffers = 0;
  for (const statement of statements) buffers += await buffersOf(statement);
  figures.buffers.push(buffers);
}

const summary = (figures: Figures) =>
  figures.ms.length === 0
    ? 'no statement'
    : `p50 ${percentile(figures.ms, 50).toFixed(1)} / p95 ${percentile(figures.ms, 95).toFixed(1)} ms, buffers mean ` +
      `${Math.round(figures.buffers.reduce((sum, n) => sum + n, 0) / figures.buffers.length)} / p95 ${percentile(figures.buffers, 95)}`;

try {
  const tm = await sql<{ id: number }>`
    select id from translation_memories where name = ${NAMES.tm} order by id limit 1`.execute(db);
  const tmId = tm.rows[0]?.id;
  if (tmId === undefined) throw new Error(`no scale TM in ${DATABASE_URL}: build it with node bench/scale.ts first`);
  const { rows } = await sql<{ source: string }>`
    select r.source from document_records r join documents d on d.id = r.document_id
    where d.target_lang = ${TM_LANGUAGE} order by r.id limit ${SEGMENTS * 50}`.execute(db);
  const sources = rows
    .map((row) => row.source)
    .filter((source) => wordsOf(source).length <= SHORT_UNIT_WORDS)
    .slice(0, SEGMENTS);
  console.log(`short lookups on ${DATABASE_URL}, TM ${tmId}; load average ${loadAverage()}`);
  const tmIds = pgArrayLiteral([tmId]);
  const byWordCount = new Map<number, { words: Figures; near: Figures }>();
  const all = { words: { ms: [], buffers: [] } as Figures, near: { ms: [], buffers: [] } as Figures };
  for (const source of sources) {
    const words = wordsOf(source);
    let figures = byWordCount.get(words.length);
    if (!figures)
      byWordCount.set(words.length, (figures = { words: { ms: [], buffers: [] }, near: { ms: [], buffers: [] } }));
    const byWords = candidatesStatement(tmIds, planCandidates(words));
    await measure(figures.words, async () => {
      await byWords.execute(db);
      return [byWords];
    });
    // The near words, then their units, with what the first gave (as findMatches).
    await measure(figures.near, async () => {
      const nearWords = nearWordsStatement(tmIds, nearWordsPlans(words));
      const nearUnits = nearUnitsStatement(tmIds, words, (await nearWords.execute(db)).rows);
      if (nearUnits) await nearUnits.execute(db);
      return nearUnits ? [nearWords, nearUnits] : [nearWords];
    });
  }
  for (const [count, figures] of [...byWordCount].sort(([a], [b]) => a - b)) {
    console.log(`  ${count} word${count === 1 ? '' : 's'} (${figures.words.ms.length} segments)`);
    console.log(`    by words:    ${summary(figures.words)}`);
    console.log(`    by near words: ${summary(figures.near)}`);
    for (const key of ['words', 'near'] as const) {
      all[key].ms.push(...figures[key].ms);
      all[key].buffers.push(...figures[key].buffers);
    }
  }
  console.log(
    `short lookups: ${sources.length} segments, by words p95 ${percentile(all.words.ms, 95).toFixed(1)} ms / ` +
      `${percentile(all.words.buffers, 95)} buffers, by near words p95 ${percentile(all.near.ms, 95).toFixed(1)} ms / ` +
      `${percentile(all.near.buffers, 95)} buffers`,
  );
} finally {
  await db.destroy();
}
