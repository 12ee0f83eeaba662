/**
 * TMX import/export figures: generates a TMX of N translation units (default 1,000,000; realistic
 * sentences, some inline tags, dates, ids and properties), starts the real server (server/src/main.ts) as a
 * child process on PostgreSQL and on embedded PGlite, uploads the file through POST /api/translation_memory/import,
 * polls until the import is done, then streams GET /api/translation_memory/{id}/download.
 * Prints seconds, TUs per second, the server's peak RSS (VmHWM of the child process) and the CPU seconds spent
 * by the server process (all threads) and, on PostgreSQL, by the bench database's backends: on a shared
 * machine wall times vary with the load, CPU seconds much less.
 * The server is started as `npm start` starts it: main.ts with SERVER_NODE_FLAGS (server/src/node-flags.ts).
 *
 *   node bench/tmx-import.ts                 # both backends, 1M TUs
 *   node bench/tmx-import.ts --units 200000 --backend postgres
 *   node bench/tmx-import.ts --units 100000 --generate-only /tmp/100k.tmx   # just write the file
 *   node bench/tmx-import.ts --server-node-options "--max-old-space-size=128"  # extra V8 flags for the server
 *   node bench/tmx-import.ts --server-log /tmp/server.log --server-node-options --trace-gc  # keep the server's output
 *
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import type { ChildProcess } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReadableStream } from 'node:stream/web';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { cpuSeconds, loadAverage, peakRssMb, signIn } from './measure.ts';
import { createPostgresDatabase, dropPostgresDatabase, POSTGRES_URL, spawnServer } from './api-server.ts';
import { prng } from '../server/src/test/prng.ts';
import { DE, EN, pickWords } from './tm-vocabulary.ts';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2)
  args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const UNITS = Number(args.get('units') ?? 1_000_000);
const BACKENDS = (args.get('backend') ?? 'postgres,pglite').split(',');
/** Extra V8 flags for the server process, after the product's own (SERVER_NODE_FLAGS). */
const SERVER_FLAGS = [...SERVER_NODE_FLAGS, ...(args.get('server-node-options') ?? '').split(/\s+/).filter(Boolean)];
const SERVER_LOG = args.get('server-log');

// ---------- a deterministic, realistic TMX ----------

const USERS = ['anna', 'ben', 'chloé', 'dmitri', 'eva', 'farid', 'greta', 'hiro', 'ines', 'jonas'];
const DOMAINS = ['Software', 'Legal', 'Marketing', 'Medical', 'Support'];

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const tmxDate = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

function sentence(random: () => number, words: string[], length: number, tag: number): string {
  const picked = pickWords(random, words, length);
  picked[0] = picked[0]![0]!.toUpperCase() + picked[0]!.slice(1);
  let text = escape(picked.join(' '));
  if (tag === 1) {
    const at = text.indexOf(' ', Math.floor(text.length / 3));
    text = `${text.slice(0, at)} <bpt i="1" x="1">&lt;b&gt;</bpt>${text.slice(at + 1)}<ept i="1">&lt;/b&gt;</ept>`;
  } else if (tag === 2) {
    text += ` <ph x="2">{0}</ph>`;
  }
  return `${text}${random() < 0.8 ? '.' : '?'}`;
}

