/**
 * Pre-translation figures: generates an XLIFF of S segments and a TMX of U units from the same vocabulary (30% of
 * the segments are TM sources, 30% TM sources with 1-2 words changed, the rest unrelated sentences), imports both
 * through the real server (the TM linked to a project, its match index built, the document uploaded into the
 * project), then times Tessera's pre-translation at threshold 75 from the POST to the job's end (GET /jobs/{id}).
 * In the same run translate-toolkit's `pretranslate` (Debian package translate-toolkit) runs on the same files
 * (`pretranslate -t doc.xlf --tm=tm.tmx -s 75 doc.xlf out.xlf`); it writes its matches as <alt-trans>, so the
 * units holding one are what it filled. Tessera's filled segments are those with a TM origin afterwards.
 *
 *   node bench/pretranslate.ts                                          # 1,000 segments vs 100,000 units, PostgreSQL
 *   node bench/pretranslate.ts --segments 10000 --units 1000000 --no-peer
 *   node bench/pretranslate.ts --backend pglite
 *   node bench/pretranslate.ts --segments 10000 --units 1000000 --no-peer --database tessera_bench_pretranslate
 *
 * `--database NAME` (PostgreSQL) keeps that database after the run and reuses a TM of the same size imported
 * there by an earlier run (its match index already built); the document is uploaded again into a new project.
 *
 * Also prints the analysis time of the same document. PostgreSQL: DATABASE_URL's server (default
 * postgres://postgres@127.0.0.1:5432/test), in a database of its own. Last line:
 * `pretranslate: <S> segments vs <U> units: tessera <a> s, translate-toolkit <b> s, speedup <b/a>x, filled tessera <x> translate-toolkit <y>`
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, openAsBlob, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import type { DocumentRecordPage, Job, TranslationMemory } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import { benchDatabase, startApiServer, waitUntilDone, type ApiServer } from './api-server.ts';
import { json, loadAverage, option, pickWord, signIn, text, writeTmx, xliffOf } from './measure.ts';

const SEGMENTS = Number(option('segments', '1000'));
const UNITS = Number(option('units', '100000'));
const BACKEND = option('backend', 'postgres') as 'postgres' | 'pglite';
const NO_PEER = process.argv.includes('--no-peer');
const THRESHOLD = 75;
const KEEP = BACKEND === 'postgres' && process.argv.includes('--database') ? option('database', '') : undefined;
const TM_NAME = `Bench TM ${UNITS}`;

// ---------- the same vocabulary for both files (measure.ts) ----------

/** 4-40 words, most 8-20. */
const sentenceLength = (random: () => number) => Math.min(40, 4 + Math.floor(-Math.log(1 - random()) * 10));
const sentence = (random: () => number) => Array.from({ length: sentenceLength(random) }, () => pickWord(random));

/** Replaces or inserts one or two words (a fuzzy counterpart). */
function edit(random: () => number, words: readonly string[]): string[] {
  const edited = [...words];
  const edits = 1 + Math.floor(random() * 2);
  for (let i = 0; i < edits; i++) {
    const at = Math.floor(random() * edited.length);
    if (random() < 0.7) edited[at] = pickWord(random);
    else edited.splice(at, 0, pickWord(random));
  }
  return edited;
}

function generate(): { units: string[][]; segments: string[] } {
  const random = prng(42);
  const units = Array.from({ length: UNITS }, () => sentence(random));
  const segments: string[] = [];
  for (let i = 0; i < SEGMENTS; i++) {
    const kind = random();
    const unit = units[Math.floor(random() * units.length)]!;
    if (kind < 0.3) segments.push(text(unit));
    else if (kind < 0.6) segments.push(text(unit.length >= 8 ? edit(random, unit) : unit));
    else segments.push(text(sentence(random)));
  }
  return { units, segments };
}

// ---------- measuring ----------

const seconds = (ms: number) => (ms / 1000).toFixed(2);

