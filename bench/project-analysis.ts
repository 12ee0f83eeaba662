/**
 * A project's analysis at a release's size: `--documents` files (default 200) of `--segments` segments each
 * (default 500: 100,000 segments, a million words) uploaded into a project whose TM holds `--units` units (default
 * 100,000), through the real server; then the analysis both ways the server offers it, `/api/health` polled
 * meanwhile: GET /projects/{id}/analysis, the request held open until the analysis is done (what the page asked
 * before), and POST /projects/{id}/analysis, answered at once with a job followed to its end (what it asks now);
 * then GET /projects/{id}/analysis/last, what the page reads when it opens.
 *
 *   node bench/project-analysis.ts                        # PostgreSQL (DATABASE_URL's server, a database of its own)
 *   node bench/project-analysis.ts --backend pglite --documents 50
 *
 * Last line: `project-analysis: <s> segments in <d> documents vs <u> units on <backend>: request held <a> s, job
 * answered in <b> ms and done in <c> s, last <d> ms (<k> KB), worst health wait <w> s, load <l>`.
 */
import type { Job, LastAnalysis } from '@tessera/shared/contract';
import { benchDatabase, probeHealth, startApiServer, tmx, upload, waitUntilDone, xliff } from './api-server.ts';
import { apiSender, loadAverage, option, signIn } from './measure.ts';

const BACKEND = option('backend', 'postgres') as 'postgres' | 'pglite';
const DOCUMENTS = Number(option('documents', '200'));
const SEGMENTS = Number(option('segments', '500'));
const UNITS = Number(option('units', '100000'));

const seconds = (ms: number) => (ms / 1000).toFixed(1);

const database = await benchDatabase(BACKEND);
const server = await startApiServer(database.env);
try {
  console.log(
    `project-analysis bench: ${DOCUMENTS} documents of ${SEGMENTS} segments vs ${UNITS.toLocaleString('en')} units on ${BACKEND}; load ${loadAverage()}`,
  );
  const headers = await signIn(server.base);
  const send = apiSender(server.base, headers);

  const building = performance.now();
  const tm = await upload(
    server.base,
    headers,
    '/api/translation_memory/import',
    { name: 'tm.tmx', content: tmx(UNITS) },
    {
      name: 'Release TM',
    },
  );
  await waitUntilDone(server.base, headers, `/api/translation_memory/${tm.id}`, 3_600_000);
  const project = await send<{ id: number }>('POST', '/api/projects/', {
    name: 'Release',
    source_lang: 'en',
    target_lang: 'de',
  });
  await send('PUT', `/api/projects/${project.id}/translation_memories`, { memories: [{ id: tm.id, mode: 'read' }] });
  await server.logged('TM match index built');
  const uploaded = [];
  for (let i = 0; i < DOCUMENTS; i++)
    uploaded.push(
      await upload(
        server.base,
        headers,
        '/api/document/',
        { name: `file-${i}.xlf`, content: xliff(SEGMENTS, 100 + i) },
        { project_id: String(project.id) },
      ),
    );
  for (const document of uploaded) await waitUntilDone(server.base, headers, `/api/document/${document.id}`);
  console.log(`  built in ${seconds(performance.now() - building)} s`);

  /** Runs `work` with /api/health polled meanwhile: its time and the longest health wait. */
  const watched = async <T>(work: () => Promise<T>) => {
    const health = probeHealth(server.base);
    const started = performance.now();
    const result = await work();
    const ms = performance.now() - started;
    return { result, ms, worstHealth: (await health.stop()).worstHealthSeconds };
  };

  const held = await watched(() =>
    send<{ total: { segments: number } }>('GET', `/api/projects/${project.id}/analysis`),
  );
  console.log(
    `  GET analysis (the request held): ${seconds(held.ms)} s, ${held.result.total.segments} segments, worst health wait ${held.worstHealth.toFixed(2)} s`,
  );

  let answeredMs = 0;
  const job = await watched(async () => {
    const asked = performance.now();
    const { job_id } = await send<{ job_id: number }>('POST', `/api/projects/${project.id}/analysis`);
    answeredMs = performance.now() - asked;
    for (;;) {
      const state = await send<Job>('GET', `/api/jobs/${job_id}`);
      if (state.status !== 'running' && state.status !== 'queued') return state;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  });
  if (job.result.status !== 'done')
    throw new Error(`the analysis job ended ${job.result.status}: ${job.result.message}`);
  console.log(
    `  POST analysis: answered in ${answeredMs.toFixed(0)} ms, job done in ${seconds(job.ms)} s, worst health wait ${job.worstHealth.toFixed(2)} s`,
  );

  const reading = performance.now();
  const response = await fetch(`${server.base}/api/projects/${project.id}/analysis/last`, { headers });
  const body = await response.text();
  const lastMs = performance.now() - reading;
  const last = JSON.parse(body) as LastAnalysis;
  if (last.analysis?.total.segments !== held.result.total.segments) throw new Error('the kept analysis differs');
  console.log(`  GET analysis/last: ${lastMs.toFixed(0)} ms, ${(body.length / 1024).toFixed(1)} KB`);
  console.log(
    `project-analysis: ${DOCUMENTS * SEGMENTS} segments in ${DOCUMENTS} documents vs ${UNITS} units on ${BACKEND}: request held ${seconds(held.ms)} s, job answered in ${answeredMs.toFixed(0)} ms and done in ${seconds(job.ms)} s, last ${lastMs.toFixed(0)} ms (${(body.length / 1024).toFixed(1)} KB), worst health wait ${Math.max(held.worstHealth, job.worstHealth).toFixed(2)} s, load ${loadAverage()}`,
  );
} finally {
  await server.stop();
  await database.drop();
}