async function generateTmx(path: string, units: number): Promise<number> {
  const random = prng(42);
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4">\n<header creationtool="bench" creationtoolversion="1" ' +
      'segtype="sentence" o-tmf="bench" adminlang="en" srclang="en-US" datatype="plaintext"/>\n<body>\n',
  );
  const start = Date.UTC(2015, 0, 1);
  let chunk = '';
  for (let i = 0; i < units; i++) {
    const length = 5 + Math.floor(random() * 25);
    const tag = random() < 0.1 ? 1 : random() < 0.05 ? 2 : 0;
    const created = start + Math.floor(random() * 8 * 365 * 86_400_000);
    const changed = created + Math.floor(random() * 400 * 86_400_000);
    const author = USERS[Math.floor(random() * USERS.length)]!;
    const prop = random() < 0.3 ? `<prop type="x-Domain">${DOMAINS[Math.floor(random() * DOMAINS.length)]}</prop>` : '';
    chunk +=
      `<tu creationdate="${tmxDate(created)}" creationid="${author}" changedate="${tmxDate(changed)}" changeid="${author}">${prop}` +
      `<tuv xml:lang="en-US"><seg>${sentence(random, EN, length, tag)}</seg></tuv>` +
      `<tuv xml:lang="de-DE"><seg>${sentence(random, DE, length + Math.floor(random() * 4), tag)}</seg></tuv></tu>\n`;
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}</body>\n</tmx>\n`);
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

// ---------- the server under test ----------

/**
 * CPU seconds of the PostgreSQL backends serving one database. Backends come and go (the pool closes idle
 * connections), so they are sampled while the bench waits and the last figure seen for each is kept.
 */
class PostgresCpu {
  private readonly seen = new Map<number, number>();
  private readonly database: string | null;
  constructor(database: string | null) {
    this.database = database;
  }

  async sample(): Promise<number> {
    if (!this.database) return 0;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      this.database,
    ]);
    await admin.end();
    for (const { pid } of rows) this.seen.set(pid, Math.max(this.seen.get(pid) ?? 0, cpuSeconds(pid)));
    return [...this.seen.values()].reduce((sum, seconds) => sum + seconds, 0);
  }
}

interface Server {
  child: ChildProcess;
  base: string;
  /** Resolves when the server logs that a TM's search indexes are built (after the TM is done). */
  searchIndexesBuilt: () => Promise<void>;
}

async function startServer(env: Record<string, string>): Promise<Server> {
  // The server logs how long loading and index building took; show that line, drop the request logs.
  let pending = '';
  let indexesBuilt = false;
  let onIndexesBuilt: (() => void) | null = null;
  const log = SERVER_LOG ? createWriteStream(SERVER_LOG) : null;
  const onOutput = (text: string) => {
    log?.write(text);
    pending += text;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      if (line.includes('TM search indexes built')) {
        indexesBuilt = true;
        onIndexesBuilt?.();
      }
      if (line.includes('TMX import finished') || /"level":(40|50)/.test(line)) {
        const entry = JSON.parse(line) as Record<string, unknown>;
        console.log(
          `  server: ${entry.msg} ${JSON.stringify({ load_s: entry.loadSeconds, index_s: entry.indexSeconds, error: entry.err })}`,
        );
      }
    }
  };
  // Resolved once the server listens with its first admin created.
  const { child, base } = await spawnServer({ ...env, LOG_LEVEL: 'info' }, { nodeFlags: SERVER_FLAGS, onOutput });
  const searchIndexesBuilt = () =>
    indexesBuilt ? Promise.resolve() : new Promise<void>((resolve) => (onIndexesBuilt = resolve));
  return { child, base, searchIndexesBuilt };
}

async function* multipartBody(boundary: string, fields: Record<string, string>, filePath: string) {
  for (const [name, value] of Object.entries(fields)) {
    yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  }
  yield Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.tmx"\r\nContent-Type: application/x-tmx+xml\r\n\r\n`,
  );
  for await (const chunk of createReadStream(filePath, { highWaterMark: 1 << 20 })) yield chunk as Buffer;
  yield Buffer.from(`\r\n--${boundary}--\r\n`);
}

interface Figures {
  backend: string;
  /** Until the TM is done (browsable, editable, searchable by reading it through). */
  importSeconds: number;
  /** Until its search indexes are built as well. */
  searchReadySeconds: number;
  units: number;
  exportSeconds: number;
  exportMb: number;
  peakRssMb: number;
  importRssMb: number;
  /** Slowest answer to a TM search or a glossary search (in other ones) from the upload until search ready. */
  worstSearchMs: number;
  cpu: { importServer: number; importPostgres: number; exportServer: number; exportPostgres: number };
  load: string;
}

