/**
 * What the API load and soak benches share: server processes started like `npm start` starts them (the same
 * Node flags), a fresh PostgreSQL database or PGlite folder per run, the bench admin's session, synthetic files
 * imported through the real import routes, and waiting until an import is done.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../server/src/node-flags.ts';
import { prng } from '../server/src/test/prng.ts';
import { listeningUrl } from '../server/src/test/listening.ts';
import { ADMIN } from './measure.ts';

const SERVER_MAIN = join(import.meta.dirname, '..', 'server', 'src', 'main.ts');

export interface ApiServer {
  child: ChildProcess;
  base: string;
  /** Resolves once the server has logged a line containing `text` (JSON logs at level info). */
  logged(text: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Spawns server/src/main.ts as `npm start` does (with SERVER_NODE_FLAGS unless `nodeFlags` are given: on the
 * command line, as NODE_OPTIONS refuses some V8 flags), the bench admin as its first admin, and resolves once it
 * listens, on a port the system gave it (PORT=0: a port chosen beforehand could be taken meanwhile). `env` adds
 * settings (a database, a log level...). `onOutput` sees its standard output from the start; it is shown only
 * when BENCH_SERVER_STDOUT is set.
 */
export async function spawnServer(
  env: Record<string, string>,
  {
    nodeFlags = SERVER_NODE_FLAGS,
    onOutput,
  }: { nodeFlags?: readonly string[]; onOutput?: (text: string) => void } = {},
): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, [...nodeFlags, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      ...env,
      PORT: '0',
      HOST: '127.0.0.1',
      TESSERA_ADMIN_EMAIL: ADMIN.email,
      TESSERA_ADMIN_PASSWORD: ADMIN.password,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout!.on('data', (data: Buffer) => {
    if (process.env.BENCH_SERVER_STDOUT) process.stdout.write(data);
    onOutput?.(data.toString());
  });
  try {
    return { child, base: await listeningUrl(child, 120_000) };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}

/** Resolves once the server answers its health check; throws if it exits first or is not up within `seconds`. */
export async function waitUntilHealthy(child: ChildProcess, base: string, seconds = 120): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < seconds * 1000) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not become healthy within ${seconds} s`);
}

export async function startApiServer(env: Record<string, string>): Promise<ApiServer> {
  let output = '';
  const waiting: { text: string; resolve: () => void }[] = [];
  const onOutput = (text: string) => {
    output += text;
    // Warnings and errors are what a bench reader needs to see; the rest stays in `output` for logged().
    for (const line of text.split('\n'))
      if (/"level":(40|50|60)/.test(line)) console.log(`  server: ${line.slice(0, 300)}`);
    for (const wait of waiting.splice(0)) {
      if (output.includes(wait.text)) wait.resolve();
      else waiting.push(wait);
    }
  };
  const { child, base } = await spawnServer({ ...env, LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { onOutput });
  return {
    child,
    base,
    logged: (text) =>
      output.includes(text) ? Promise.resolve() : new Promise((resolve) => waiting.push({ text, resolve })),
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The PostgreSQL server the benches create their own databases in, connected to as a user that may create them. */
export const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function onPostgresServer<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * Creates the database `name` on POSTGRES_URL's server (with `ifMissing`, only when it does not exist yet) and
 * answers its URL. `name` is written into the statement: callers build it from fixed text and the process id.
 */
export async function createPostgresDatabase(name: string, { ifMissing = false } = {}): Promise<string> {
  await onPostgresServer(async (admin) => {
    const exists = ifMissing && (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount;
    if (!exists) await admin.query(`create database ${name}`);
  });
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database createPostgresDatabase made, closing what is still connected to it. */
export async function dropPostgresDatabase(name: string): Promise<void> {
  await onPostgresServer((admin) => admin.query(`drop database if exists ${name} with (force)`));
}

/**
 * A database of its own for one run, dropped by `drop()`; or a PGlite folder, removed. With `keep`, the PostgreSQL
 * database of that name is created when missing and left in place by `drop()`, so a bench can reuse what an
 * earlier run imported into it.
 */
export async function benchDatabase(
  backend: 'postgres' | 'pglite',
  keep?: string,
): Promise<{ env: Record<string, string>; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
    return { env: { DATA_DIR: dataDir }, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  if (keep !== undefined && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error(`not a database name: ${keep}`);
  const name = keep ?? `tessera_bench_${randomBytes(4).toString('hex')}`;
  const url = await createPostgresDatabase(name, { ifMissing: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  return {
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true });
      if (!keep) await dropPostgresDatabase(name);
    },
  };
}

/** Posts a multipart upload (text fields first, then the file part) and returns the 202 answer's body. */
export async function upload(
  base: string,
  headers: Record<string, string>,
  path: string,
  file: { name: string; content: string | Uint8Array<ArrayBuffer> },
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([file.content]), file.name);
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: form });
  if (response.status !== 202)
    throw new Error(`upload to ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { id: number };
}

