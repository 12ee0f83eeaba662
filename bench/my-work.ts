/**
 * "My work" figures: a person with 500 assignments (the translation and the review of 250 documents, one of
 * them 10,000 segments, the others 20) asks GET /api/user/work, one request at a time, through the real server;
 * each answer lists the steps with their progress, read from the documents' counters. GET /api/health after each
 * shows what the machine's load adds to any request. On a shared machine the wait follows the load, so the
 * server's CPU time per request (its process and threads, PGlite's among them) is printed too: the figure the
 * load does not change, from which the wait on an idle machine follows.
 *
 *   node bench/my-work.ts                          # PGlite
 *   node bench/my-work.ts --backend postgres       # DATABASE_URL's server, a database of its own
 *   node bench/my-work.ts --documents 250 --large-segments 10000 --requests 200
 *   node bench/my-work.ts --data-dir /tmp/work     # PGlite in this folder, kept: a second run skips the import
 *
 * Last line: `my-work: <n> assignments on <backend>, p50 <a> ms, p95 <b> ms (aim p95 <= 50), health p50 <c> /
 * p95 <d> ms, server CPU <e> ms per request (health <f>), load <l>`.
 */
import type { UserWork } from '@tessera/shared/contract';
import { benchDatabase, startApiServer, upload, waitUntilDone, xliff } from './api-server.ts';
import { cpuSeconds, json, loadAverage, option, percentile, signIn, timeEach } from './measure.ts';

const BACKEND = option('backend', 'pglite') as 'pglite' | 'postgres';
const DOCUMENTS = Number(option('documents', '250'));
const LARGE_SEGMENTS = Number(option('large-segments', '10000'));
const SMALL_SEGMENTS = 20;
const REQUESTS = Number(option('requests', '200'));
const DATA_DIR = option('data-dir', '');
const AIM_P95_MS = 50;

const database = DATA_DIR ? { env: { DATA_DIR }, drop: async () => {} } : await benchDatabase(BACKEND);
const server = await startApiServer(database.env);
try {
  const headers = await signIn(server.base);
  const ask = async (path: string) => json<unknown>(await fetch(`${server.base}${path}`, { headers }));
  if (((await ask('/api/user/work')) as UserWork).items.length === 0) await importAndAssign(headers);

  const work = (await ask('/api/user/work')) as UserWork;
  if (work.items.length !== DOCUMENTS * 2) throw new Error(`expected ${DOCUMENTS * 2} items, got ${work.items.length}`);
  const health: number[] = [];
  const { times } = await timeEach(
    Array.from({ length: REQUESTS }),
    () => ask('/api/user/work'),
    async () => {
      const at = performance.now();
      await ask('/api/health');
      health.push(performance.now() - at);
    },
  );
  /** The server's CPU milliseconds per request to `path`, over as many requests as the timed ones. */
  const cpuPerRequest = async (path: string) => {
    const before = cpuSeconds(server.child.pid!);
    for (let index = 0; index < REQUESTS; index++) await ask(path);
    return ((cpuSeconds(server.child.pid!) - before) * 1000) / REQUESTS;
  };
  const [workCpu, healthCpu] = [await cpuPerRequest('/api/user/work'), await cpuPerRequest('/api/health')];
  const ms = (value: number) => value.toFixed(1);
  console.log(
    `my-work: ${work.items.length} assignments on ${BACKEND}, p50 ${ms(percentile(times, 50))} ms, p95 ${ms(percentile(times, 95))} ms (aim p95 <= ${AIM_P95_MS}), health p50 ${ms(percentile(health, 50))} / p95 ${ms(percentile(health, 95))} ms, server CPU ${ms(workCpu)} ms per request (health ${ms(healthCpu)}), load ${loadAverage()}`,
  );
} finally {
  await server.stop();
  await database.drop();
}

/** Uploads the documents and gives the signed-in person the translation and the review of each. */
async function importAndAssign(headers: Record<string, string>) {
  const me = await json<{ id: number }>(await fetch(`${server.base}/api/user/`, { headers }));
  const started = performance.now();
  const ids: number[] = [];
  for (let index = 0; index < DOCUMENTS; index++) {
    const segments = index === 0 ? LARGE_SEGMENTS : SMALL_SEGMENTS;
    const { id } = await upload(server.base, headers, '/api/document/', {
      name: `work-${index}.xlf`,
      content: xliff(segments, index + 1),
    });
    ids.push(id);
  }
  for (const [index, id] of ids.entries()) {
    await waitUntilDone(server.base, headers, `/api/document/${id}`);
    const due = new Date(Date.UTC(2030, 0, 1 + (index % 90))).toISOString();
    const assigned = await fetch(`${server.base}/api/document/${id}/assignments`, {
      method: 'PUT',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        assignments: [
          { step: 'translation', user_id: me.id, due_at: due },
          { step: 'review', user_id: me.id, due_at: due },
        ],
      }),
    });
    await json(assigned);
  }
  console.log(
    `  ${DOCUMENTS} documents (1 of ${LARGE_SEGMENTS} segments, ${DOCUMENTS - 1} of ${SMALL_SEGMENTS}) imported and assigned in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
