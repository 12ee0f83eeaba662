/**
 * API throughput under load: autocannon with 50 connections for 30 s on each route below, for two API
 * processes sharing one PostgreSQL and for one process on the embedded PGlite. Prints requests/s, p50 and p99
 * latency and the error answers per route, and each route's throughput as a share of `/api/health` in the same
 * run (health reads one row of `users` to answer that the database is up: HTTP, Fastify and the cheapest statement,
 * so the ratio tells what the route adds on this machine).
 *
 *   node bench/api-load.ts                                  # both backends, 50 connections, 30 s per route
 *   node bench/api-load.ts --duration 10 --backend postgres # shorter, one backend
 *   node bench/api-load.ts --connections 20 --segments 5000 --glossary-records 10000 --tm-units 5000
 *   node bench/api-load.ts --backend postgres --routes page,save --repeat 3  # health and these, 3 rounds
 *
 * Data, imported through the real import routes before the load: a document of 50k segments, a glossary of
 * 100k records and a translation memory of 50k units. Routes: `me`, the signed-in user (no statement: sessions
 * are kept per process), `item`, one glossary by id (one statement reading one row: the floor of any route that
 * reads the database), a page of the document's segments (random page),
 * a glossary search, a TM concordance search (search terms from frequent to absent), saving a segment (each
 * save sends the `updated_at` its previous save answered, as the editor does).
 * PostgreSQL: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test) is used to create a database of
 * its own, dropped after. autocannon runs in this process, on the same cores as the servers: on a 2-core machine
 * it takes a share of the CPU, and so does anything else running; the load average is printed with each route.
 * So is the CPU time each request cost the API processes and PostgreSQL's backends serving the bench's database
 * (PGlite runs inside the API process): unlike req/s, it hardly moves with what else the machine runs.
 */
import autocannon from 'autocannon';
import { availableParallelism } from 'node:os';
import { PAGE_SIZE } from '@tessera/shared/contract';
import pg from 'pg';
import { cpuSeconds, loadAverage, option, signIn } from './measure.ts';
import {
  benchDatabase,
  importWorkspace,
  SEARCH_TERMS,
  startApiServer,
  type ApiServer,
  type SegmentToSave,
  type Workspace,
} from './api-server.ts';

const DURATION_S = Number(option('duration', '30'));
const CONNECTIONS = Number(option('connections', '50'));
const SEGMENTS = Number(option('segments', '50000'));
const GLOSSARY_RECORDS = Number(option('glossary-records', '100000'));
const TM_UNITS = Number(option('tm-units', '50000'));
const BACKENDS = option('backend', 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];
/** Keys of the routes to load after health (health always runs first: the ratios are to it). */
const ROUTES = option('routes', 'page,glossary,tm,save').split(',');
/** Rounds of health and the routes, one after the other: on a noisy machine, a figure repeated tells more. */
const REPEAT = Number(option('repeat', '1'));