async function runBackend(backend: string, tmxPath: string, dataDir: string): Promise<Figures> {
  let database: string | null = null;
  const env: Record<string, string> = { DATA_DIR: join(dataDir, backend) };
  if (backend === 'postgres') {
    database = `tessera_bench_${process.pid}`;
    env.DATABASE_URL = await createPostgresDatabase(database);
  } else {
    env.DATABASE_URL = '';
  }
  let server: Server;
  try {
    server = await startServer(env);
  } catch (error) {
    if (database) await dropPostgresDatabase(database);
    throw error;
  }
  const { child, base, searchIndexesBuilt } = server;
  try {
    const headers = await signIn(base);
    console.log(
      `  ${backend}: server peak RSS after start ${peakRssMb(child.pid!).toFixed(0)} MB; load average ${loadAverage()}`,
    );
    const probe = await startSearchProbe(base, headers);
    const postgresCpu = new PostgresCpu(database);
    const startCpu = { server: cpuSeconds(child.pid!), postgres: await postgresCpu.sample() };
    const boundary = `bench${Date.now()}`;
    const started = performance.now();
    const upload = await fetch(`${base}/api/translation_memory/import`, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body: ReadableStream.from(multipartBody(boundary, { name: 'Bench memory' }, tmxPath)) as unknown as BodyInit,
      duplex: 'half',
    } as RequestInit);
    if (upload.status !== 202) throw new Error(`import answered ${upload.status}: ${await upload.text()}`);
    const { id } = (await upload.json()) as { id: number };
    console.log(`  ${backend}: peak RSS once the upload was received ${peakRssMb(child.pid!).toFixed(0)} MB`);
    const uploadedAfter = (performance.now() - started) / 1000;
    let tm: {
      processing_status: string;
      processing_progress: number;
      records_count: number;
      processing_error: string | null;
    };
    let lastShown = -1;
    for (;;) {
      await new Promise((r) => setTimeout(r, 250));
      tm = (await (await fetch(`${base}/api/translation_memory/${id}`, { headers })).json()) as typeof tm;
      const percent = Math.floor(tm.processing_progress * 10) * 10;
      if (percent !== lastShown) {
        process.stdout.write(
          `  ${backend}: ${percent}% after ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
        );
        lastShown = percent;
      }
      await postgresCpu.sample();
      if (tm.processing_status !== 'processing') break;
    }
    const importSeconds = (performance.now() - started) / 1000;
    if (tm.processing_status !== 'done') throw new Error(`import failed: ${tm.processing_error}`);
    // The TM is usable now; its search indexes are built next (searches read it through meanwhile).
    let indexesReady = false;
    const indexes = searchIndexesBuilt().then(() => (indexesReady = true));
    while (!indexesReady) {
      await Promise.race([indexes, new Promise((r) => setTimeout(r, 250))]);
      await postgresCpu.sample();
    }
    const searchReadySeconds = (performance.now() - started) / 1000;
    const worstSearchMs = await probe.stop();
    const importRssMb = peakRssMb(child.pid!);
    const importCpu = { server: cpuSeconds(child.pid!), postgres: await postgresCpu.sample() };
    console.log(
      `  ${backend}: upload took ${uploadedAfter.toFixed(1)} s of the import time; peak RSS so far ${importRssMb.toFixed(0)} MB; load average ${loadAverage()}`,
    );

    const exportStarted = performance.now();
    const download = await fetch(`${base}/api/translation_memory/${id}/download`, { headers });
    if (!download.ok || !download.body) throw new Error(`download answered ${download.status}`);
    let bytes = 0;
    for await (const chunk of download.body) bytes += chunk.length;
    const exportSeconds = (performance.now() - exportStarted) / 1000;
    const exportCpu = { server: cpuSeconds(child.pid!), postgres: await postgresCpu.sample() };
    return {
      backend,
      importSeconds,
      searchReadySeconds,
      units: tm.records_count,
      exportSeconds,
      exportMb: bytes / 1e6,
      peakRssMb: peakRssMb(child.pid!),
      importRssMb,
      worstSearchMs,
      cpu: {
        importServer: importCpu.server - startCpu.server,
        importPostgres: importCpu.postgres - startCpu.postgres,
        exportServer: exportCpu.server - importCpu.server,
        exportPostgres: exportCpu.postgres - importCpu.postgres,
      },
      load: loadAverage(),
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (database) await dropPostgresDatabase(database);
  }
}

/**
 * Searches a small TM and a glossary, one after the other, every 100 ms, until stopped: what a translator working
 * beside the import sees. Answers the slowest one in ms.
 */
async function startSearchProbe(base: string, headers: Record<string, string>): Promise<{ stop(): Promise<number> }> {
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as { id: number };
  };
  const glossary = await post('/api/glossary/', { name: 'Probe terms', source_lang: 'en', target_lang: 'de' });
  await post(`/api/glossary/${glossary.id}/records`, { source: 'invoice', target: 'Rechnung' });
  const tm = await post('/api/translation_memory/', { name: 'Probe memory', source_lang: 'en', target_lang: 'de' });
  await post(`/api/translation_memory/${tm.id}/records`, { source: 'Open the invoice', target: 'Die Rechnung öffnen' });
  const urls = [
    `/api/glossary/${glossary.id}/records?search=invoice`,
    `/api/translation_memory/${tm.id}/records?search=invoice`,
  ];
  let worst = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      for (const url of urls) {
        const startedAt = performance.now();
        const response = await fetch(`${base}${url}`, { headers });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${url} answered ${response.status}`);
        worst = Math.max(worst, performance.now() - startedAt);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return worst;
    },
  };
}