/** Polls `path` until its status field says done; throws on error. */
export async function waitUntilDone(
  base: string,
  headers: Record<string, string>,
  path: string,
  timeoutMs = 600_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const body = (await (await fetch(`${base}${path}`, { headers })).json()) as {
      status?: string;
      processing_status?: string;
      processing_error?: string;
    };
    const status = body.processing_status ?? body.status;
    if (status === 'done') return;
    if (status === 'error') throw new Error(`${path} failed: ${JSON.stringify(body)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} not done within ${timeoutMs} ms`);
}

/** Imports a CSV glossary through POST /api/glossary/import and waits until it is done: its id. */
export async function importGlossaryCsv(
  base: string,
  headers: Record<string, string>,
  { fileName, name, csv }: { fileName: string; name: string; csv: string },
  timeoutMs = 3_600_000,
): Promise<number> {
  const glossary = await upload(base, headers, '/api/glossary/import', { name: fileName, content: csv }, { name });
  await waitUntilDone(base, headers, `/api/glossary/${glossary.id}`, timeoutMs);
  return glossary.id;
}

export type SegmentToSave = { id: number; target: string; updated_at: string };

/** What importWorkspace imported. */
export interface Workspace {
  documentId: number;
  glossaryId: number;
  tmId: number;
  /** Segments with a target, to save back (the target carries the source's inline codes). */
  segments: SegmentToSave[];
}

/**
 * A synthetic document, glossary and translation memory of these sizes, imported one after the other through the
 * real import routes (files `<label>.xlf`, `.csv`, `.tmx`, named "<label> glossary" and "<label> TM"), then waited
 * for until each is done; with at least `toSave` of the document's segments that have a target (all of them when
 * it has fewer). `seed` (the same for the three files) varies their content.
 */
export async function importWorkspace(
  base: string,
  headers: Record<string, string>,
  sizes: { label: string; segments: number; glossaryRecords: number; tmUnits: number; toSave?: number; seed?: number },
): Promise<Workspace> {
  const { label, seed } = sizes;
  const importFile = (path: string, extension: string, content: string, fields?: { name: string }) =>
    upload(base, headers, path, { name: `${label}.${extension}`, content }, fields);
  const document = await importFile('/api/document/', 'xlf', xliff(sizes.segments, seed));
  const glossary = await importFile('/api/glossary/import', 'csv', glossaryCsv(sizes.glossaryRecords, seed), {
    name: `${label} glossary`,
  });
  const tm = await importFile('/api/translation_memory/import', 'tmx', tmx(sizes.tmUnits, seed), {
    name: `${label} TM`,
  });
  await waitUntilDone(base, headers, `/api/document/${document.id}`);
  await waitUntilDone(base, headers, `/api/glossary/${glossary.id}`);
  await waitUntilDone(base, headers, `/api/translation_memory/${tm.id}`);
  const segments: SegmentToSave[] = [];
  for (let page = 0; segments.length < (sizes.toSave ?? 0); page++) {
    const response = await fetch(`${base}/api/document/${document.id}/records?page=${page}`, { headers });
    const { records } = (await response.json()) as { records: SegmentToSave[] };
    if (records.length === 0) break;
    segments.push(...records.filter((record) => record.target !== ''));
  }
  return { documentId: document.id, glossaryId: glossary.id, tmId: tm.id, segments };
}

// ---------- synthetic files ----------

/** A large agency's release languages: 20 target languages. */
export const RELEASE_LANGUAGES = [
  'de',
  'fr',
  'es',
  'it',
  'pt',
  'nl',
  'sv',
  'da',
  'fi',
  'nb',
  'pl',
  'cs',
  'hu',
  'ro',
  'el',
  'tr',
  'ru',
  'uk',
  'ja',
  'zh',
];

