/**
 * The statements of short lookups on the scale bench's installation (scale.ts, built or reused there): segments
 * of one or two words from the project's documents in the TM's language, looked up one at a time in process as
 * the matcher does (`findMatches`' statements: by the query's words, then its words' near words in the short units'
 * vocabulary and their units), each timed and its buffers read by `explain (analyze, buffers)`, then the whole
 * lookup timed as the route runs it (`findMatches`: its statements one after the other, and the scoring). Buffers
 * do not depend on the machine's load; times do.
 *
 *   node bench/scale-short-lookups.ts                      # 80 segments of tessera_scale
 *   node bench/scale-short-lookups.ts --segments 200 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *
 * Last line: `short lookups: <n> segments, by words p95 <ms> ms / <buffers> buffers, by near words p95 <ms> ms /
 * <buffers> buffers, findMatches p50 <ms> / p95 <ms> ms`.
 */
import type { RawBuilder } from 'kysely';
import { openDatabase } from '../server/src/db/database.ts';
import { pgArrayLiteral } from '../server/src/db/array-literal.ts';
import {
  candidatesStatement,
  findMatches,
  nearUnitsStatement,
  nearWordsPlans,
  nearWordsStatement,
  planCandidates,
} from '../server/src/tm/matching/matcher.ts';
import { segmentSignature } from '../server/src/tm/matching/markup.ts';
import { SHORT_UNIT_WORDS, wordsOf } from '../server/src/tm/matching/text.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { buffersOf, noFigures, scaleTmAndSources, summary, type Figures } from './scale-statements.ts';

const SEGMENTS = Number(option('segments', '80'));
const DATABASE_URL = option('database-url', 'postgres://postgres@127.0.0.1:5432/tessera_scale');

const { db } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });

/** Times `run` (which answers the statements it ran), then reads each statement's buffers. */
async function measure(figures: Figures, run: () => Promise<RawBuilder<unknown>[]>): Promise<void> {
  const started = performance.now();
  const statements = await run();
  figures.ms.push(performance.now() - started);
  let buffers = 0;
  for (const statement of statements) buffers += await buffersOf(db, statement);
  figures.buffers.push(buffers);
}

try {
  const { tmId, sources: segments } = await scaleTmAndSources(db, DATABASE_URL, SEGMENTS * 50);
  const sources = segments.filter((source) => wordsOf(source).length <= SHORT_UNIT_WORDS).slice(0, SEGMENTS);
  console.log(`short lookups on ${DATABASE_URL}, TM ${tmId}; load average ${loadAverage()}`);
  const tmIds = pgArrayLiteral([tmId]);
  const byWordCount = new Map<number, { words: Figures; near: Figures }>();
  const all = { words: noFigures(), near: noFigures() };
  const lookups: number[] = [];
  for (const source of sources) {
    const words = wordsOf(source);
    let figures = byWordCount.get(words.length);
    if (!figures) byWordCount.set(words.length, (figures = { words: noFigures(), near: noFigures() }));
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
    // The sources come without their codes' kinds: each inline code, if any, counts as a standalone one.
    const started = performance.now();
    await findMatches(db, [{ id: tmId, position: 0 }], segmentSignature(source, []));
    lookups.push(performance.now() - started);
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
      `${percentile(all.near.buffers, 95)} buffers, findMatches p50 ${percentile(lookups, 50).toFixed(1)} / p95 ` +
      `${percentile(lookups, 95).toFixed(1)} ms`,
  );
} finally {
  await db.destroy();
}
