/**
 * Fuzzy-match figures: builds a TM of N realistic units (3-60 words over a shared Zipf vocabulary of
 * ~30k words, 20% near-duplicates of earlier units), imports it as TMX through the real server, links it to a
 * document holding 1,000 lookup segments (half TM sources edited by 1-4 words, half unrelated sentences) and times
 * GET /document/records/{id}/substitutions for each, one at a time (the whole request through the real matcher).
 * The same lookups then run as pg_trgm queries (`%` at 0.5 with the TM's GIN index, ordered by similarity(), the
 * method of hat and Weblate) on the same database; recall is checked against an exhaustive scan (every unit scored
 * by the same score function) for matches >= 75, on a sample of the lookups (--recall-lookups).
 * Also printed: the index build time, server RSS, and the time from a server start to the first lookup answered.
 *
 *   node bench/tm-match.ts                                   # 1,000,000 units on PostgreSQL
 *   node bench/tm-match.ts --units 100000 --backend pglite
 *   node bench/tm-match.ts --units 100000 --lookups 1000 --trgm-lookups 200 --recall-lookups 200
 *   node bench/tm-match.ts --database tessera_partitions      # keeps that database afterwards, to measure it
 *
 * `--database NAME` (PostgreSQL) runs in that database and keeps it after the run (drop it yourself), so that the
 * TM's tables can be measured afterwards (e.g. their sizes on disk); name one that does not exist yet, as a second
 * run would import a second TM beside the first.
 * PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), in a database of its own.
 * Last line: `tm-match: <N> units, p50 <a> ms, p95 <b> ms, pg_trgm p95 <c> ms, speedup <c/b>x, recall <r>`.
 */
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { Substitution } from '@tessera/shared/contract';
import { openDatabase, type Db } from '../server/src/db/database.ts';
import { prng } from '../server/src/test/prng.ts';
import { markupSignature } from '../server/src/tm/matching/markup.ts';
import { wordsOf } from '../server/src/tm/matching/text.ts';
import { exhaustiveScorer, RECALL_THRESHOLD as THRESHOLD, recallCounts, type ScannedUnit } from './tm-recall.ts';
import { benchDatabase, startApiServer, waitUntilDone, type ApiServer } from './api-server.ts';
import {
  edit,
  json,
  loadAverage,
  option,
  peakRssMb,
  percentile,
  sentence,
  signIn,
  statusMb,
  text,
  timeEach,
  writeTmx,
  xliffOf,
} from './measure.ts';

const UNITS = Number(option('units', '1000000'));
const BACKEND = option('backend', 'postgres') as 'postgres' | 'pglite';
const LOOKUPS = Number(option('lookups', '1000'));
const TRGM_LOOKUPS = Math.min(LOOKUPS, Number(option('trgm-lookups', String(LOOKUPS))));
const RECALL_LOOKUPS = Math.min(LOOKUPS, Number(option('recall-lookups', '200')));
const KEEP = BACKEND === 'postgres' && process.argv.includes('--database') ? option('database', '') : undefined;

// ---------- realistic synthetic text ----------

/** The TM's sources, generated once (the TMX and the lookups use them). */
function unitSources(): string[] {
  const random = prng(42);
  const sources: string[][] = [];
  for (let i = 0; i < UNITS; i++) {
    const nearDuplicate = sources.length > 0 && random() < 0.2;
    sources.push(nearDuplicate ? edit(random, sources[Math.floor(random() * sources.length)]!) : sentence(random));
  }
  return sources.map(text);
}

function lookupTexts(sources: readonly string[]): string[] {
  const random = prng(99);
  const lookups: string[] = [];
  for (let i = 0; i < LOOKUPS; i++) {
    if (i % 2 === 0) {
      const original = sources[Math.floor(random() * sources.length)]!;
      lookups.push(text(edit(random, wordsOf(original))));
    } else lookups.push(text(sentence(random)));
  }
  return lookups;
}

// ---------- measuring ----------

