/**
 * Hostile uploads against the real server (started as `npm start` starts it, on a fresh database): an Android
 * strings.xml whose name attribute is 8 MB and one whose attribute is 50 MB, a 50 MB single value in each
 * whole-file format that can hold one (YAML, JSON, RESX, plain text, .properties), and a legal JSON of 1,000,000
 * keys (14 MB), one after the other, while another client calls /api/health every 100 ms. Prints each upload's
 * answer and time, the worst health wait (aim: 1.5 s) and the server's RSS before, at its peak (alone, and with
 * the worker processes that parse the files) and after (aim: back within 100 MB of before once the imports are
 * over and the server has idled).
 *
 * Then the legal files of a real application, uploaded into a project (app-resources.ts: an i18next flat JSON of
 * 300,000 and one of 1,000,000 keys, a PO of 300,000 entries, two in five translated, and a JSON of 300,000 short
 * keys whose values are the app's recurring labels): for each, the time to its 202, the time until it is done and
 * the worst /api/health wait while it imported (aim: 1.5 s).
 *
 *   node bench/hostile-uploads.ts                       # embedded PGlite
 *   node bench/hostile-uploads.ts --backend postgres
 *   node bench/hostile-uploads.ts --keys 200000 --idle 30
 *   node bench/hostile-uploads.ts --only key            # the uploads whose label holds this text
 *   node bench/hostile-uploads.ts --only app:           # the application's files
 *
 * On a shared machine waits follow the load (printed). PostgreSQL: DATABASE_URL or
 * postgres://postgres@127.0.0.1:5432/test; a database of its own is created and dropped.
 */
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { json, loadAverage, option, signIn, statusMb } from './measure.ts';
import { gettextPo, i18nextFlatJson, shortValuesJson } from './app-resources.ts';
import {
  createPostgresDatabase,
  dropPostgresDatabase,
  probeHealth,
  spawnServer,
  waitUntilDone,
  waitUntilHealthy,
} from './api-server.ts';

const BACKEND = option('backend', 'pglite');
const KEYS = Number(option('keys', '1000000'));
/**
 * Seconds the server may idle after the last import for its RSS to come back within 100 MB of before. V8 gives the
 * pages of the import's garbage back in a full collection its memory reducer starts once the server is idle, which
 * came 60-120 s after a 1,000,000-key import on a quiet 2-core machine.
 */
const IDLE_SECONDS = Number(option('idle', '240'));
const RSS_AIM_MB = 100;
const ONLY = option('only', '');
const MB = 1_000_000;

interface HostileUpload {
  label: string;
  name: string;
  content: () => string;
  /** Uploaded into a project (POST /projects/{id}/documents) rather than as a document of its own. */
  intoProject?: boolean;
}

const android = (name: string) => `<resources>\n  <string name="${name}">Hello</string>\n</resources>\n`;
const long = (length: number) => 'x'.repeat(length);

const UPLOADS: HostileUpload[] = [
  { label: '8 MB XML attribute (Android)', name: 'strings.xml', content: () => android(long(8 * MB)) },
  { label: '50 MB XML attribute (Android)', name: 'strings.xml', content: () => android(long(50 * MB)) },
  { label: '50 MB YAML value', name: 'en.yml', content: () => `en:\n  long: ${long(50 * MB)}\n` },
  { label: '50 MB JSON value', name: 'en.json', content: () => `{"long": "${long(50 * MB)}"}\n` },
  {
    label: '50 MB RESX value',
    name: 'Strings.resx',
    content: () => `<root>\n  <data name="long"><value>${long(50 * MB)}</value></data>\n</root>\n`,
  },
  { label: '50 MB plain-text paragraph', name: 'long.txt', content: () => `${long(50 * MB)}\n` },
  { label: '50 MB .properties value', name: 'long.properties', content: () => `long=${long(50 * MB)}\n` },
  { label: `${KEYS.toLocaleString('en')}-key JSON`, name: 'keys.json', content: () => manyKeysJson(KEYS) },
  ...[300_000, 1_000_000].map((keys) => ({
    label: `app: i18next JSON of ${keys.toLocaleString('en')} strings`,
    name: 'en.json',
    content: () => i18nextFlatJson(keys),
    intoProject: true,
  })),
  { label: 'app: PO of 300,000 entries', name: 'de.po', content: () => gettextPo(300_000), intoProject: true },
  {
    label: 'app: JSON of 300,000 recurring labels',
    name: 'labels.json',
    content: () => shortValuesJson(300_000),
    intoProject: true,
  },
];

/** A flat JSON of `keys` short strings, as a legal (if large) resource file. */
function manyKeysJson(keys: number): string {
  const lines = Array.from({ length: keys }, (_, i) => `"k${i}":"v ${i}"`);
  return `{${lines.join(',\n')}}\n`;
}

/**
 * Uploads a document (into `projectId` when the upload says so) and, when it is accepted, waits for its import;
 * answers the status, a short message, the seconds to the answer and to the end of the import. The file is
 * generated first: the clock, and the calls to /api/health every 100 ms, start with the request.
 */
