/**
 * The concordance search's statements on the scale bench's installation (scale.ts, built or reused there): words
 * drawn as the bench's translators draw them (a word of 4 letters or more of a German document's segment), each
 * searched in the scale TM one at a time, by reading all of its ids and by reading the newest first as the route
 * does (`concordancePage`), each timed and its buffers read by `explain (analyze, buffers)`. Buffers do not
 * depend on the machine's load; times do. The two ways alternate which goes first, as the cache favours the second.
 *
 *   node bench/scale-concordance.ts                      # 40 words of tessera_scale
 *   node bench/scale-concordance.ts --words 100 --database-url postgres://postgres@127.0.0.1:5432/tessera_scale
 *
 * Last line: `concordance: <n> words, all ids p95 <ms> ms / <buffers> buffers, newest first p95 <ms> ms /
 * <buffers> buffers`.
 */
import { sql, type RawBuilder } from 'kysely';
import { CONCORDANCE_PAGE_SIZE } from '@tessera/shared/contract';
import { openDatabase } from '../server/src/db/database.ts';
import {
  concordancePage,
  concordanceWhere,
  hitsStatement,
  newestIdsFrom,
} from '../server/src/tm/matching/concordance.ts';
import { loadAverage, option, percentile } from './measure.ts';
import { NAMES, TM_LANGUAGE } from './scale-build.ts';

const WORDS = Number(option('words', '40'));
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

const summary = (figures: Figures) =>
  `p50 ${percentile(figures.ms, 50).toFixed(1)} / p95 ${percentile(figures.ms, 95).toFixed(1)} ms, buffers mean ` +
  `${Math.round(figures.buffers.reduce((sum, n) => sum + n, 0) / figures.buffers.length)} / p95 ${percentile(figures.buffers, 95)}`;

try {
  const tm = await sql<{ id: number }>`
    select id from translation_memories where name = ${NAMES.tm} order by id limit 1`.execute(db);
  const tmId = tm.rows[0]?.id;
  if (tmId === undefined) throw new Error(`no scale TM in ${DATABASE_URL}: build it with node bench/scale.ts first`);
  const { rows } = await sql<{ source: string }>`
    select r.source from document_records r join documents d on d.id = r.document_id
    where d.target_lang = ${TM_LANGUAGE} order by r.id limit ${WORDS * 7}`.execute(db);
  // Every seventh segment's word at a place that moves along, so that words of every frequency come up.
  const words = rows
    .filter((_, n) => n % 7 === 0)
    .map((row, n) => {
      const long = row.source.split(/\W+/).filter((word) => word.length >= 4);
      return long[n % Math.max(long.length, 1)]?.toLowerCase();
    })
    .filter((word): word is string => word !== undefined)
    .slice(0, WORDS);
  console.log(`concordance on ${DATABASE_URL}, TM ${tmId}, ${words.length} words; load average ${loadAverage()}`);
  const all: Figures = { ms: [], buffers: [] };
  const newest: Figures = { ms: [], buffers: [] };
  let widened = 0;
  for (const [n, word] of words.entries()) {
    const where = concordanceWhere([word], [tmId]);
    const byAllIds = async () => {
      const started = performance.now();
      await hitsStatement(where, 0).execute(db);
      all.ms.push(performance.now() - started);
      all.buffers.push(await buffersOf(hitsStatement(where, 0)));
    };
    const byNewest = async () => {
      const started = performance.now();
      await concordancePage(db, [word], [tmId], 0);
      newest.ms.push(performance.now() - started);
      // The statements the route ran: the newest ids', then all ids' where those did not hold a page and one more.
      const from = await newestIdsFrom(db, [tmId]);
      let buffers = 0;
      let found = 0;
      if (from !== undefined) {
        buffers += await buffersOf(hitsStatement(where, 0, from));
        found = (await hitsStatement(where, 0, from).execute(db)).rows.length;
      }
      if (found <= CONCORDANCE_PAGE_SIZE) {
        widened++;
        buffers += await buffersOf(hitsStatement(where, 0));
      }
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
