/**
 * The concordance search's statements on the scale bench's installation (scale.ts, built or reused there): words
 * drawn as the bench's translators draw them (a word of 4 letters or more of a German document's segment), each
 * searched in the scale TM one at a time as the route searches (`concordancePage`: a TM of one id range by its
 * whole-table indexes; one cut into ranges by a walk of its newest units, then its ranges newest first), timed,
 * then searched again with every statement's buffers read by `explain (analyze, buffers)`. Buffers do not depend
 * on the machine's load; times do.
 *
 *   node bench/scale-concordance.ts                      # 40 words of tessera_scale
 *   node bench/scale-concordance.ts --words 100 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *   node bench/scale-concordance.ts --walked-units 20000   # another count of newest units walked first
 *   node bench/scale-concordance.ts --search-in either     # every word in the source or in the target
 *   node bench/scale-concordance.ts --cut                  # first cut the TM into ranges as its import would
 *
 * Last line: `concordance: <n> words, p50 <ms> / p95 <ms> ms, buffers mean <n> / p95 <n>`.
 */
import type { RawBuilder } from 'kysely';
import { openDatabase } from '../server/src/db/database.ts';
import { buildSearchIndexes } from '../server/src/tm/repository.ts';
import { searchRangesOfTm } from '../server/src/tm/search-ranges.ts';
import { concordancePage, NEWEST_UNITS_WALKED, type SearchIn } from '../server/src/tm/matching/concordance.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { buffersOf, noFigures, scaleTmAndSources, summary } from './scale-statements.ts';

const WORDS = Number(option('words', '40'));
/** The newest units walked first (concordance.ts' NEWEST_UNITS_WALKED unless given), to compare in one run. */
const WALKED = Number(option('walked-units', String(NEWEST_UNITS_WALKED)));
/** Where the words are looked for: the source, as the editor asks first, or `either` (the API's default). */
const SEARCH_IN = option('search-in', 'source') as SearchIn;
const DATABASE_URL = option('database-url', 'postgres://postgres@127.0.0.1:5432/tessera_scale');

const { db } = await openDatabase({ databaseUrl: DATABASE_URL, dataDir: '' });

try {
  const { tmId, sources } = await scaleTmAndSources(db, DATABASE_URL, WORDS * 7);
  // Every seventh segment's word at a place that moves along, so that words of every frequency come up.
  const words = sources
    .filter((_, n) => n % 7 === 0)
    .map((source, n) => {
      const long = source.split(/\W+/).filter((word) => word.length >= 4);
      return long[n % Math.max(long.length, 1)]?.toLowerCase();
    })
    .filter((word): word is string => word !== undefined)
    .slice(0, WORDS);
  if (process.argv.includes('--cut')) {
    const started = performance.now();
    await buildSearchIndexes(db, tmId);
    console.log(`  cut into ranges: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const ranges = await searchRangesOfTm(db, tmId);
  console.log(
    `concordance on ${DATABASE_URL}, TM ${tmId} in ${ranges.length} id range(s), ${words.length} words in ${SEARCH_IN}, ` +
      `the newest ${WALKED} units walked first; load average ${loadAverage()}`,
  );
  const figures = noFigures();
  let statements = 0;
  for (const word of words) {
    const started = performance.now();
    await concordancePage(db, [word], [tmId], 0, { searchIn: SEARCH_IN, walkedUnits: WALKED });
    figures.ms.push(performance.now() - started);
    let buffers = 0;
    const run = async <Row>(statement: RawBuilder<Row>) => {
      buffers += await buffersOf(db, statement);
      statements++;
      return (await statement.execute(db)).rows;
    };
    await concordancePage(db, [word], [tmId], 0, { searchIn: SEARCH_IN, walkedUnits: WALKED, run });
    figures.buffers.push(buffers);
  }
  console.log(`  ${summary(figures)}; ${statements} statements`);
  console.log(
    `concordance: ${words.length} words, p50 ${percentile(figures.ms, 50).toFixed(1)} / p95 ` +
      `${percentile(figures.ms, 95).toFixed(1)} ms, buffers mean ` +
      `${Math.round(figures.buffers.reduce((sum, n) => sum + n, 0) / figures.buffers.length)} / p95 ${percentile(figures.buffers, 95)}`,
  );
} finally {
  await db.destroy();
}