function runPeer(work: string): { seconds: number; filled: number } | null {
  const probe = spawnSync('pretranslate', ['--version'], { encoding: 'utf8' });
  if (probe.error) {
    console.log('  translate-toolkit: skipped, `pretranslate` is not installed (apt-get install translate-toolkit)');
    return null;
  }
  const doc = join(work, 'doc.xlf');
  const out = join(work, 'out.xlf');
  const startedAt = performance.now();
  const run = spawnSync(
    'pretranslate',
    ['-t', doc, `--tm=${join(work, 'tm.tmx')}`, '-s', String(THRESHOLD), doc, out],
    { encoding: 'utf8', maxBuffer: 1 << 26 },
  );
  const elapsed = performance.now() - startedAt;
  if (run.status !== 0) throw new Error(`pretranslate failed (${run.status}): ${run.stderr.slice(0, 2000)}`);
  const units = readFileSync(out, 'utf8').split('<trans-unit').slice(1);
  return { seconds: elapsed / 1000, filled: units.filter((unit) => unit.includes('<alt-trans')).length };
}

async function importTm(base: string, headers: Record<string, string>, path: string): Promise<{ id: number }> {
  const importStarted = performance.now();
  const form = new FormData();
  form.append('name', TM_NAME);
  form.append('file', await openAsBlob(path), 'tm.tmx');
  const tm = await json<{ id: number }>(
    await fetch(`${base}/api/translation_memory/import`, { method: 'POST', headers, body: form }),
  );
  await waitUntilDone(base, headers, `/api/translation_memory/${tm.id}`, 3_600_000);
  console.log(`  TMX import: ${seconds(performance.now() - importStarted)} s`);
  return tm;
}

const DOCUMENT_NAME = `doc-${SEGMENTS}.xlf`;

/** A new project using the TM (its match index built unless reused) and the document uploaded into it. */
async function uploadDocument(
  server: ApiServer,
  headers: Record<string, string>,
  tmId: number,
  path: string,
  indexed: boolean,
): Promise<number> {
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const project = await json<{ id: number }>(
    await fetch(`${server.base}/api/projects/`, {
      method: 'POST',
      headers: jsonHeaders,
      body: JSON.stringify({ name: 'Bench', source_lang: 'en', target_lang: 'de' }),
    }),
  );
  const indexStarted = performance.now();
  await json(
    await fetch(`${server.base}/api/projects/${project.id}/translation_memories`, {
      method: 'PUT',
      headers: jsonHeaders,
      body: JSON.stringify({ memories: [{ id: tmId, mode: 'read' }] }),
    }),
  );
  if (!indexed) {
    await server.logged('TM match index built');
    console.log(`  match index built in ${seconds(performance.now() - indexStarted)} s`);
  }
  const form = new FormData();
  form.append('project_id', String(project.id));
  form.append('file', await openAsBlob(path), DOCUMENT_NAME);
  const document = await json<{ id: number }>(
    await fetch(`${server.base}/api/document/`, { method: 'POST', headers, body: form }),
  );
  await waitUntilDone(server.base, headers, `/api/document/${document.id}`);
  return document.id;
}

/**
 * The document an earlier run of this size imported into the kept database, its segments emptied again (the
 * state an import leaves them in), or null.
 */
