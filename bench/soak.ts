/**
 * Soak: 10 minutes of mixed traffic on one server with the embedded PGlite database, its resident
 * memory (server process, PGlite's worker thread included) sampled every 10 s. Passes when no answer is a 5xx and
 * the memory at the end (median of the last three samples) is at most 20% above the sample at the end of the first
 * minute, which is when caches, compiled code and the database's buffers have warmed up.
 *
 *   node bench/soak.ts                  # 10 minutes, 6 users
 *   node bench/soak.ts --minutes 3 --users 4
 *
 * Traffic: each user loops over reads (document pages, glossary and TM searches, lists), edits (saving its own
 * segments, adding, changing and deleting glossary records) and exports (glossary CSV, TMX, the XLIFF document);
 * one more user imports a small glossary, TMX and XLIFF file, exports them and deletes them again, in a loop.
 * Prints one line per sample and a verdict line; exits 1 on failure.
 */
import { availableParallelism } from 'node:os';
import { PAGE_SIZE } from '@tessera/shared/contract';
import { loadAverage, option, signIn, statusMb } from './measure.ts';
import {
  benchDatabase,
  importWorkspace,
  SEARCH_TERMS,
  startApiServer,
  type ApiServer,
  type Workspace,
} from './api-server.ts';

const MINUTES = Number(option('minutes', '10'));
const USERS = Number(option('users', '6'));
const SAMPLE_MS = 10_000;
const WARM_UP_MS = 60_000;
const MAX_GROWTH = 0.2;
const SEGMENTS = 5_000;
const GLOSSARY_RECORDS = 20_000;
const TM_UNITS = 10_000;

const statuses = new Map<number, number>();
let requests = 0;

async function call(
  server: ApiServer,
  headers: Record<string, string>,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.base}${path}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  // Read every byte, exports included, as a browser would.
  const text = await response.text();
  requests++;
  statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
  if (response.status >= 500)
    console.log(`  ${response.status} on ${init.method ?? 'GET'} ${path}: ${text.slice(0, 200)}`);
  return { status: response.status, json: () => JSON.parse(text) };
}

const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)]!;

/** One user: reads most of the time, edits its own segments and glossary records, exports now and then. */
async function user(
  server: ApiServer,
  headers: Record<string, string>,
  data: Workspace,
  mine: Workspace['segments'],
  until: number,
) {
  const pages = Math.ceil(SEGMENTS / PAGE_SIZE);
  while (Date.now() < until) {
    const roll = Math.random();
    if (roll < 0.25)
      await call(server, headers, `/api/document/${data.documentId}/records?page=${Math.floor(Math.random() * pages)}`);
    else if (roll < 0.4)
      await call(server, headers, `/api/glossary/${data.glossaryId}/records?search=${pick(SEARCH_TERMS)}`);
    else if (roll < 0.55)
      await call(server, headers, `/api/translation_memory/${data.tmId}/records?search=${pick(SEARCH_TERMS)}`);
    else if (roll < 0.62)
      await call(server, headers, pick(['/api/document/', '/api/glossary/', '/api/translation_memory/', '/api/user/']));
    else if (roll < 0.82) {
      const segment = pick(mine);
      const saved = await call(server, headers, `/api/document/records/${segment.id}`, {
        method: 'PUT',
        body: { target: segment.target, approved: Math.random() < 0.5, updated_at: segment.updated_at },
      });
      if (saved.status === 200) segment.updated_at = saved.json().updated_at;
    } else if (roll < 0.95) {
      const created = await call(server, headers, `/api/glossary/${data.glossaryId}/records`, {
        method: 'POST',
        body: { source: `soak term ${Math.random()}`, target: 'Dauertest', comment: '' },
      });
      if (created.status === 201) {
        const record = created.json() as { id: number; updated_at: string };
        await call(server, headers, `/api/glossary/records/${record.id}`, {
          method: 'PUT',
          body: {
            source: `soak term changed ${Math.random()}`,
            target: 'Dauertest',
            comment: 'x',
            updated_at: record.updated_at,
          },
        });
        await call(server, headers, `/api/glossary/records/${record.id}`, { method: 'DELETE' });
      }
    } else {
      await call(
        server,
        headers,
        pick([
          `/api/glossary/${data.glossaryId}/download?format=csv`,
          `/api/translation_memory/${data.tmId}/download`,
          `/api/document/${data.documentId}/download`,
        ]),
      );
    }
  }
}

