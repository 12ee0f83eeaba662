/**
 * What an upload waits for before its file is read: the start of the process that reads it. Times the upload's
 * inspection (`inspectDocumentFile`, a worker process per file) of a 40-byte JSON, so that the process's start is
 * all of it, one at a time, and the same for a document's import worker (`readDocumentFileInWorker`).
 *
 *   node bench/reader-starts.ts                 # 20 of each
 *   node bench/reader-starts.ts --runs 50
 *
 * Last line: `reader starts: inspection p50 <ms> / p95 <ms> ms, import p50 <ms> / p95 <ms> ms`.
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspectDocumentFile, readDocumentFileInWorker } from '../server/src/documents/document-file-reader.ts';
import { loadAverage, option, percentile } from './measure.ts';

const RUNS = Number(option('runs', '20'));
const folder = mkdtempSync(join(tmpdir(), 'reader-starts-'));
const file = join(folder, 'strings.json');
const languages = { source: 'en', target: 'de' };
writeFileSync(file, JSON.stringify({ greeting: 'Hello', farewell: 'Goodbye' }));

const summary = (ms: number[]) => `p50 ${percentile(ms, 50).toFixed(1)} / p95 ${percentile(ms, 95).toFixed(1)} ms`;

try {
  console.log(`reader starts: ${RUNS} of each, a ${statSync(file).size}-byte JSON; load average ${loadAverage()}`);
  const inspections: number[] = [];
  const imports: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    let started = performance.now();
    await inspectDocumentFile(file, 'JSON', languages);
    inspections.push(performance.now() - started);
    started = performance.now();
    const reader = readDocumentFileInWorker(file, { format: 'JSON', batchSize: 500, readings: [{ languages }] });
    for await (const _batch of reader.batches);
    imports.push(performance.now() - started);
  }
  console.log(
    `reader starts: inspection ${summary(inspections)}, import ${summary(imports)}; load average ${loadAverage()}`,
  );
} finally {
  rmSync(folder, { recursive: true, force: true });
}
