/**
 * The project report's figures: a project of 100 documents (one of 10,000 segments, the others 20), every segment
 * confirmed in translation and again in review, every tenth changed by the reviewer, all through the real server
 * (the database writes the work as people save, as in use); then GET /api/projects/{id}/report for the month and
 * the same as CSV, one request at a time. GET /api/health after each shows what the machine's load adds to any
 * request. The aim: the report over 100 documents in at most 1 s.
 *
 *   node bench/project-report.ts                          # PGlite
 *   node bench/project-report.ts --backend postgres       # DATABASE_URL's server, a database of its own
 *   node bench/project-report.ts --documents 100 --large-segments 10000 --requests 50
 *   node bench/project-report.ts --backend postgres --database report_bench   # kept: a second run reuses the project
 *
 * Last line: `project-report: <n> documents, <w> work rows on <backend>, JSON p50 <a> ms, p95 <b> ms, CSV p50 <c> ms,
 * p95 <d> ms (health p95 <e> ms, aim 1000 ms), load <l>`.
 */
import type { DocumentRecordPage, Project, ProjectReport } from '@tessera/shared/contract';
import { benchDatabase, startApiServer, upload, waitUntilDone, xliff } from './api-server.ts';
import { apiSender, json, loadAverage, option, percentile, signIn, timeEach } from './measure.ts';

const BACKEND = option('backend', 'pglite') as 'pglite' | 'postgres';
const DOCUMENTS = Number(option('documents', '100'));
const LARGE_SEGMENTS = Number(option('large-segments', '10000'));
const SMALL_SEGMENTS = 20;
const REQUESTS = Number(option('requests', '50'));
/** Saves in flight at once while seeding: enough to keep the server busy, as a team at work would. */
const SAVES_AT_ONCE = 4;
const AIM_MS = 1000;
const KEEP = BACKEND === 'postgres' && process.argv.includes('--database') ? option('database', '') : undefined;
const PROJECT_NAME = `Report bench ${DOCUMENTS} × ${LARGE_SEGMENTS}`;

const database = await benchDatabase(BACKEND, KEEP);
const server = await startApiServer(database.env);
try {
  const headers = await signIn(server.base);
  const send = apiSender(server.base, headers);
  const me = await send<{ id: number }>('GET', '/api/user/');
  const kept = KEEP
    ? (await send<Project[]>('GET', '/api/projects/')).find((one) => one.name === PROJECT_NAME)
    : undefined;
  const project = kept ?? (await seedProject({ base: server.base, headers, send }, me.id));
  if (kept) console.log(`  reused ${PROJECT_NAME} of database ${KEEP}`);

  // From the project's first day to today: all its work, asked as a period.
  const path = `/api/projects/${project.id}/report?from=${utcDay(project.created_at)}&to=${utcDay(new Date().toISOString())}`;
  const ask = (format: 'json' | 'csv') => async () => {
    const response = await fetch(`${server.base}${path}${format === 'csv' ? '&format=csv' : ''}`, { headers });
    if (!response.ok) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
    return format === 'csv' ? response.text() : response.json();
  };
  const report = (await ask('json')()) as ProjectReport;
  const segments = LARGE_SEGMENTS + (DOCUMENTS - 1) * SMALL_SEGMENTS;
  if (report.totals.confirmed.segments !== 2 * segments)
    throw new Error(
      `expected ${2 * segments} confirmed segments, the report counts ${report.totals.confirmed.segments}`,
    );
  const workRows = report.totals.confirmed.segments + report.totals.review_edits.segments;
  const health: number[] = [];
  const askHealth = async () => {
    const at = performance.now();
    await json(await fetch(`${server.base}/api/health`));
    health.push(performance.now() - at);
  };
  const requests = Array.from({ length: REQUESTS });
  const { times: jsonTimes } = await timeEach(requests, ask('json'), askHealth);
  const { times: csvTimes } = await timeEach(requests, ask('csv'), askHealth);
  const ms = (values: number[], p: number) => percentile(values, p).toFixed(1);
  console.log(
    `project-report: ${DOCUMENTS} documents, ${workRows} work rows on ${BACKEND}, JSON p50 ${ms(jsonTimes, 50)} ms, p95 ${ms(jsonTimes, 95)} ms, CSV p50 ${ms(csvTimes, 50)} ms, p95 ${ms(csvTimes, 95)} ms (health p95 ${ms(health, 95)} ms, aim ${AIM_MS} ms), load ${loadAverage()}`,
  );
} finally {
  await server.stop();
  await database.drop();
}

interface Api {
  base: string;
  headers: Record<string, string>;
  send: <T>(method: string, path: string, body?: unknown) => Promise<T>;
}

/**
 * The project, its documents imported and assigned (both steps to `userId`), then every segment saved approved in
 * translation and again in review, where every tenth target changes: the database writes the work as it goes.
 */
async function seedProject({ base, headers, send }: Api, userId: number): Promise<Project> {
  const project = await send<Project>('POST', '/api/projects/', {
    name: PROJECT_NAME,
    source_lang: 'en',
    target_lang: 'de',
  });

  const started = performance.now();
  const ids: number[] = [];
  for (let index = 0; index < DOCUMENTS; index++) {
    const { id } = await upload(
      base,
      headers,
      '/api/document/',
      { name: `report-${index}.xlf`, content: xliff(index === 0 ? LARGE_SEGMENTS : SMALL_SEGMENTS, index + 1) },
      { project_id: String(project.id) },
    );
    ids.push(id);
  }
  for (const id of ids) {
    await waitUntilDone(base, headers, `/api/document/${id}`);
    await send('PUT', `/api/document/${id}/assignments`, {
      assignments: [
        { step: 'translation', user_id: userId, due_at: null },
        { step: 'review', user_id: userId, due_at: null },
      ],
    });
  }
  console.log(`  ${DOCUMENTS} documents imported and assigned in ${seconds(started)} s`);

  /** Saves every segment of the document approved, as `targetOf` says, a few at a time; then delivers the step. */
  const work = async (id: number, step: 'translation' | 'review', targetOf: (source: string, n: number) => string) => {
    const records = await recordsOf(id);
    let next = 0;
    const saveNext = async (): Promise<void> => {
      const record = records[next++];
      if (!record) return;
      await send('PUT', `/api/document/records/${record.id}`, {
        target: targetOf(record.source, record.position),
        approved: true,
        updated_at: record.updated_at,
        update_repetitions: false,
      });
      return saveNext();
    };
    await Promise.all(Array.from({ length: SAVES_AT_ONCE }, saveNext));
    await send('POST', `/api/document/${id}/assignments/${step}/deliver`, { force: true });
  };
  const recordsOf = async (id: number) => {
    const all: DocumentRecordPage['records'] = [];
    for (let page = 0; ; page++) {
      const { records } = await send<DocumentRecordPage>('GET', `/api/document/${id}/records?page=${page}`);
      if (records.length === 0) return all;
      all.push(...records);
    }
  };
  const seeding = performance.now();
  for (const id of ids) await work(id, 'translation', (source) => source);
  for (const id of ids) await work(id, 'review', (source, n) => (n % 10 === 0 ? `${source} (reviewed)` : source));
  console.log(`  every segment confirmed in translation and in review in ${seconds(seeding)} s`);
  return project;
}

function seconds(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function utcDay(timestamp: string) {
  return timestamp.slice(0, 10);
}