/** Imports small files, exports and deletes them: what a project manager does, over and over. */
async function importer(server: ApiServer, headers: Record<string, string>, until: number) {
  for (let round = 0; Date.now() < until; round++) {
    const sizes = { label: `round-${round}`, segments: 500, glossaryRecords: 1000, tmUnits: 1000, seed: round + 10 };
    const { documentId, glossaryId, tmId } = await importWorkspace(server.base, headers, sizes);
    requests += 3;
    statuses.set(202, (statuses.get(202) ?? 0) + 3);
    await call(server, headers, `/api/glossary/${glossaryId}/download?format=tbx`);
    await call(server, headers, `/api/translation_memory/${tmId}/download`);
    await call(server, headers, `/api/document/${documentId}/download`);
    await call(server, headers, `/api/glossary/${glossaryId}`, { method: 'DELETE' });
    await call(server, headers, `/api/translation_memory/${tmId}`, { method: 'DELETE' });
    await call(server, headers, `/api/document/${documentId}`, { method: 'DELETE' });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

console.log(
  `soak: ${MINUTES} min, ${USERS} users + 1 importer, PGlite; nproc ${availableParallelism()}, load average ${loadAverage()} (a shared machine: figures are noisy)`,
);
const database = await benchDatabase('pglite');
const server = await startApiServer(database.env);
let failed = true;
try {
  const headers = await signIn(server.base);
  const data = await importWorkspace(server.base, headers, {
    label: 'soak',
    segments: SEGMENTS,
    glossaryRecords: GLOSSARY_RECORDS,
    tmUnits: TM_UNITS,
    toSave: USERS * 10,
  });
  console.log(
    `  seeded ${SEGMENTS} segments, ${GLOSSARY_RECORDS} glossary records, ${TM_UNITS} TM units; RSS ${statusMb(server.child.pid!, 'VmRSS').toFixed(0)} MB`,
  );
  const started = Date.now();
  const until = started + MINUTES * 60_000;
  const samples: { at: number; rssMb: number }[] = [];
  const sampler = setInterval(() => {
    const sample = { at: Date.now() - started, rssMb: statusMb(server.child.pid!, 'VmRSS') };
    samples.push(sample);
    const errors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `  ${(sample.at / 1000).toFixed(0).padStart(4)} s  RSS ${sample.rssMb.toFixed(0)} MB  requests ${requests}  5xx ${errors}  load ${loadAverage()}`,
    );
  }, SAMPLE_MS);
  const perUser = Math.floor(data.segments.length / USERS);
  await Promise.all([
    ...Array.from({ length: USERS }, (_, i) =>
      user(server, headers, data, data.segments.slice(i * perUser, (i + 1) * perUser), until),
    ),
    importer(server, headers, until),
  ]);
  clearInterval(sampler);

  const warm = samples.find((sample) => sample.at >= WARM_UP_MS - SAMPLE_MS / 2) ?? samples[0]!;
  const end = median(samples.slice(-3).map((sample) => sample.rssMb));
  const peak = Math.max(...samples.filter((sample) => sample.at >= warm.at).map((sample) => sample.rssMb));
  const growth = end / warm.rssMb - 1;
  const serverErrors = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, count]) => sum + count, 0);
  const answers = [...statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  failed = serverErrors > 0 || growth > MAX_GROWTH;
  console.log(`  answers: ${answers}`);
  console.log(
    `soak ${failed ? 'FAILED' : 'passed'}: ${requests} requests in ${MINUTES} min, ${serverErrors} 5xx; RSS ${warm.rssMb.toFixed(0)} MB after ` +
      `${(warm.at / 1000).toFixed(0)} s, ${end.toFixed(0)} MB at the end (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%, limit +${MAX_GROWTH * 100}%), ` +
      `peak ${peak.toFixed(0)} MB; load average ${loadAverage()}`,
  );
} finally {
  await server.stop();
  await database.drop();
}
process.exit(failed ? 1 : 0);