const generateOnly = args.get('generate-only');
if (generateOnly) {
  const size = await generateTmx(generateOnly, UNITS);
  console.log(`Wrote ${UNITS.toLocaleString('en')} TUs (${(size / 1e6).toFixed(0)} MB) to ${generateOnly}`);
  process.exit(0);
}

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-tmx-'));
try {
  const tmxPath = join(workDir, 'bench.tmx');
  const generationStarted = performance.now();
  const size = await generateTmx(tmxPath, UNITS);
  console.log(
    `Generated ${UNITS.toLocaleString('en')} TUs (${(size / 1e6).toFixed(0)} MB) in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`,
  );
  const results: Figures[] = [];
  for (const backend of BACKENDS) {
    console.log(`Importing into ${backend}...`);
    results.push(await runBackend(backend, tmxPath, workDir));
  }
  console.log(
    `\nserver flags: ${SERVER_FLAGS.join(' ')}; 2 figures per CPU column: server process / PostgreSQL backends`,
  );
  console.log('import s: until the TM is done / until its search indexes are built too; CPU s up to the latter');
  console.log(
    'backend   | TUs imported | import s      | TUs/s   | worst search ms | import CPU s | export s | export CPU s | export MB | peak RSS MB: import / all | load avg at end',
  );
  for (const r of results) {
    const cpu = (server: number, postgres: number) => `${server.toFixed(1)} / ${postgres.toFixed(1)}`.padStart(12);
    console.log(
      [
        r.backend.padEnd(9),
        String(r.units).padStart(12),
        `${r.importSeconds.toFixed(1)} / ${r.searchReadySeconds.toFixed(1)}`.padStart(13),
        String(Math.round(r.units / r.importSeconds)).padStart(7),
        r.worstSearchMs.toFixed(0).padStart(15),
        cpu(r.cpu.importServer, r.cpu.importPostgres),
        r.exportSeconds.toFixed(1).padStart(8),
        cpu(r.cpu.exportServer, r.cpu.exportPostgres),
        r.exportMb.toFixed(0).padStart(9),
        `${r.importRssMb.toFixed(0)} / ${r.peakRssMb.toFixed(0)}`.padStart(26),
        r.load,
      ].join(' | '),
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
