/**
 * The concordance search's statements on the scale bench's installation (scale.ts, built or reused there): words
 * drawn as the bench's translators draw them (a word of 4 letters or more of a German document's segment), each
 * searched in the scale TM one at a time, by reading all of its ids and by reading the newest first as the route
 * does (`concordancePage`), each timed and its buffers read by `explain (analyze, buffers)`. Buffers do not
 * depend on the machine's load; times do. The two ways alternate which goes first, as the cache favours the second.
 *
 *   node bench/scale-concordance.ts                      # 40 words of tessera_scale
 *   node bench/scale-concordance.ts --words 100 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *   node bench/scale-concordance.ts --newest-ids 125000    # another range read first than the route's
 *   node bench/scale-concordance.ts --search-in either     # every word in the source or in the target
 *
 * Last line: `concordance: <n> words, all ids p95 <ms> ms / <buffers> buffers, newest first p95 <ms> ms /
 * <buffers> buffers`.
 */
import { CONCORDANCE_PAGE_SIZE } from '@tessera/shared/contract';
import { openDatabase } from '../server/src/db/database.ts';
import {
  concordancePage,
  concordanceWhere,
  hitsStatement,
  NEWEST_IDS,
  newestIdsFrom,
  type SearchIn,
} from '../server/src/tm/matching/concordance.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { buffersOf, noFigures, scaleTmAndSources, summary } from './scale-statements.ts';

const WORDS = Number(option('words', '40'));
/** The newest ids read first (concordance.ts' NEWEST_IDS unless given), to compare ranges in one run. */
const NEWEST = Number(option('newest-ids', String(NEWEST_IDS)));
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
  console.log(
    `concordance on ${DATABASE_URL}, TM ${tmId}, ${words.length} words in ${SEARCH_IN}, the newest ${NEWEST} ids first; load average ${loadAverage()}`,
  );
  const all = noFigures();
  const newest = noFigures();
  let widened = 0;
  for (const [n, word] of words.entries()) {
    const where = concordanceWhere([word], [tmId], SEARCH_IN);
    const byAllIds = async () => {
      const started = performance.now();
      await hitsStatement(where, 0).execute(db);
      all.ms.push(performance.now() - started);
      all.buffers.push(await buffersOf(db, hitsStatement(where, 0)));
    };
    const byNewest = async () => {
      const started = performance.now();
      await concordancePage(db, [word], [tmId], 0, { newestIds: NEWEST, searchIn: SEARCH_IN });
      newest.ms.push(performance.now() - started);
      // The statements the route ran: the newest ids', then all ids' where those did not hold a page and one more.
      const from = await newestIdsFrom(db, [tmId], NEWEST);
      let buffers = 0;
      let found = 0;
      if (from !== undefined) {
        buffers += await buffersOf(db, hitsStatement(where, 0, from));
        found = (await hitsStatement(where, 0, from).execute(db)).rows.length;
        if (found <= CONCORDANCE_PAGE_SIZE) widened++;
      }
      if (found <= CONCORDANCE_PAGE_SIZE) buffers += await buffersOf(db, hitsStatement(where, 0));
      newest.buffers.push(buffers);
    };
    if (n % 2 === 0) {
      await byAllIds();
      await byNewest();
    } else {
      await byNewest();
      await byAllIds();
    }
  }
  console.log(`  all ids:      ${summary(all)}`);
  console.log(`  newest first: ${summary(newest)}; ${widened} of ${words.length} searched all ids after the newest`);
  console.log(
    `concordance: ${words.length} words, all ids p95 ${percentile(all.ms, 95).toFixed(1)} ms / ` +
      `${percentile(all.buffers, 95)} buffers, newest first p95 ${percentile(newest.ms, 95).toFixed(1)} ms / ` +
      `${percentile(newest.buffers, 95)} buffers`,
  );
} finally {
  await db.destroy();
}
