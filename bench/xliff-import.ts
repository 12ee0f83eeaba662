/**
 * XLIFF import figures: generates an XLIFF 1.2 file of N trans-units (default 200,000, about 94 MB;
 * server/src/formats/xliff/synthetic.ts: realistic sentences with g, x, bx/ex, ph and bpt/ept inline codes,
 * some seg-source segmentation, targets on a third of the units, notes), starts the real server the way
 * `npm start` does (server/src/main.ts with SERVER_NODE_FLAGS) as a child process, imports a small document
 * first (a workspace in use holds some: the planner's statistics then describe those, not the new file),
 * uploads the file through POST /api/document/, polls until it is processed while another client calls
 * /api/health over and over (the worst wait is what any request may wait meanwhile; aim: 1.5 s), then
 * downloads it untouched and checks it is byte-identical. Then, each in a process of its own, parses the same file with Tessera's reader alone (no
 * database) and with the `xliff` npm package (xliff12ToJs, what xliff2js does for 1.2), and prints everything
 * side by side: wall and CPU seconds, MB/s, peak RSS (VmHWM), and the ratios to xliff12ToJs.
 *
 *   node bench/xliff-import.ts                           # PostgreSQL and embedded PGlite, 200k units
 *   node bench/xliff-import.ts --units 50000 --backend postgres
 *   node bench/xliff-import.ts --units 20000             # PGlite's import time beside PostgreSQL's (aim: 3x at most)
 *   node bench/xliff-import.ts --backend postgres --server-flags "--max-semi-space-size=16"   # compare a flag
 *
 * On a shared machine wall times vary with the load (printed); CPU seconds are the stable figure.
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { syntheticXliff12 } from '../server/src/formats/xliff/synthetic.ts';
import { cpuSeconds, loadAverage, peakRssMb, signIn, statusMb } from './measure.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  POSTGRES_URL,
  probeHealth,
  spawnServer,
  upload as uploadSmall,
  waitUntilDone,
  waitUntilHealthy,
} from './api-server.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const UNITS = Number(args.get('units') ?? 200_000);
const BACKENDS = (args.get('backend') ?? 'postgres,pglite').split(',');
/**
 * The server starts as `npm start` starts it (scripts/start.ts): main.ts with SERVER_NODE_FLAGS. Extra flags
 * can be added to compare, e.g. --server-flags "--max-semi-space-size=16" (a later flag wins).
 */
const SERVER_FLAGS = [...SERVER_NODE_FLAGS, ...(args.get('server-flags') ?? '').split(' ').filter(Boolean)];

// ---------- a deterministic, realistic XLIFF 1.2 ----------