const ms = (value: number) => value.toFixed(1);

async function firstLookupAfterStart(
  env: Record<string, string>,
  recordId: number,
): Promise<{ server: ApiServer; seconds: number }> {
  const startedAt = performance.now();
  const server = await startApiServer(env);
  const headers = await signIn(server.base);
  for (;;) {
    const response = await fetch(`${server.base}/api/document/records/${recordId}/substitutions`, { headers });
    if (response.ok && ((await response.json()) as Substitution[]).length > 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { server, seconds: (performance.now() - startedAt) / 1000 };
}

async function readUnits(db: Db, tmId: number) {
  const units: ScannedUnit[] = [];
  let after = 0;
  for (;;) {
    const page = await db
      .selectFrom('tm_units')
      .select(['id', 'source', 'source_text'])
      .where('tm_id', '=', tmId)
      .where('id', '>', after)
      .orderBy('id')
      .limit(20_000)
      .execute();
    if (page.length === 0) return units;
    for (const row of page)
      units.push({ id: row.id, text: markupSignature(row.source).text, words: wordsOf(row.source_text) });
    after = page[page.length - 1]!.id;
  }
}

async function trigramLookups(db: Db, tmId: number, lookups: readonly string[]): Promise<number[]> {
  // The method's own index over the whole table: a TM of 1M units or more has its concordance indexes by id
  // range instead (server/src/tm/search-ranges.ts), which a query over all its units cannot use.
  const table = `tm_units_${tmId}`;
  await sql
    .raw(`create index if not exists ${table}_source_trgm on ${table} using gin (lower(source_text) gin_trgm_ops)`)
    .execute(db);
  const { times } = await timeEach(lookups, (lookup) =>
    db.transaction().execute(async (trx) => {
      await sql`set local pg_trgm.similarity_threshold = 0.5`.execute(trx);
      await sql`
        select id, similarity(lower(source_text), ${lookup.toLowerCase()}) as score from ${sql.table(`tm_units_${tmId}`)}
        where lower(source_text) % ${lookup.toLowerCase()} order by score desc limit 10`.execute(trx);
    }),
  );
  return times;
}

async function main(): Promise<void> {
  console.log(
    `tm-match bench: ${UNITS.toLocaleString('en')} units on ${BACKEND}, ${LOOKUPS} lookups; load ${loadAverage()}`,
  );
  const work = mkdtempSync(join(tmpdir(), 'tessera-tm-match-'));
  const database = await benchDatabase(BACKEND, KEEP);
  let server: ApiServer | undefined;
  try {
    const sources = unitSources();
    const lookups = lookupTexts(sources);
    const tmxPath = join(work, 'bench.tmx');
    await writeTmx(tmxPath, sources);

    server = await startApiServer(database.env);
    let headers = await signIn(server.base);
    const importStarted = performance.now();
    const form = new FormData();
    form.append('name', 'Bench TM');
    form.append('file', await openAsBlob(tmxPath), 'bench.tmx');
    const tm = await json<{ id: number }>(
      await fetch(`${server.base}/api/translation_memory/import`, { method: 'POST', headers, body: form }),
    );
    await waitUntilDone(server.base, headers, `/api/translation_memory/${tm.id}`, 3_600_000);
    await server.logged('TM search indexes built');
    console.log(`  TMX import: ${ms((performance.now() - importStarted) / 1000)} s (units and search indexes)`);

    const documentForm = new FormData();
    documentForm.append('file', new Blob([xliffOf(lookups)]), 'lookups.xlf');
    const document = await json<{ id: number }>(
      await fetch(`${server.base}/api/document/`, { method: 'POST', headers, body: documentForm }),
    );
    await waitUntilDone(server.base, headers, `/api/document/${document.id}`);
    const recordIds: number[] = [];
    for (let page = 0; recordIds.length < LOOKUPS; page++) {
      const body = await json<{ records: { id: number }[] }>(
        await fetch(`${server.base}/api/document/${document.id}/records?page=${page}`, { headers }),
      );
      if (body.records.length === 0) break;
      recordIds.push(...body.records.map((record) => record.id));
    }

    const indexStarted = performance.now();
    await json(
      await fetch(`${server.base}/api/document/${document.id}/translation_memories`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ memories: [{ id: tm.id, mode: 'read' }] }),
      }),
    );
    await server.logged('TM match index built');
    console.log(
      `  match index built in ${ms((performance.now() - indexStarted) / 1000)} s; server RSS ${Math.round(statusMb(server.child.pid!, 'VmRSS'))} MB`,
    );

    const { base } = server;
    const { answers, times } = await timeEach(recordIds, async (recordId) =>
      json<Substitution[]>(await fetch(`${base}/api/document/records/${recordId}/substitutions`, { headers })),
    );
    const rss = Math.round(statusMb(server.child.pid!, 'VmRSS'));
    const peak = Math.round(peakRssMb(server.child.pid!));
    const withMatch = answers.filter((answer) => answer.some((match) => match.similarity >= THRESHOLD)).length;
    console.log(
      `  matcher: p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms, max ${ms(Math.max(...times))} ms over ${times.length} lookups (${withMatch} with a match >= ${THRESHOLD})`,
    );
    console.log(`  server RSS after the lookups ${rss} MB, peak ${peak} MB`);

    await server.stop();
    const restart = await firstLookupAfterStart(database.env, recordIds[0]!);
    server = restart.server;
    console.log(
      `  server start to first lookup answered: ${restart.seconds.toFixed(2)} s (RSS then ${Math.round(statusMb(server.child.pid!, 'VmRSS'))} MB)`,
    );
    await server.stop();
    server = undefined;

    const { db, close } = await openBenchDatabase(database.env);
    try {
      const trigram = await trigramLookups(db, tm.id, lookups.slice(0, TRGM_LOOKUPS));
      console.log(
        `  pg_trgm: p50 ${ms(percentile(trigram, 50))} ms, p95 ${ms(percentile(trigram, 95))} ms over ${trigram.length} lookups`,
      );
      const units = await readUnits(db, tm.id);
      let expected = 0;
      let found = 0;
      const checkedAt = performance.now();
      for (let i = 0; i < RECALL_LOOKUPS; i++) {
        const score = exhaustiveScorer(lookups[i]!);
        const best = new Map<number, number>();
        for (const unit of units) {
          const scored = score(unit);
          if (scored !== undefined) best.set(unit.id, scored);
        }
        const returned = new Set(answers[i]!.map((match) => match.unit_id));
        const lowest =
          answers[i]!.length === 10 ? Math.min(...answers[i]!.map((match) => match.similarity)) : undefined;
        const counts = recallCounts(best, returned, lowest);
        expected += counts.expected;
        found += counts.found;
      }
      const recall = expected === 0 ? 1 : found / expected;
      console.log(
        `  recall >= ${THRESHOLD}: ${found}/${expected} over ${RECALL_LOOKUPS} lookups checked exhaustively (${ms((performance.now() - checkedAt) / 1000)} s)`,
      );
      const b = percentile(times, 95);
      const c = percentile(trigram, 95);
      console.log(`  load average at the end ${loadAverage()}`);
      if (KEEP) console.log(`  kept database ${KEEP}: the TM is ${tm.id} (tm_units_${tm.id}, tm_match_units_${tm.id})`);
      console.log(
        `tm-match: ${UNITS} units, p50 ${ms(percentile(times, 50))} ms, p95 ${ms(b)} ms, pg_trgm p95 ${ms(c)} ms, speedup ${(c / b).toFixed(1)}x, recall ${recall.toFixed(3)}`,
      );
    } finally {
      await close();
    }
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

async function openBenchDatabase(env: Record<string, string>): Promise<{ db: Db; close(): Promise<void> }> {
  const opened = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR! });
  return { db: opened.db, close: () => opened.db.destroy() };
}

await main();
