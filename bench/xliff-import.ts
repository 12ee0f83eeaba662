/**
 * XLIFF import figures (issue 6): generates an XLIFF 1.2 file of N trans-units (default 200,000, about 100 MB;
 * realistic sentences with g, x, bx/ex, ph and bpt/ept inline codes, some seg-source segmentation, targets on a
 * third of the units, notes), starts the real server (server/src/main.ts) as a child process, uploads the file
 * through POST /api/document/, polls until it is processed, then downloads it untouched and checks it is
 * byte-identical. Prints seconds, MB/s and the server's peak RSS (VmHWM of the child process). Then parses the
 * same file with the `xliff` npm package (xliff12ToJs, what xliff2js does for 1.2) in a child process of its
 * own, and prints both side by side.
 *
 *   node bench/xliff-import.ts                           # PostgreSQL and embedded PGlite, 200k units
 *   node bench/xliff-import.ts --units 50000 --backend postgres
 *   node bench/xliff-import.ts --backend postgres --server-flags "--max-semi-space-size=4"
 *
 * It also runs Tessera's streaming parser alone (no database) in a child process, so the parse can be
 * compared with the xliff package's parse like for like.
 *
 * PostgreSQL: DATABASE_URL or postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { once } from 'node:events';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import pg from 'pg';

const args = new Map<string, string>();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i]!.replace(/^--/, ''), process.argv[i + 1] ?? '');
const UNITS = Number(args.get('units') ?? 200_000);
const BACKENDS = (args.get('backend') ?? 'postgres,pglite').split(',');
/** Extra Node flags for the server, e.g. --server-flags "--max-semi-space-size=4" (young generation cap). */
const SERVER_FLAGS = (args.get('server-flags') ?? '').split(' ').filter(Boolean);
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SERVER_MAIN = new URL('../server/src/main.ts', import.meta.url).pathname;
const ADMIN = { email: 'bench@tessera.test', password: 'bench password 12345' };

// ---------- a deterministic, realistic XLIFF 1.2 ----------

function prng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const EN = `the a to of and in is for on with your you this that file click button save open settings account user
password data report page window menu option select enter change update delete create new print export import document
folder system server network connection error message warning license customer order invoice payment project task team
meeting schedule product version release feature support service device screen display before after when if not can will
must should please now then again all each every other more less first last check confirm cancel close restart install
remove add edit copy paste search find replace view show hide list table row column value field name address email phone`.split(/\s+/);
const DE = `der die das und zu von in ist für auf mit Ihr Sie dies dass Datei klicken Schaltfläche speichern öffnen
Einstellungen Konto Benutzer Passwort Daten Bericht Seite Fenster Menü Option auswählen eingeben ändern aktualisieren
löschen erstellen neu drucken exportieren importieren Dokument Ordner System Server Netzwerk Verbindung Fehler Meldung
Warnung Lizenz Kunde Bestellung Rechnung Zahlung Projekt Aufgabe Team Besprechung Zeitplan Produkt Version`.split(/\s+/);

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sentence(random: () => number, words: string[], length: number): string {
  const picked: string[] = [];
  for (let i = 0; i < length; i++) picked.push(words[Math.floor(words.length * random() ** 2.2)]!);
  picked[0] = picked[0]![0]!.toUpperCase() + picked[0]!.slice(1);
  return escape(picked.join(' '));
}

/** Wraps words of a sentence in inline codes the way exporters do. */
function withCodes(text: string, kind: number): string {
  const words = text.split(' ');
  const at = Math.max(1, Math.floor(words.length / 3));
  switch (kind) {
    case 0: return `${words.slice(0, at).join(' ')} <g id="1" ctype="bold">${words.slice(at, at + 2).join(' ')}</g> ${words.slice(at + 2).join(' ')}<x id="2" ctype="lb"/>`;
    case 1: return `${words.slice(0, at).join(' ')} <bx id="3"/>${words.slice(at).join(' ')}<ex id="4"/> <ph id="5">{0}</ph>`;
    case 2: return `<bpt id="6">&lt;a href="#"&gt;</bpt>${words.slice(0, at).join(' ')}<ept id="6">&lt;/a&gt;</ept> ${words.slice(at).join(' ')}`;
    default: return text;
  }
}