async function generateXliff(path: string, units: number): Promise<number> {
  const out = createWriteStream(path);
  for (const piece of syntheticXliff12(units)) {
    if (!out.write(piece)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

// ---------- the server under test ----------

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const server = await spawnServer({ ...env, LOG_LEVEL: 'warn' }, { nodeFlags: SERVER_FLAGS });
  await waitUntilHealthy(server.child, server.base, 60);
  return server;
}

async function* multipartBody(boundary: string, filePath: string) {
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlf"\r\nContent-Type: application/xliff+xml\r\n\r\n`,
  );
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

const sha256 = async (chunks: AsyncIterable<Uint8Array>) => {
  const hash = createHash('sha256');
  for await (const chunk of chunks) hash.update(chunk);
  return hash.digest('hex');
};

interface Figures {
  backend: string;
  importSeconds: number;
  importCpuSeconds: number;
  /** CPU seconds of the PostgreSQL backends serving the bench database (null: PGlite, or not on this machine). */
  databaseCpuSeconds: number | null;
  segments: number;
  /** The longest any /api/health call waited while the import ran, and how many were made. */
  worstHealthSeconds: number;
  healthCalls: number;
  downloadSeconds: number;
  identical: boolean;
  /** Server RSS before the upload, peak until the import was done, peak until the download was done. */
  idleRssMb: number;
  importPeakRssMb: number;
  peakRssMb: number;
}

async function runBackend(backend: string, path: string, dataDir: string, originalHash: string): Promise<Figures> {
  let database: string | null = null;
  const env: Record<string, string> = { DATA_DIR: join(dataDir, backend), DATABASE_URL: '' };
  if (backend === 'postgres') {
    database = `tessera_bench_xliff_${process.pid}`;
    env.DATABASE_URL = await createPostgresDatabase(database);
  }
  const { child, base } = await startServer(env);
  try {
    const headers = await signIn(base);
    const earlier = await uploadSmall(base, headers, '/api/document/', {
      name: 'earlier.xlf',
      content: [...syntheticXliff12(20)].join(''),
    });
    await waitUntilDone(base, headers, `/api/document/${earlier.id}`);
    const boundary = `bench${Date.now()}`;
    const idleRssMb = statusMb(child.pid!, 'VmRSS');
    const cpuBefore = cpuSeconds(child.pid!);
    const databaseCpuBefore = database ? await backendCpuSeconds(database) : null;
    const started = performance.now();
    const health = probeHealth(base);
    const upload = await fetch(`${base}/api/document/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: multipartBody(boundary, path) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status}: ${await upload.text()}`);
    const { id } = (await upload.json()) as { id: number };
    console.log(`  ${backend}: upload (202) after ${((performance.now() - started) / 1000).toFixed(1)} s`);
    let document: { status: string; records_count: number; processing_error: string | null };
    for (;;) {
      await new Promise((r) => setTimeout(r, 200));
      document = (await (await fetch(`${base}/api/document/${id}`, { headers })).json()) as typeof document;
      if (document.status !== 'processing' && document.status !== 'uploaded') break;
    }
    const importSeconds = (performance.now() - started) / 1000;
    const { worstHealthSeconds, healthCalls } = await health.stop();
    const importCpuSeconds = cpuSeconds(child.pid!) - cpuBefore;
    const databaseCpuSeconds =
      database && databaseCpuBefore ? sumBackendCpu(await backendCpuSeconds(database), databaseCpuBefore) : null;
    const importPeakRssMb = peakRssMb(child.pid!);
    if (document.status !== 'done') throw new Error(`import failed: ${document.processing_error}`);

    const downloadStarted = performance.now();
    const download = await fetch(`${base}/api/document/${id}/download`, { headers });
    if (!download.ok || !download.body) throw new Error(`download answered ${download.status}`);
    const downloadHash = await sha256(download.body);
    const downloadSeconds = (performance.now() - downloadStarted) / 1000;
    return {
      backend,
      importSeconds,
      importCpuSeconds,
      databaseCpuSeconds,
      segments: document.records_count,
      worstHealthSeconds,
      healthCalls,
      downloadSeconds,
      identical: downloadHash === originalHash,
      idleRssMb,
      importPeakRssMb,
      peakRssMb: peakRssMb(child.pid!),
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (database) await dropPostgresDatabase(database);
  }
}

/**
 * CPU seconds so far of each PostgreSQL backend connected to `database`, read from /proc (the bench runs
 * beside the database). Empty when the database runs elsewhere: /proc then has no such processes.
 */
async function backendCpuSeconds(database: string): Promise<Map<number, number>> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    return new Map(rows.filter((row) => existsSync(`/proc/${row.pid}`)).map((row) => [row.pid, cpuSeconds(row.pid)]));
  } finally {
    await admin.end();
  }
}

/** What the backends used between two readings (a backend that connected in between counts from zero). */
function sumBackendCpu(after: Map<number, number>, before: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Tessera's streaming XLIFF reader alone (no database), in a process of its own to measure its memory. */
async function runTesseraParse(
  path: string,
  flags: readonly string[],
): Promise<{ seconds: number; cpuSeconds: number; units: number; peakRssMb: number }> {
  const parser = new URL('../server/src/formats/xliff/parse.ts', import.meta.url).pathname;
  const script = `
    import { createReadStream, readFileSync } from 'node:fs';
    import { readXliff } from ${JSON.stringify(parser)};
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const { segments } = await readXliff(createReadStream(process.argv[1], { highWaterMark: 256 * 1024 }), async () => {});
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    console.log(JSON.stringify({ seconds, cpuSeconds: (cpu.user + cpu.system) / 1e6, units: segments, peakRssMb: hwm }));`;
  return runScript(script, path, [...flags]);
}

async function runScript(script: string, path: string, flags: string[]) {
  const child = spawn(process.execPath, [...flags, '--input-type=module', '-e', script, path], {
    cwd: new URL('.', import.meta.url).pathname,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout!.on('data', (chunk) => (out += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`child process exited with ${code}`);
  return JSON.parse(out.trim().split('\n').at(-1)!);
}

/** The `xliff` package parses a whole string (xliff12ToJs); run in a process of its own to measure its memory. */
async function runXliffPackage(
  path: string,
): Promise<{ seconds: number; cpuSeconds: number; units: number; peakRssMb: number }> {
  const script = `
    import { readFileSync } from 'node:fs';
    import xliff12ToJs from 'xliff/xliff12ToJs';
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const text = readFileSync(process.argv[1], 'utf8');
    const result = await xliff12ToJs(text);
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    let units = 0;
    for (const file of Object.values(result.resources)) units += Object.keys(file).length;
    const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
    console.log(JSON.stringify({ seconds, cpuSeconds, units, peakRssMb: hwm }));`;
  return runScript(script, path, ['--max-old-space-size=8192']);
}

const pad = (value: string | number, width: number) => String(value).padStart(width);

interface Row {
  name: string;
  segments: number;
  seconds: number;
  cpuSeconds: number;
  peakRssMb: number;
  note?: string;
}

function printTable(mb: number, rows: Row[]) {
  console.log(
    'run                                          | segments | wall s | CPU s | MB/s (CPU) | MB/s (wall) | peak RSS MB',
  );
  for (const r of rows) {
    console.log(
      `${r.name.padEnd(44)} | ${pad(r.segments, 8)} | ${pad(r.seconds.toFixed(1), 6)} | ${pad(r.cpuSeconds.toFixed(1), 5)} | ${pad((mb / r.cpuSeconds).toFixed(1), 10)} | ${pad((mb / r.seconds).toFixed(1), 11)} | ${pad(r.peakRssMb.toFixed(0), 11)}${r.note ? `  ${r.note}` : ''}`,
    );
  }
}

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-xliff-'));
try {
  const path = join(workDir, 'bench.xlf');
  const generationStarted = performance.now();
  const size = await generateXliff(path, UNITS);
  const mb = size / 1e6;
  console.log(
    `Generated ${UNITS.toLocaleString('en')} trans-units (${mb.toFixed(0)} MB) in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`,
  );
  const loadAtStart = loadAverage();
  const originalHash = await sha256(createReadStream(path));
  const results: Figures[] = [];
  for (const backend of BACKENDS) {
    console.log(`Importing into ${backend}...`);
    results.push(await runBackend(backend, path, workDir, originalHash));
  }
  console.log("Parsing with Tessera's reader alone, then with the xliff package (xliff12ToJs)...");
  const parseOnly = await runTesseraParse(path, SERVER_FLAGS);
  // The heap flags trade CPU for memory: the same parse without them shows what they cost.
  const parseOnlyUnbounded = await runTesseraParse(path, []);
  const reference = await runXliffPackage(path);

  console.log(
    `\nfile: ${mb.toFixed(1)} MB, ${UNITS.toLocaleString('en')} trans-units; server and reader ran with: ${SERVER_FLAGS.join(' ') || '(no flags)'}`,
  );
  console.log(
    `load average (1, 5, 15 min): ${loadAtStart} at the start, ${loadAverage()} at the end (2 cores: CPU seconds are the stable figure)`,
  );
  printTable(mb, [
    { name: 'Tessera reader alone (parse, no database)', segments: parseOnly.units, ...parseOnly },
    { name: "  the same without the server's heap flags", segments: parseOnlyUnbounded.units, ...parseOnlyUnbounded },
    { name: 'xliff package xliff12ToJs (parse only)', segments: reference.units, ...reference },
    ...results.map((r) => ({
      name: `Tessera import into ${r.backend} (parse + store)`,
      segments: r.segments,
      seconds: r.importSeconds,
      cpuSeconds: r.importCpuSeconds,
      peakRssMb: r.importPeakRssMb,
      note: `(idle ${r.idleRssMb.toFixed(0)} MB)${r.databaseCpuSeconds === null ? '' : `; PostgreSQL's own CPU ${r.databaseCpuSeconds.toFixed(1)} s`}; untouched download ${r.downloadSeconds.toFixed(1)} s, ${r.identical ? 'byte-identical' : 'DIFFERENT'}, peak RSS through it ${r.peakRssMb.toFixed(0)} MB`,
    })),
  ]);
  const ratio = (theirs: number, ours: number) => `${(theirs / ours).toFixed(1)}x`;
  console.log(
    `parse: Tessera's reader is ${ratio(reference.cpuSeconds, parseOnly.cpuSeconds)} as fast as xliff12ToJs in CPU time ` +
      `(${ratio(reference.seconds, parseOnly.seconds)} in wall time), with ${ratio(reference.peakRssMb, parseOnly.peakRssMb)} less memory; ` +
      `without the heap flags ${ratio(reference.cpuSeconds, parseOnlyUnbounded.cpuSeconds)} in CPU time`,
  );
  for (const r of results) {
    console.log(
      `while importing into ${r.backend}: worst /api/health wait ${r.worstHealthSeconds.toFixed(2)} s over ${r.healthCalls} calls (aim: 1.5 s at most)`,
    );
  }
  const pglite = results.find((r) => r.backend === 'pglite');
  const postgres = results.find((r) => r.backend === 'postgres');
  if (pglite && postgres) {
    console.log(
      `import time: PGlite ${pglite.importSeconds.toFixed(1)} s, PostgreSQL ${postgres.importSeconds.toFixed(1)} s: ` +
        `PGlite takes ${ratio(pglite.importSeconds, postgres.importSeconds)} as long (aim: 3x at most)`,
    );
  }
  for (const r of results) {
    console.log(
      `import into ${r.backend}: ${ratio(reference.cpuSeconds, r.importCpuSeconds)} as fast as xliff12ToJs's parse in CPU time of the server process ` +
        `(${r.databaseCpuSeconds === null ? "the database's own CPU not counted" : `server and PostgreSQL together: ${ratio(reference.cpuSeconds, r.importCpuSeconds + r.databaseCpuSeconds)}`}), ` +
        `${ratio(reference.seconds, r.importSeconds)} in wall time; peak server RSS ${r.importPeakRssMb.toFixed(0)} MB ` +
        `through the import, ${r.peakRssMb.toFixed(0)} MB through the download (aim: under 300 MB)`,
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