async function keptDocument(databaseUrl: string): Promise<{ id: number } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = await client.query<{ id: number }>(
      `select d.id from documents d
       where exists (select 1 from jobs j where j.kind = 'document.import' and j.target_id = d.id and j.status = 'done')
         and d.name = $1 and d.records_count = $2 order by d.id desc limit 1`,
      [DOCUMENT_NAME, SEGMENTS],
    );
    const id = found.rows[0]?.id;
    if (id === undefined) return null;
    await client.query(
      `update document_records set target = '', target_text = '', approved = false, state = null, origin = null,
         match_percent = null where document_id = $1`,
      [id],
    );
    console.log(`  document: reused ${DOCUMENT_NAME} (${id}) of database ${KEEP}, its segments emptied`);
    return { id };
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  console.log(
    `pretranslate bench: ${SEGMENTS.toLocaleString('en')} segments vs ${UNITS.toLocaleString('en')} units on ${BACKEND}; load ${loadAverage()}`,
  );
  const work = mkdtempSync(join(tmpdir(), 'tessera-pretranslate-'));
  const database = await benchDatabase(BACKEND, KEEP);
  let server: ApiServer | undefined;
  try {
    const { units, segments } = generate();
    writeFileSync(join(work, 'doc.xlf'), xliffOf(segments));

    server = await startApiServer(database.env);
    const headers = await signIn(server.base);
    const jsonHeaders = { ...headers, 'content-type': 'application/json' };
    const kept = (
      await json<TranslationMemory[]>(await fetch(`${server.base}/api/translation_memory/`, { headers }))
    ).find((memory) => memory.name === TM_NAME && memory.processing_status === 'done');
    if (!kept || !NO_PEER) await writeTmx(join(work, 'tm.tmx'), units.map(text));
    const tm = kept ?? (await importTm(server.base, headers, join(work, 'tm.tmx')));
    if (kept) console.log(`  TMX import: reused ${TM_NAME} of database ${KEEP}`);

    const document = (KEEP && kept && (await keptDocument(database.env.DATABASE_URL!))) || {
      id: await uploadDocument(server, headers, tm.id, join(work, 'doc.xlf'), kept !== undefined),
    };

    const analysisStarted = performance.now();
    const analysis = await json<{ bands: { band: string; segments: number }[] }>(
      await fetch(`${server.base}/api/document/${document.id}/analysis`, { headers }),
    );
    const analysisMs = performance.now() - analysisStarted;
    console.log(
      `  analysis: ${seconds(analysisMs)} s (${analysis.bands.map((band) => `${band.band} ${band.segments}`).join(', ')})`,
    );

    const startedAt = performance.now();
    const { job_id } = await json<{ job_id: number }>(
      await fetch(`${server.base}/api/document/${document.id}/pretranslate`, {
        method: 'POST',
        headers: jsonHeaders,
        body: JSON.stringify({ threshold: THRESHOLD }),
      }),
    );
    let job: Job;
    for (;;) {
      job = await json<Job>(await fetch(`${server.base}/api/jobs/${job_id}`, { headers }));
      if (job.status !== 'running' && job.status !== 'queued') break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const tesseraSeconds = (performance.now() - startedAt) / 1000;
    if (job.status !== 'done') throw new Error(`pre-translation ended ${job.status}: ${job.message}`);
    console.log(`  tessera: ${tesseraSeconds.toFixed(2)} s; ${job.message}`);

    let filled = 0;
    for (let page = 0; ; page++) {
      const body = await json<DocumentRecordPage>(
        await fetch(`${server.base}/api/document/${document.id}/records?page=${page}`, { headers }),
      );
      filled += body.records.filter(
        (record) =>
          (record.origin === 'tm-exact' || record.origin === 'tm-fuzzy') && (record.match_percent ?? 0) >= THRESHOLD,
      ).length;
      if (body.records.length === 0 || (page + 1) * 100 >= body.total_rows) break;
    }
    await server.stop();
    server = undefined;

    const peer = NO_PEER ? null : runPeer(work);
    if (NO_PEER) console.log('  translate-toolkit: skipped (--no-peer)');
    else if (peer)
      console.log(`  translate-toolkit: ${peer.seconds.toFixed(2)} s, ${peer.filled} units with an <alt-trans>`);
    console.log(`  load average at the end ${loadAverage()}`);
    const b = peer ? `${peer.seconds.toFixed(2)} s` : 'skipped';
    const speedup = peer ? `${(peer.seconds / tesseraSeconds).toFixed(1)}x` : 'n/a';
    console.log(
      `pretranslate: ${SEGMENTS} segments vs ${UNITS} units: tessera ${tesseraSeconds.toFixed(2)} s, translate-toolkit ${b}, speedup ${speedup}, filled tessera ${filled} translate-toolkit ${peer ? peer.filled : 'skipped'}`,
    );
  } finally {
    await server?.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
