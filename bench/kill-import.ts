/**
 * Crash consistency of imports: starts the real server (server/src/main.ts, as `npm start` does), creates a small
 * glossary and TM, then, run after run, uploads a big TMX (a new TM) and a big XLIFF (a new document), kills the
 * server with SIGKILL at a random moment (seeded) and starts it again on the same data folder / database.
 * After each restart it checks that:
 * - the server answers GET /api/health within 30 s;
 * - every import is, once the server's job recovery has had its time (at start on PGlite, after the stale
 *   heartbeat time on PostgreSQL: server/src/jobs/jobs.ts, server/src/config.ts), either done with all the
 *   file's units or 'error' with a message and nothing left of it — never pending/processing, never done with part;
 * - the glossary and TM created at the start still hold exactly what they held.
 * Prints one line per run, then `kill-import: <k>/<runs> restarts consistent, worst restart <s> s`.
 *
 *   node bench/kill-import.ts                                  # PGlite, 1M TUs + a 200k-unit (~94 MB) XLIFF, 10 runs
 *   node bench/kill-import.ts --units 200000 --runs 3          # smaller TMX, fewer runs
 *   node bench/kill-import.ts --xliff-units 0                  # TMX only (--xliff-units N shrinks the XLIFF)
 *   node bench/kill-import.ts --backend postgres --seed 7 --window 30   # kill within 30 s of the upload start
 *
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadableStream } from 'node:stream/web';
import { defaultConfig } from '../server/src/config.ts';
import { syntheticXliff12 } from '../server/src/formats/xliff/synthetic.ts';
import { readXliff } from '../server/src/formats/xliff/parse.ts';
import { prng } from '../server/src/test/prng.ts';
import { signIn } from './measure.ts';
import { createPostgresDatabase, dropPostgresDatabase, spawnServer, waitUntilHealthy } from './api-server.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const UNITS = Number(args.get('units') ?? 1_000_000);
const XLIFF_UNITS = Number(args.get('xliff-units') ?? 200_000);
const RUNS = Number(args.get('runs') ?? 10);
const SEED = Number(args.get('seed') ?? 1);
/** The kill comes between 0.5 s and this many seconds after the uploads start. */
const WINDOW_SECONDS = Number(args.get('window') ?? 60);
const BACKEND = args.get('backend') ?? 'pglite';
const HEALTHY_WITHIN_S = 30;
/**
 * On PostgreSQL a restarted server recovers a job once its heartbeat is older than jobStaleAfterMs, checking
 * every jobHeartbeatMs; on PGlite (one process only) it recovers every earlier job at start.
 */
const RECOVERY_MS =
  BACKEND === 'postgres' ? defaultConfig.jobStaleAfterMs + 2 * defaultConfig.jobHeartbeatMs + 15_000 : 15_000;
const UNFINISHED = ['pending', 'uploaded', 'processing'];

if (!['pglite', 'postgres'].includes(BACKEND)) throw new Error('--backend is pglite or postgres');

// ---------- the files ----------