async function uploadAndImport(
  base: string,
  headers: Record<string, string>,
  upload: HostileUpload,
  projectId: number,
) {
  const form = new FormData();
  if (!upload.intoProject) {
    form.append('source_lang', 'en');
    form.append('target_lang', 'de');
  }
  form.append('file', new Blob([upload.content()]), upload.name);
  const path = upload.intoProject ? `/api/projects/${projectId}/documents` : '/api/document/';
  const health = probeHealth(base, 100);
  const started = performance.now();
  const response = await fetch(`${base}${path}`, { method: 'POST', headers, body: form });
  const answered = (performance.now() - started) / 1000;
  const body = (await response.json()) as { id?: number; documents?: { id: number }[]; message?: string };
  const id = body.documents?.[0]?.id ?? body.id;
  if (response.status !== 202)
    return { status: response.status, outcome: body.message ?? '', answered, waits: await health.stop() };
  await waitUntilDone(base, headers, `/api/document/${id}`, 1_800_000);
  const done = (performance.now() - started) / 1000;
  const waits = await health.stop();
  const document = (await (await fetch(`${base}/api/document/${id}`, { headers })).json()) as {
    records_count: number;
  };
  return { status: response.status, outcome: `imported ${document.records_count} segments`, answered, done, waits };
}

/** A project (English to German) the application's files are uploaded into. */
async function createProject(base: string, headers: Record<string, string>): Promise<number> {
  const response = await fetch(`${base}/api/projects/`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Hostile uploads', source_lang: 'en', target_lang: 'de' }),
  });
  return (await json<{ id: number }>(response)).id;
}

/** The processes started by `pid`, directly or not (the server's file-reading worker processes). */
function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the second field after the parenthesised command name, which may hold spaces.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // the process ended while the list was read
    }
  }
  const found: number[] = [];
  for (let queue = [pid]; queue.length > 0;) {
    const next = children.get(queue.pop()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** The RSS of the server and of its worker processes together. */
function serverTreeRssMb(pid: number): number {
  let total = statusMb(pid, 'VmRSS');
  for (const child of descendants(pid)) {
    try {
      total += statusMb(child, 'VmRSS');
    } catch {
      // the worker exited meanwhile
    }
  }
  return total;
}

/**
 * Samples every 100 ms the server's RSS and that of the server with its worker processes (where files are
 * parsed) until stopped; answers the highest of each.
 */
function sampleRss(pid: number): { stop(): { server: number; withWorkers: number } } {
  const peak = { server: 0, withWorkers: 0 };
  const sample = () => {
    peak.server = Math.max(peak.server, statusMb(pid, 'VmRSS'));
    peak.withWorkers = Math.max(peak.withWorkers, serverTreeRssMb(pid));
  };
  sample();
  const timer = setInterval(sample, 100);
  return {
    stop: () => {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}

const pause = (seconds: number) => new Promise((resolve) => setTimeout(resolve, seconds * 1000));

/**
 * Reads the server's RSS (with its workers) every second while it idles, until it is within the aim of `before`
 * or `seconds` have passed; answers the last reading and the seconds idled.
 */
async function rssOnceIdle(pid: number, before: number, seconds: number) {
  for (let idled = 0; ; idled += 1) {
    const rss = serverTreeRssMb(pid);
    if (rss <= before + RSS_AIM_MB || idled >= seconds) return { rss, idled };
    await pause(1);
  }
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-hostile-'));
  let database: string | null = null;
  const env: Record<string, string> = { DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  if (BACKEND === 'postgres') {
    database = `tessera_bench_hostile_${process.pid}`;
    env.DATABASE_URL = await createPostgresDatabase(database);
  }
  console.log(`hostile uploads on ${BACKEND}, load average ${loadAverage()}`);
  const { child, base } = await spawnServer(env);
  child.on('exit', (code, signal) => {
    if (!stopping) console.log(`the server exited (${signal ?? `exit code ${code}`})`);
  });
  let stopping = false;
  try {
    await waitUntilHealthy(child, base, 120);
    const headers = await signIn(base);
    await pause(5);
    const rssBefore = serverTreeRssMb(child.pid!);
    const rss = sampleRss(child.pid!);
    const projectId = await createProject(base, headers);
    let worstHealthSeconds = 0;
    let healthCalls = 0;
    for (const upload of UPLOADS.filter((candidate) => candidate.label.includes(ONLY))) {
      const { status, outcome, answered, done, waits } = await uploadAndImport(base, headers, upload, projectId);
      worstHealthSeconds = Math.max(worstHealthSeconds, waits.worstHealthSeconds);
      healthCalls += waits.healthCalls;
      const timing =
        done === undefined
          ? `in ${answered.toFixed(1)} s`
          : `after ${answered.toFixed(1)} s, done after ${done.toFixed(1)} s`;
      console.log(
        `  ${upload.label}: ${status} ${timing}, ${outcome.slice(0, 110)}; worst /api/health wait ` +
          `${waits.worstHealthSeconds.toFixed(2)} s; load average ${loadAverage()}`,
      );
    }
    const rssPeak = rss.stop();
    const after = await rssOnceIdle(child.pid!, rssBefore, IDLE_SECONDS);
    console.log(
      `hostile uploads (${BACKEND}): worst /api/health wait ${worstHealthSeconds.toFixed(2)} s over ${healthCalls} ` +
        `calls (aim 1.5 s); RSS before ${rssBefore.toFixed(0)} MB, peak ${rssPeak.server.toFixed(0)} MB ` +
        `(${rssPeak.withWorkers.toFixed(0)} MB with its worker processes), after ` +
        `${after.rss.toFixed(0)} MB after ${after.idled} s idle (aim: within ${RSS_AIM_MB} MB of before); ` +
        `load average ${loadAverage()}`,
    );
  } finally {
    stopping = true;
    child.kill('SIGTERM');
    await Promise.race([once(child, 'exit'), pause(10)]);
    if (child.exitCode === null) child.kill('SIGKILL');
    if (database) await dropPostgresDatabase(database);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