export const WORDS =
  `file save open settings account user password data report page window menu option select enter change
update delete create print export import document folder system server network connection error message warning
license customer order invoice payment project task team meeting schedule product version release feature support
service device screen display check confirm cancel close restart install remove add edit copy paste search find
replace view show hide list table row column value field name address email phone number date time language`.split(
    /\s+/,
  );
const GERMAN = `Datei speichern öffnen Einstellungen Konto Benutzer Passwort Daten Bericht Seite Fenster Menü Option
auswählen eingeben ändern aktualisieren löschen erstellen drucken exportieren importieren Dokument Ordner System`.split(
  /\s+/,
);
const SYLLABLES =
  'ka lo mi nu re sa ti vo xe zu bra cle dri fro glu pla qui stro tve wha yel jor kim dax pev ruk sol tan ber gom hix'.split(
    ' ',
  );

/** Words of a sentence, frequent words far more often than rare ones; every other one carries a coined name. */
function phrase(random: () => number, words: string[], length: number): string {
  const picked = Array.from({ length }, () => words[Math.floor(words.length * random() ** 1.8)]!);
  if (random() < 0.5)
    picked.unshift(Array.from({ length: 3 }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  return picked.join(' ');
}

/** Search terms of the load: frequent words, rarer ones and a coined name that few entries contain. */
export const SEARCH_TERMS = [
  'file',
  'settings',
  'invoice',
  'connection',
  'language',
  'restart',
  'driquijor',
  'kalomi',
  'xyzzy',
];

export function glossaryCsv(records: number, seed = 1): string {
  const random = prng(seed);
  const lines = ['en,de'];
  for (let i = 0; i < records; i++)
    lines.push(`${phrase(random, WORDS, 1 + Math.floor(random() * 3))} ${i},${phrase(random, GERMAN, 2)} ${i}`);
  return `${lines.join('\n')}\n`;
}

export function tmx(units: number, seed = 2): string {
  const random = prng(seed);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<tmx version="1.4"><header creationtool="bench" creationtoolversion="1" segtype="sentence" ',
    'o-tmf="bench" adminlang="en" srclang="en" datatype="plaintext"/><body>\n',
  ];
  for (let i = 0; i < units; i++) {
    const source = `${phrase(random, WORDS, 6 + Math.floor(random() * 8))} ${i}.`;
    const target = `${phrase(random, GERMAN, 6 + Math.floor(random() * 8))} ${i}.`;
    parts.push(`<tu><tuv xml:lang="en"><seg>${source}</seg></tuv><tuv xml:lang="de"><seg>${target}</seg></tuv></tu>\n`);
  }
  parts.push('</body></tmx>\n');
  return parts.join('');
}

/** An XLIFF 1.2 document of `segments` trans-units; every third has a target, each source one inline code. */
export function xliff(segments: number, seed = 3): string {
  const random = prng(seed);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">\n',
    '<file original="bench.properties" source-language="en" target-language="de" datatype="plaintext"><body>\n',
  ];
  for (let i = 1; i <= segments; i++) {
    const source = `Segment ${i}: ${phrase(random, WORDS, 8)} <g id="1">bold</g> end`;
    const target =
      i % 3 === 1
        ? `<target state="translated">Segment ${i}: ${phrase(random, GERMAN, 6)} <g id="1">fett</g> Ende</target>`
        : '';
    parts.push(`<trans-unit id="u${i}"><source>${source}</source>${target}</trans-unit>\n`);
  }
  parts.push('</body></file>\n</xliff>\n');
  return parts.join('');
}

/** Calls /api/health one after the other (`pauseMs` apart) until stopped; answers the longest wait. */
export function probeHealth(
  base: string,
  pauseMs = 50,
): { stop(): Promise<{ worstHealthSeconds: number; healthCalls: number }> } {
  let stopped = false;
  let worst = 0;
  let calls = 0;
  const probing = (async () => {
    while (!stopped) {
      const startedAt = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.text();
      if (!response.ok) throw new Error(`/api/health answered ${response.status}`);
      worst = Math.max(worst, performance.now() - startedAt);
      calls++;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  })();
  // Awaited by stop(); until then a failure must not count as unhandled.
  probing.catch(() => {});
  return {
    stop: async () => {
      stopped = true;
      await probing;
      return { worstHealthSeconds: worst / 1000, healthCalls: calls };
    },
  };
}
