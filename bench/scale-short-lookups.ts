/**
 * The statements of short lookups on the scale bench's installation (scale.ts, built or reused there): segments
 * of one or two words from the project's documents in the TM's language, looked up one at a time in process as
 * the matcher does (`findMatches`' statements: by the query's words, then by each word's trigrams), each statement
 * timed and its buffers read by `explain (analyze, buffers)`. Buffers do not depend on the machine's load; times do.
 *
 *   node bench/scale-short-lookups.ts                      # 80 segments of tessera_scale
 *   node bench/scale-short-lookups.ts --segments 200 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *
 * Last line: `short lookups: <n> segments, by words p95 <ms> ms / <buffers> buffers, by trigrams p95 <ms> ms /
 * <buffers> buffers`.
 */
import { sql, type RawBuilder } from 'kysely';
import { openDatabase } from '../server/src/db/database.ts';
import { pgArrayLiteral } from '../server/src/db/array-literal.ts';
import { candidatesStatement, nearWordsPlans, planCandidates } from '../server/src/tm/matching/matcher.ts';
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

async function measure(figures: Figures, statements: readonly RawBuilder<unknown>[]): Promise<void> {
  const started = performance.now();
  for (const statement of statements) await db.executeQuery(statement.compile(db));
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
  const byWordCount = new Map<number, { words: Figures; trigrams: Figures }>();
  const all = { words: { ms: [], buffers: [] } as Figures, trigrams: { ms: [], buffers: [] } as Figures };
  for (const source of sources) {
    const words = wordsOf(source);
    let figures = byWordCount.get(words.length);
    if (!figures)
      byWordCount.set(words.length, (figures = { words: { ms: [], buffers: [] }, trigrams: { ms: [], buffers: [] } }));
    await measure(figures.words, [candidatesStatement(tmIds, planCandidates(words))]);
    // A query whose words are too short for any trigram bound has no such statement: there is nothing to time.
    const nearPlans = nearWordsPlans(words);
    if (nearPlans.length > 0)
      await measure(
        figures.trigrams,
        nearPlans.map((plan) => candidatesStatement(tmIds, plan)),
      );
  }
  for (const [count, figures] of [...byWordCount].sort(([a], [b]) => a - b)) {
    console.log(`  ${count} word${count === 1 ? '' : 's'} (${figures.words.ms.length} segments)`);
    console.log(`    by words:    ${summary(figures.words)}`);
    console.log(`    by trigrams: ${summary(figures.trigrams)}`);
    for (const key of ['words', 'trigrams'] as const) {
      all[key].ms.push(...figures[key].ms);
      all[key].buffers.push(...figures[key].buffers);
    }
  }
  console.log(
    `short lookups: ${sources.length} segments, by words p95 ${percentile(all.words.ms, 95).toFixed(1)} ms / ` +
      `${percentile(all.words.buffers, 95)} buffers, by trigrams p95 ${percentile(all.trigrams.ms, 95).toFixed(1)} ms / ` +
      `${percentile(all.trigrams.buffers, 95)} buffers`,
  );
} finally {
  await db.destroy();
}