async function seed(server: ApiServer, headers: Record<string, string>): Promise<Workspace> {
  const started = performance.now();
  const workspace = await importWorkspace(server.base, headers, {
    label: 'bench',
    segments: SEGMENTS,
    glossaryRecords: GLOSSARY_RECORDS,
    tmUnits: TM_UNITS,
    toSave: CONNECTIONS * 4,
  });
  await server.logged('TM search indexes built');
  console.log(
    `  seeded ${SEGMENTS} segments, ${GLOSSARY_RECORDS} glossary records, ${TM_UNITS} TM units in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return workspace;
}

type Request = autocannon.Request;
const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

function routes(data: Workspace): { key: string; name: string; request: Request }[] {
  const pages = Math.ceil(SEGMENTS / PAGE_SIZE);
  // A save takes a segment no other connection is saving, and puts it back with the version its answer carries.
  const free = [...data.segments];
  const save: Request = {
    method: 'PUT',
    setupRequest: (request, context) => {
      const segment = free.shift()!;
      context.segment = segment;
      return {
        ...request,
        path: `/api/document/records/${segment.id}`,
        body: JSON.stringify({ target: segment.target, approved: false, updated_at: segment.updated_at }),
      };
    },
    onResponse: (status, body, context) => {
      const segment = context.segment as SegmentToSave;
      if (status === 200) segment.updated_at = (JSON.parse(body) as { updated_at: string }).updated_at;
      free.push(segment);
    },
  };
  const get = (path: () => string): Request => ({
    method: 'GET',
    setupRequest: (request) => ({ ...request, path: path() }),
  });
  return [
    { key: 'health', name: 'GET /api/health', request: get(() => '/api/health') },
    // Signed in, no statement: what the session, the permission check and the answer's encoding add to health.
    { key: 'me', name: 'GET /api/user/ (signed in)', request: get(() => '/api/user/') },
    // One row by its primary key: the floor of every route that reads the database.
    { key: 'item', name: 'GET /api/glossary/{id} (one row)', request: get(() => `/api/glossary/${data.glossaryId}`) },
    {
      key: 'page',
      name: `document page (${SEGMENTS} segments)`,
      request: get(() => `/api/document/${data.documentId}/records?page=${Math.floor(Math.random() * pages)}`),
    },
    {
      key: 'glossary',
      name: `glossary search (${GLOSSARY_RECORDS} records)`,
      request: get(() => `/api/glossary/${data.glossaryId}/records?search=${pick(SEARCH_TERMS)}`),
    },
    {
      key: 'tm',
      name: `TM concordance (${TM_UNITS} units)`,
      request: get(() => `/api/translation_memory/${data.tmId}/records?search=${pick(SEARCH_TERMS)}`),
    },
    { key: 'save', name: 'save a segment', request: save },
  ];
}

interface RouteFigures {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  serverErrors: number;
  errors: number;
  load: string;
  /** CPU milliseconds per request: the API processes', and PostgreSQL's backends' for the bench's database. */
  apiCpuMs: number;
  dbCpuMs: number;
}

/** The processes whose CPU time a route is charged: the API servers and, on PostgreSQL, the database's backends. */
interface Charged {
  apiPids: number[];
  databasePids(): Promise<number[]>;
}

const cpuByPid = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuSeconds(pid)]));
/** CPU seconds the processes used since `before` (a process started since counts from 0). */
const cpuSince = (before: Map<number, number>, pids: number[]) =>
  pids.reduce((sum, pid) => sum + cpuSeconds(pid) - (before.get(pid) ?? 0), 0);

async function load(
  urls: string[],
  headers: Record<string, string>,
  name: string,
  request: Request,
  charged: Charged,
): Promise<RouteFigures> {
  const loadBefore = loadAverage();
  const apiBefore = cpuByPid(charged.apiPids);
  const dbBefore = cpuByPid(await charged.databasePids());
  const result = await autocannon({
    url: urls,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { ...headers, 'content-type': 'application/json' },
    requests: [request],
  });
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    serverErrors: result['5xx'],
    errors: result.errors + result.timeouts,
    load: loadBefore,
    apiCpuMs: (cpuSince(apiBefore, charged.apiPids) * 1000) / result.requests.total,
    dbCpuMs: (cpuSince(dbBefore, await charged.databasePids()) * 1000) / result.requests.total,
  };
}

/**
 * Waits until every server answers a signed-in request quickly again. Requests whose client gave up (autocannon
 * stops on time, and times out after 10 s) are still worked through by the server: measuring the next route
 * before that backlog is gone would charge it to that route.
 */
async function settle(urls: string[], headers: Record<string, string>) {
  const deadline = Date.now() + 300_000;
  for (const url of urls) {
    for (let quick = 0; quick < 3 && Date.now() < deadline;) {
      const started = performance.now();
      await fetch(`${url}/api/user/`, { headers }).then((response) => response.text());
      quick = performance.now() - started < 250 ? quick + 1 : 0;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

function printTable(title: string, figures: RouteFigures[]) {
  const health = figures[0]!.requestsPerSecond;
  console.log(`\n${title}: ${CONNECTIONS} connections, ${DURATION_S} s per route, nproc ${availableParallelism()}`);
  console.log(
    '  route                                   req/s   x health   p50 ms   p99 ms   non-2xx   5xx   errors*  CPU ms/req API  DB   load avg before',
  );
  for (const f of figures) {
    console.log(
      `  ${f.name.padEnd(38)} ${f.requestsPerSecond.toFixed(0).padStart(6)}   ${(f.requestsPerSecond / health).toFixed(2).padStart(8)}   ` +
        `${String(f.p50).padStart(6)}   ${String(f.p99).padStart(6)}   ${String(f.non2xx).padStart(7)}   ${String(f.serverErrors).padStart(3)}   ` +
        `${String(f.errors).padStart(6)}   ${f.apiCpuMs.toFixed(2).padStart(14)} ${f.dbCpuMs.toFixed(2).padStart(4)}   ${f.load}`,
    );
  }
  console.log("  * errors: connection errors and requests with no answer within 10 s (autocannon's timeout)");
}

function printAim(figures: RouteFigures[]) {
  const health = figures[0]!.requestsPerSecond;
  const missed = figures.slice(1).filter((f) => f.requestsPerSecond < health / 3 || f.p99 > 50 || f.serverErrors > 0);
  console.log(
    `  aim (every route >= 1/3 of health's req/s, p99 <= 50 ms, no 5xx): ${missed.length === 0 ? 'met' : `missed by ${missed.map((f) => f.name).join(', ')}`}`,
  );
}

async function runBackend(backend: 'postgres' | 'pglite') {
  const database = await benchDatabase(backend);
  const servers: ApiServer[] = [];
  // Asks PostgreSQL which backends serve the bench's database.
  let monitor: pg.Client | undefined;
  try {
    servers.push(await startApiServer(database.env));
    // Several stateless processes can share PostgreSQL; the embedded database belongs to one process.
    if (backend === 'postgres') servers.push(await startApiServer(database.env));
    const headers = await signIn(servers[0]!.base);
    console.log(`\n${backend}: ${servers.length} API process(es); seeding through the import routes ...`);
    const data = await seed(servers[0]!, headers);
    if (database.env.DATABASE_URL) {
      monitor = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await monitor.connect();
    }
    const charged: Charged = {
      apiPids: servers.map((server) => server.child.pid!),
      databasePids: async () => {
        if (!monitor) return [];
        const { rows } = await monitor.query<{ pid: number }>(
          'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
        );
        return rows.map((row) => row.pid);
      },
    };
    const figures: RouteFigures[] = [];
    const chosen = routes(data).filter((route) => route.key === 'health' || ROUTES.includes(route.key));
    for (let round = 1; round <= REPEAT; round++) {
      const roundFigures: RouteFigures[] = [];
      for (const { name, request } of chosen) {
        const urls = servers.map((server) => server.base);
        await settle(urls, headers);
        roundFigures.push(await load(urls, headers, name, request, charged));
        const last = roundFigures.at(-1)!;
        console.log(
          `  ${name}: ${last.requestsPerSecond.toFixed(0)} req/s, p50 ${last.p50} ms, p99 ${last.p99} ms, non-2xx ${last.non2xx}, ` +
            `CPU per request ${last.apiCpuMs.toFixed(2)} ms API + ${last.dbCpuMs.toFixed(2)} ms database`,
        );
      }
      const title = backend === 'postgres' ? 'PostgreSQL, 2 API processes' : 'PGlite (embedded), 1 API process';
      printTable(REPEAT > 1 ? `${title}, round ${round}` : title, roundFigures);
      if (backend === 'postgres') printAim(roundFigures);
      figures.push(...roundFigures);
    }
    await settle(
      servers.map((server) => server.base),
      headers,
    );
    return figures;
  } finally {
    await monitor?.end();
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
}

console.log(
  `api-load: nproc ${availableParallelism()}, load average ${loadAverage()} (a shared machine: figures are noisy)`,
);
let serverErrors = 0;
for (const backend of BACKENDS) {
  const figures = await runBackend(backend);
  serverErrors += figures.reduce((sum, f) => sum + f.serverErrors, 0);
}
console.log(`\n5xx answers: ${serverErrors}; load average after ${loadAverage()}`);
process.exit(serverErrors > 0 ? 1 : 0);