async function generateXliff(path: string, units: number): Promise<number> {
  const random = prng(7);
  const out = createWriteStream(path);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n' +
      '  <file original="bench.html" source-language="en-US" target-language="de-DE" datatype="html">\n    <body>\n',
  );
  let chunk = '';
  for (let i = 0; i < units; i++) {
    const kind = Math.floor(random() * 4);
    const source = withCodes(sentence(random, EN, 14 + Math.floor(random() * 44)), kind);
    const translated = random() < 0.33;
    const note = random() < 0.2 ? `\n        <note from="dev">Shown in ${sentence(random, EN, 4)}</note>` : '';
    if (random() < 0.1) {
      const second = sentence(random, EN, 6 + Math.floor(random() * 10));
      chunk +=
        `      <trans-unit id="u${i}">\n        <source>${source}. ${second}.</source>\n` +
        `        <seg-source><mrk mtype="seg" mid="1">${source}.</mrk> <mrk mtype="seg" mid="2">${second}.</mrk></seg-source>${note}\n      </trans-unit>\n`;
    } else {
      const target = translated ? `\n        <target state="translated">${withCodes(sentence(random, DE, 14 + Math.floor(random() * 44)), kind)}</target>` : '';
      chunk += `      <trans-unit id="u${i}" resname="key.${i}">\n        <source>${source}</source>${target}${note}\n      </trans-unit>\n`;
    }
    if (chunk.length > 1 << 20) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(`${chunk}    </body>\n  </file>\n</xliff>\n`);
  out.end();
  await once(out, 'finish');
  return statSync(path).size;
}

// ---------- the server under test ----------

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

/** CPU seconds (user + system) a process has used so far: fair figures even on a busy machine. */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '').split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};
const peakRssMb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]) / 1024;

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [...SERVER_FLAGS, SERVER_MAIN], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', TESSERA_ADMIN_EMAIL: ADMIN.email, TESSERA_ADMIN_PASSWORD: ADMIN.password },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${base}/api/user/`).then(() => true, () => false)) return { child, base };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-tessera-csrf': '1' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  return { cookie, 'x-tessera-csrf': '1' };
}

async function* multipartBody(boundary: string, filePath: string) {
  yield Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.xlf"\r\nContent-Type: application/xliff+xml\r\n\r\n`);
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
  segments: number;
  downloadSeconds: number;
  identical: boolean;
  peakRssMb: number;
}