function generateTmx(path: string): void {
  const generator = new URL('./tmx-import.ts', import.meta.url).pathname;
  const result = spawnSync(process.execPath, [generator, '--units', String(UNITS), '--generate-only', path], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('TMX generation failed');
}

async function generateXliff(path: string): Promise<number> {
  const out = createWriteStream(path);
  for (const piece of syntheticXliff12(XLIFF_UNITS)) {
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  // Segments as Tessera counts them (seg-source splits some units in two).
  const { segments } = await readXliff(createReadStream(path, { highWaterMark: 256 * 1024 }), async () => {});
  return segments;
}

// ---------- the server ----------

interface Server {
  child: ChildProcess;
  base: string;
  startSeconds: number;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  const started = performance.now();
  const { child, base } = await spawnServer({ ...env, LOG_LEVEL: 'warn', UPLOAD_LIMIT_MB: '4096' });
  await waitUntilHealthy(child, base);
  return { child, base, startSeconds: (performance.now() - started) / 1000 };
}

async function killServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGKILL');
  await exited;
}

class Api {
  readonly base: string;
  readonly headers: Record<string, string>;
  constructor(base: string, headers: Record<string, string>) {
    this.base = base;
    this.headers = headers;
  }

  async get<T>(path: string): Promise<T> {
    const response = await fetch(`${this.base}${path}`, { headers: this.headers });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  async post<T>(path: string, body: unknown): Promise<T> {
    const response = await fetch(`${this.base}${path}`, {
      method: 'POST',
      headers: { ...this.headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Streams a file as multipart; resolves with the answer, or the error when the server died meanwhile. */
  async upload(
    path: string,
    fields: Record<string, string>,
    filePath: string,
    filename: string,
    type: string,
  ): Promise<string> {
    const boundary = `kill${Date.now()}${Math.random().toString(16).slice(2)}`;
    async function* body() {
      for (const [name, value] of Object.entries(fields)) {
        yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
      }
      yield Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      );
      for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
      yield Buffer.from(`\r\n--${boundary}--\r\n`);
    }
    try {
      const response = await fetch(`${this.base}${path}`, {
        method: 'POST',
        headers: { ...this.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: ReadableStream.from(body()) as unknown as BodyInit,
        duplex: 'half',
      } as RequestInit);
      await response.arrayBuffer();
      return `answered ${response.status}`;
    } catch {
      return 'cut off';
    }
  }
}

// ---------- what must survive ----------

interface Tm {
  id: number;
  name: string;
  processing_status: string;
  processing_error: string | null;
  processing_progress: number;
  records_count: number;
}
interface Doc {
  id: number;
  name: string;
  status: string;
  processing_error: string | null;
  records_count: number;
}
interface Page {
  records: { source: string; target: string }[];
  total_rows: number;
}

const SEED_TERMS = [
  { source: 'invoice', target: 'Rechnung' },
  { source: 'customer account', target: 'Kundenkonto' },
];
const SEED_UNITS = [
  { source: 'Open the invoice.', target: 'Öffnen Sie die Rechnung.' },
  { source: 'Save your settings.', target: 'Speichern Sie Ihre Einstellungen.' },
];

async function createSeedData(api: Api): Promise<{ glossaryId: number; tmId: number }> {
  const glossary = await api.post<{ id: number }>('/api/glossary/', {
    name: 'Kept terms',
    source_lang: 'en',
    target_lang: 'de',
  });
  for (const term of SEED_TERMS) await api.post(`/api/glossary/${glossary.id}/records`, term);
  const tm = await api.post<{ id: number }>('/api/translation_memory/', {
    name: 'Kept memory',
    source_lang: 'en',
    target_lang: 'de',
  });
  for (const unit of SEED_UNITS) await api.post(`/api/translation_memory/${tm.id}/records`, unit);
  return { glossaryId: glossary.id, tmId: tm.id };
}

const pairs = (page: Page) =>
  page.records
    .map((r) => `${r.source}\t${r.target}`)
    .sort()
    .join('\n');
const expectedPairs = (list: { source: string; target: string }[]) =>
  list
    .map((r) => `${r.source}\t${r.target}`)
    .sort()
    .join('\n');

async function seedProblems(api: Api, seed: { glossaryId: number; tmId: number }): Promise<string[]> {
  const problems: string[] = [];
  const terms = await api.get<Page>(`/api/glossary/${seed.glossaryId}/records`);
  if (pairs(terms) !== expectedPairs(SEED_TERMS)) problems.push(`seed glossary changed (${terms.total_rows} terms)`);
  const units = await api.get<Page>(`/api/translation_memory/${seed.tmId}/records`);
  if (pairs(units) !== expectedPairs(SEED_UNITS)) problems.push(`seed TM changed (${units.total_rows} units)`);
  return problems;
}

/** Waits for every import to leave pending/processing (the recovery time at most); answers the lists. */
async function settledImports(api: Api): Promise<{ tms: Tm[]; docs: Doc[]; stuck: string[] }> {
  const deadline = performance.now() + RECOVERY_MS;
  for (;;) {
    const tms = await api.get<Tm[]>('/api/translation_memory/');
    const docs = await api.get<Doc[]>('/api/document/');
    const stuck = [
      ...tms
        .filter((t) => UNFINISHED.includes(t.processing_status))
        .map((t) => `TM "${t.name}" still ${t.processing_status}`),
      ...docs.filter((d) => UNFINISHED.includes(d.status)).map((d) => `document "${d.name}" still ${d.status}`),
    ];
    if (stuck.length === 0 || performance.now() > deadline) return { tms, docs, stuck };
    await new Promise((r) => setTimeout(r, 500));
  }
}

async function importProblems(api: Api, tms: Tm[], docs: Doc[], xliffSegments: number): Promise<string[]> {
  const problems: string[] = [];
  for (const tm of tms.filter((t) => t.name.startsWith('Kill run'))) {
    const { total_rows: rows } = await api.get<Page>(`/api/translation_memory/${tm.id}/records`);
    if (tm.processing_status === 'done' && (tm.records_count !== UNITS || rows !== UNITS)) {
      problems.push(`TM "${tm.name}" done with ${tm.records_count} units counted, ${rows} listed, of ${UNITS}`);
    }
    if (tm.processing_status === 'error' && !tm.processing_error)
      problems.push(`TM "${tm.name}" failed without a message`);
    if (tm.processing_status === 'error' && (tm.records_count !== 0 || rows !== 0)) {
      problems.push(`TM "${tm.name}" failed but keeps ${tm.records_count} units counted, ${rows} listed`);
    }
  }
  for (const doc of docs.filter((d) => d.name.startsWith('kill-run'))) {
    if (doc.status === 'done' && doc.records_count !== xliffSegments) {
      problems.push(`document "${doc.name}" done with ${doc.records_count} of ${xliffSegments} segments`);
    }
    if (doc.status === 'error' && !doc.processing_error)
      problems.push(`document "${doc.name}" failed without a message`);
    if (doc.status === 'error' && doc.records_count !== 0)
      problems.push(`document "${doc.name}" failed but keeps ${doc.records_count} segments`);
  }
  return problems;
}

// ---------- the runs ----------

/** What the imports of this run were doing when the kill came, for the run's line. */
async function importState(api: Api, run: number): Promise<string> {
  try {
    const tm = (await api.get<Tm[]>('/api/translation_memory/')).find((t) => t.name === `Kill run ${run}`);
    const doc = (await api.get<Doc[]>('/api/document/')).find((d) => d.name.startsWith(`kill-run-${run}.`));
    const tmState = tm ? `TM ${tm.processing_status} ${Math.round(tm.processing_progress * 100)}%` : 'TM uploading';
    return XLIFF_UNITS > 0 ? `${tmState}, XLIFF ${doc ? doc.status : 'uploading'}` : tmState;
  } catch {
    return 'state unknown';
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-kill-'));
let database: string | null = null;
let server: Server | null = null;
try {
  const tmxPath = join(workDir, 'kill.tmx');
  const xliffPath = join(workDir, 'kill.xlf');
  generateTmx(tmxPath);
  const xliffSegments = XLIFF_UNITS > 0 ? await generateXliff(xliffPath) : 0;
  if (XLIFF_UNITS > 0)
    console.log(
      `XLIFF: ${XLIFF_UNITS.toLocaleString('en')} units, ${xliffSegments.toLocaleString('en')} segments, ${(statSync(xliffPath).size / 1e6).toFixed(0)} MB`,
    );

  if (BACKEND === 'postgres') database = `tessera_kill_import_${process.pid}`;
  const env = { DATA_DIR: join(workDir, 'data'), DATABASE_URL: database ? await createPostgresDatabase(database) : '' };
  server = await startServer(env);
  let api = new Api(server.base, await signIn(server.base));
  const seed = await createSeedData(api);
  const random = prng(SEED);
  console.log(
    `${BACKEND}: ${RUNS} runs, kill within ${WINDOW_SECONDS} s of the upload start (seed ${SEED}), recovery allowed ${RECOVERY_MS / 1000} s`,
  );

  let consistent = 0;
  let worstRestart = 0;
  for (let run = 1; run <= RUNS; run++) {
    const killAfter = 0.5 + random() * (WINDOW_SECONDS - 0.5);
    const uploads = [
      api.upload(
        '/api/translation_memory/import',
        { name: `Kill run ${run}` },
        tmxPath,
        `kill-run-${run}.tmx`,
        'application/x-tmx+xml',
      ),
    ];
    if (XLIFF_UNITS > 0)
      uploads.push(api.upload('/api/document/', {}, xliffPath, `kill-run-${run}.xlf`, 'application/xliff+xml'));
    await new Promise((r) => setTimeout(r, killAfter * 1000));
    const stateAtKill = await importState(api, run);
    await killServer(server.child);
    const uploadResults = await Promise.all(uploads);

    const problems: string[] = [];
    server = await startServer(env);
    worstRestart = Math.max(worstRestart, server.startSeconds);
    if (server.startSeconds > HEALTHY_WITHIN_S) problems.push(`healthy only after ${server.startSeconds.toFixed(1)} s`);
    api = new Api(server.base, await signIn(server.base));
    const settleStarted = performance.now();
    const { tms, docs, stuck } = await settledImports(api);
    const settleSeconds = (performance.now() - settleStarted) / 1000;
    problems.push(
      ...stuck,
      ...(await importProblems(api, tms, docs, xliffSegments)),
      ...(await seedProblems(api, seed)),
    );
    if (problems.length === 0) consistent++;

    const tm = tms.find((t) => t.name === `Kill run ${run}`);
    const doc = docs.find((d) => d.name.startsWith(`kill-run-${run}.`));
    const outcome = [
      tm ? `TM ${tm.processing_status}` : 'no TM',
      ...(XLIFF_UNITS > 0 ? [doc ? `document ${doc.status}` : 'no document'] : []),
    ].join(', ');
    console.log(
      `run ${run}: killed at ${killAfter.toFixed(1)} s (${stateAtKill}; uploads ${uploadResults.join(' / ')}), healthy in ${server.startSeconds.toFixed(1)} s, ` +
        `settled in ${settleSeconds.toFixed(1)} s: ${outcome} — ${problems.length === 0 ? 'consistent' : `INCONSISTENT: ${problems.join('; ')}`}`,
    );
  }
  console.log(`kill-import: ${consistent}/${RUNS} restarts consistent, worst restart ${worstRestart.toFixed(1)} s`);
} finally {
  if (server) await killServer(server.child);
  if (database) await dropPostgresDatabase(database);
  rmSync(workDir, { recursive: true, force: true });
}
