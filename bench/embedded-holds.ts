/**
 * Whether the embedded database (PGlite, one connection) is ever held long by the largest background work: on a
 * real server (server/src/main.ts, a PGlite folder of its own) it imports a TMX of N units, links the TM to a
 * document so that its match index builds, then imports a glossary (CSV) of N entries (in files under the upload
 * limit, the later ones into the same glossary), polling /api/health every 100 ms all along. Prints per phase its
 * seconds, the worst health wait and the number of calls, and the load.
 * The server runs with PGLITE_LOG_STATEMENTS_OVER_MS (default 1000), so each statement that held the connection
 * longer is printed as it happens ("PGlite statement held N ms: ..."): what a request waited for.
 *
 *   node bench/embedded-holds.ts                    # 1M units, 1M glossary entries
 *   node bench/embedded-holds.ts --units 200000 --entries 200000 --log-over-ms 500
 */
import { mkdtempSync, openAsBlob, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GLOSSARY_IMPORT_MAX_BYTES } from '@tessera/shared/contract';
import { prng } from '../server/src/test/prng.ts';
import {
  benchDatabase,
  glossaryCsv,
  importGlossaryCsv,
  probeHealth,
  startApiServer,
  upload,
  waitUntilDone,
} from './api-server.ts';
import { json, loadAverage, option, sentence, signIn, text, writeTmx, xliffOf } from './measure.ts';

const UNITS = Number(option('units', '1000000'));
const ENTRIES = Number(option('entries', String(UNITS)));
const LOG_OVER_MS = option('log-over-ms', '1000');
const HOUR = 3_600_000;

/** The CSV as files of at most `maxBytes`, each with the header row: 1M entries are 55 MB, over the limit. */
function filesUnder(maxBytes: number, csv: string): string[] {
  const [header, ...rows] = csv.trimEnd().split('\n');
  const files: string[] = [];
  let lines = [header!];
  let bytes = Buffer.byteLength(`${header}\n`);
  for (const row of rows) {
    const rowBytes = Buffer.byteLength(`${row}\n`);
    if (bytes + rowBytes > maxBytes) {
      files.push(`${lines.join('\n')}\n`);
      lines = [header!];
      bytes = Buffer.byteLength(`${header}\n`);
    }
    lines.push(row);
    bytes += rowBytes;
  }
  files.push(`${lines.join('\n')}\n`);
  return files;
}

function* unitSources(): Generator<string> {
  const random = prng(42);
  for (let i = 0; i < UNITS; i++) yield `${text(sentence(random))} ${i}`;
}

async function main(): Promise<void> {
  console.log(
    `embedded-holds bench: PGlite, ${UNITS.toLocaleString('en')} TM units, ${ENTRIES.toLocaleString('en')} glossary entries; load ${loadAverage()}`,
  );
  const work = mkdtempSync(join(tmpdir(), 'tessera-embedded-holds-'));
  const database = await benchDatabase('pglite');
  const server = await startApiServer({ ...database.env, PGLITE_LOG_STATEMENTS_OVER_MS: LOG_OVER_MS });
  try {
    const tmxPath = join(work, 'bench.tmx');
    await writeTmx(tmxPath, unitSources());
    const csvParts = filesUnder(GLOSSARY_IMPORT_MAX_BYTES, glossaryCsv(ENTRIES));
    const headers = await signIn(server.base);
    const document = await upload(server.base, headers, '/api/document/', {
      name: 'lookups.xlf',
      content: xliffOf(['Open the file', 'Save the report to the server']),
    });
    await waitUntilDone(server.base, headers, `/api/document/${document.id}`);

    const phase = async (name: string, work: () => Promise<void>) => {
      const loadBefore = loadAverage();
      const probe = probeHealth(server.base, 100);
      const startedAt = performance.now();
      await work();
      const seconds = (performance.now() - startedAt) / 1000;
      const { worstHealthSeconds, healthCalls } = await probe.stop();
      console.log(
        `  ${name}: ${seconds.toFixed(1)} s, worst /api/health wait ${worstHealthSeconds.toFixed(2)} s over ${healthCalls} calls; load ${loadBefore} → ${loadAverage()}`,
      );
    };

    let tmId = 0;
    await phase('TMX import', async () => {
      const form = new FormData();
      form.append('name', 'Bench TM');
      form.append('file', await openAsBlob(tmxPath), 'bench.tmx');
      tmId = (
        await json<{ id: number }>(
          await fetch(`${server.base}/api/translation_memory/import`, { method: 'POST', headers, body: form }),
        )
      ).id;
      await waitUntilDone(server.base, headers, `/api/translation_memory/${tmId}`, HOUR);
    });
    await phase('match index build', async () => {
      await json(
        await fetch(`${server.base}/api/document/${document.id}/translation_memories`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ memories: [{ id: tmId, mode: 'read' }] }),
        }),
      );
      await server.logged('TM match index built');
    });
    await phase(`glossary import (CSV, ${csvParts.length} file${csvParts.length > 1 ? 's' : ''})`, async () => {
      const [first, ...rest] = csvParts;
      const id = await importGlossaryCsv(
        server.base,
        headers,
        { fileName: 'bench.csv', name: 'Bench glossary', csv: first! },
        HOUR,
      );
      // The later files go into the same glossary, as a term base past the upload limit is built.
      for (const part of rest) {
        await upload(server.base, headers, `/api/glossary/${id}/import`, { name: 'bench.csv', content: part });
        await waitUntilDone(server.base, headers, `/api/glossary/${id}`, HOUR);
      }
    });
  } finally {
    await server.stop();
    await database.drop();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