async function runBackend(backend: string, path: string, dataDir: string, originalHash: string): Promise<Figures> {
  let database: string | null = null;
  const env: Record<string, string> = { DATA_DIR: join(dataDir, backend), DATABASE_URL: '' };
  if (backend === 'postgres') {
    database = `tessera_bench_xliff_${process.pid}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${database}`;
    env.DATABASE_URL = url.toString();
  }
  const { child, base } = await startServer(env);
  try {
    const headers = await signIn(base);
    const boundary = `bench${Date.now()}`;
    const cpuBefore = cpuSeconds(child.pid!);
    const started = performance.now();
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
    const importCpuSeconds = cpuSeconds(child.pid!) - cpuBefore;
    if (document.status !== 'done') throw new Error(`import failed: ${document.processing_error}`);

    const downloadStarted = performance.now();
    const download = await fetch(`${base}/api/document/${id}/download`, { headers });
    if (!download.ok || !download.body) throw new Error(`download answered ${download.status}`);
    const downloadHash = await sha256(download.body);
    const downloadSeconds = (performance.now() - downloadStarted) / 1000;
    return {
      backend, importSeconds, importCpuSeconds, segments: document.records_count, downloadSeconds,
      identical: downloadHash === originalHash, peakRssMb: peakRssMb(child.pid!),
    };
  } finally {
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), new Promise((r) => setTimeout(r, 10_000))]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (database) {
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${database} with (force)`);
      await admin.end();
    }
  }
}

/** Tessera's streaming XLIFF reader alone (no database), in a process of its own to measure its memory. */
async function runTesseraParse(path: string): Promise<{ seconds: number; cpuSeconds: number; units: number; peakRssMb: number }> {
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
  return runScript(script, path, [...SERVER_FLAGS]);
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
async function runXliffPackage(path: string): Promise<{ seconds: number; cpuSeconds: number; units: number; peakRssMb: number }> {
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

const workDir = mkdtempSync(join(tmpdir(), 'tessera-bench-xliff-'));
try {
  const path = join(workDir, 'bench.xlf');
  const generationStarted = performance.now();
  const size = await generateXliff(path, UNITS);
  const mb = size / 1e6;
  console.log(`Generated ${UNITS.toLocaleString('en')} trans-units (${mb.toFixed(0)} MB) in ${((performance.now() - generationStarted) / 1000).toFixed(1)} s`);
  const originalHash = await sha256(createReadStream(path));
  const results: Figures[] = [];
  for (const backend of BACKENDS) {
    console.log(`Importing into ${backend}...`);
    results.push(await runBackend(backend, path, workDir, originalHash));
  }
  console.log('Parsing with Tessera\'s reader alone, then with the xliff package (xliff12ToJs)...');
  const parseOnly = await runTesseraParse(path);
  const reference = await runXliffPackage(path);

  console.log(`\nfile: ${mb.toFixed(1)} MB, ${UNITS.toLocaleString('en')} trans-units`);
  console.log('run                                     | segments | wall s | MB/s  | CPU s | peak RSS MB | untouched download');
  for (const r of results) {
    console.log(
      `Tessera import (parse + store), ${r.backend.padEnd(8)} | ${String(r.segments).padStart(8)} | ${r.importSeconds.toFixed(1).padStart(6)} | ${(mb / r.importSeconds).toFixed(1).padStart(5)} | ${r.importCpuSeconds.toFixed(1).padStart(5)} | ${r.peakRssMb.toFixed(0).padStart(11)} | ${r.downloadSeconds.toFixed(1)} s, ${r.identical ? 'byte-identical' : 'DIFFERENT'}`,
    );
  }
  console.log(
    `Tessera reader alone (parse, no DB)     | ${String(parseOnly.units).padStart(8)} | ${parseOnly.seconds.toFixed(1).padStart(6)} | ${(mb / parseOnly.seconds).toFixed(1).padStart(5)} | ${parseOnly.cpuSeconds.toFixed(1).padStart(5)} | ${parseOnly.peakRssMb.toFixed(0).padStart(11)} |`,
  );
  console.log(
    `xliff package xliff12ToJs (parse only)  | ${String(reference.units).padStart(8)} | ${reference.seconds.toFixed(1).padStart(6)} | ${(mb / reference.seconds).toFixed(1).padStart(5)} | ${reference.cpuSeconds.toFixed(1).padStart(5)} | ${reference.peakRssMb.toFixed(0).padStart(11)} |`,
  );
  console.log(`parse alone: Tessera's reader is ${(reference.seconds / parseOnly.seconds).toFixed(1)}x as fast as xliff12ToJs, with ${(reference.peakRssMb / parseOnly.peakRssMb).toFixed(1)}x less memory`);
  if (SERVER_FLAGS.length) console.log(`server and reader ran with: ${SERVER_FLAGS.join(' ')}`);
  for (const r of results) {
    console.log(
      `${r.backend}: Tessera's import is ${(reference.seconds / r.importSeconds).toFixed(1)}x as fast as xliff12ToJs in wall time; the server used ${r.importCpuSeconds.toFixed(1)} CPU s vs ${reference.cpuSeconds.toFixed(1)} (the database's own CPU is not counted)`,
    );
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
