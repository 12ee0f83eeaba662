/**
 * A connected repository's figures: a repository of L languages × S strings (JSON, every language fully
 * translated) served by `git http-backend` on loopback; times, through the real server, the first pull (a
 * document per language, the translations read), an incremental pull after an upstream commit changing 1% of the
 * source strings, and a push after one confirmed change per language; beside the time `git clone
 * --filter=blob:none` of the same repository takes alone.
 *
 *   node bench/repository.ts                                  # 5 languages × 200 strings, PGlite and PostgreSQL
 *   node bench/repository.ts --languages 50 --strings 2000
 *   node bench/repository.ts --backend pglite
 *
 * PostgreSQL: DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/test), in a database of its own.
 * Last line per backend: `repository <backend>: <L> × <S>: clone <a> s, first pull <b> s, incremental pull <c> s, push <d> s`
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { DocumentRecordPage, Job, Project } from '@tessera/shared/contract';
import { startGitServer, type TestGitServer } from '../server/src/test/git-server.ts';
import { benchDatabase, startApiServer } from './api-server.ts';
import { json, loadAverage, option, signIn } from './measure.ts';

const LANGUAGES = Number(option('languages', '5'));
const STRINGS = Number(option('strings', '200'));
const BACKENDS = option('backend', 'both') === 'both' ? (['pglite', 'postgres'] as const) : [option('backend', '')];

/** Target languages: real codes, as many as asked (50 at most). */
const CODES = `de fr es it pt nl sv da nb fi pl cs sk sl hr sr bg ro hu el tr ru uk lt lv et ja ko zh-Hans zh-Hant
  vi th id ms fil hi bn ta te mr ur fa he ar sw af ca eu gl is`.split(/\s+/);

const strings = (language: string, version = 0) =>
  `${JSON.stringify(
    Object.fromEntries(
      Array.from({ length: STRINGS }, (_, index) => [
        `key_${index}`,
        language === 'en' && version > 0 && index % 100 === 0
          ? `Changed source string number ${index}`
          : `${language} string number ${index} of the application`,
      ]),
    ),
    null,
    2,
  )}\n`;

async function waitForJob(base: string, headers: Record<string, string>, jobId: number): Promise<Job> {
  for (;;) {
    const job = await json<Job>(await fetch(`${base}/api/jobs/${jobId}`, { headers }));
    if (job.status !== 'running' && job.status !== 'queued') return job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function timed(what: string, run: () => Promise<Job>): Promise<number> {
  const started = performance.now();
  const job = await run();
  const seconds = (performance.now() - started) / 1000;
  if (job.status !== 'done') throw new Error(`${what} ended ${job.status}: ${job.message}`);
  console.log(`  ${what}: ${seconds.toFixed(2)} s (${job.message})`);
  return seconds;
}

/** Asynchronously: the Git server answering the clone runs in this process. */
async function cloneSeconds(url: string): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-bench-clone-'));
  try {
    const started = performance.now();
    await promisify(execFile)('git', ['clone', '-q', '--filter=blob:none', url, join(dir, 'clone')], {
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
    return (performance.now() - started) / 1000;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function run(backend: 'pglite' | 'postgres', git: TestGitServer, name: string) {
  const database = await benchDatabase(backend);
  const server = await startApiServer({ ...database.env, SECRETS_KEY: randomBytes(32).toString('base64') });
  try {
    const headers = { ...(await signIn(server.base)), 'content-type': 'application/json' };
    const post = (path: string, body?: object) =>
      fetch(`${server.base}${path}`, { method: 'POST', headers, body: JSON.stringify(body ?? {}) });
    const languages = CODES.slice(0, LANGUAGES);
    const project = await json<Project>(
      await post('/api/projects/', { name: `Bench ${name}`, source_lang: 'en', target_langs: languages }),
    );
    await json(
      await fetch(`${server.base}/api/projects/${project.id}/repository`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({
          url: git.urlOf(name),
          branch: 'main',
          credentials: { kind: 'none' },
          push: { mode: 'direct' },
          files: [{ source: 'locales/en/*.json', translation: 'locales/{lang}/{name}.json' }],
          allow_private_network: true,
        }),
      }),
    );
    const sync = async (kind: 'pull' | 'push') => {
      const { job_id } = await json<{ job_id: number }>(await post(`/api/projects/${project.id}/repository/${kind}`));
      return waitForJob(server.base, headers, job_id);
    };
    const first = await timed('first pull', () => sync('pull'));
    await git.commit(name, { files: { 'locales/en/app.json': strings('en', 1) } });
    const incremental = await timed('incremental pull (1% of the source changed)', () => sync('pull'));
    const documents = await json<{ id: number; project_id: number | null }[]>(
      await fetch(`${server.base}/api/document/`, { headers }),
    );
    for (const document of documents.filter((one) => one.project_id === project.id)) {
      const page = await json<DocumentRecordPage>(
        await fetch(`${server.base}/api/document/${document.id}/records?limit=1`, { headers }),
      );
      const record = page.records[0]!;
      await json(
        await fetch(`${server.base}/api/document/records/${record.id}`, {
          method: 'PUT',
          headers,
          body: JSON.stringify({ target: `${record.target} (edited)`, approved: true, updated_at: record.updated_at }),
        }),
      );
    }
    const push = await timed('push (one change per language)', () => sync('push'));
    return { first, incremental, push };
  } finally {
    await server.stop();
    await database.drop();
  }
}

const git = await startGitServer();
try {
  console.log(`repository: ${LANGUAGES} languages × ${STRINGS} strings, load ${loadAverage()}`);
  for (const backend of BACKENDS) {
    const name = `app-${backend}`;
    const files: Record<string, string> = { 'locales/en/app.json': strings('en') };
    for (const language of CODES.slice(0, LANGUAGES)) files[`locales/${language}/app.json`] = strings(language);
    await git.createRepository(name, files);
    const clone = await cloneSeconds(git.urlOf(name));
    console.log(`${backend}: git clone alone ${clone.toFixed(2)} s`);
    const times = await run(backend as 'pglite' | 'postgres', git, name);
    console.log(
      `repository ${backend}: ${LANGUAGES} × ${STRINGS}: clone ${clone.toFixed(2)} s, first pull ${times.first.toFixed(2)} s, ` +
        `incremental pull ${times.incremental.toFixed(2)} s, push ${times.push.toFixed(2)} s`,
    );
  }
} finally {
  await git.close();
}
