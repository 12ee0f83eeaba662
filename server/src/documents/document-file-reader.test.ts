import type { ChildProcess } from 'node:child_process';
import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { XmlFormatError } from '../formats/xml.ts';
import { syntheticXliff12 } from '../formats/xliff/synthetic.ts';
import type { SegmentBatch } from './import-batch.ts';
import { readDocumentFileInWorker } from './document-file-reader.ts';

const dir = mkdtempSync(join(tmpdir(), 'tessera-document-reader-'));
const fixture = (name: string) => new URL(`../formats/xliff/fixtures/${name}`, import.meta.url).pathname;
const fileWith = (name: string, content: string) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

/** Every child process started from here on, to check that an early stop ends its own. */
const started: ChildProcess[] = [];
const track = (message: unknown) => started.push((message as { process: ChildProcess }).process);
subscribe('child_process', track);
afterAll(() => {
  unsubscribe('child_process', track);
  rmSync(dir, { recursive: true, force: true });
});

async function collect(batches: AsyncIterable<SegmentBatch>): Promise<SegmentBatch[]> {
  const seen: SegmentBatch[] = [];
  for await (const batch of batches) seen.push(batch);
  return seen;
}

describe('documents read in a worker process', () => {
  it('hands over the segments as column literals, then the languages and version', async () => {
    const reader = readDocumentFileInWorker(fixture('sample-1.2.xlf'), { format: 'XLIFF', batchSize: 5 });
    // A batch is what the reader has once it reaches batchSize at the end of a chunk of the file: here one.
    const [batch, ...more] = await collect(reader.batches);
    expect(more).toEqual([]);
    expect(batch!.columns).toMatchObject({
      count: 12,
      positions: '{0,1,2,3,4,5,6,7,8,9,10,11}',
      approved: '{f,t,f,f,f,f,f,f,f,f,f,f}',
    });
    expect(batch!.columns.unitId).toMatch(/^\{"greeting",/);
    expect(batch!.reading).toBe(0);
    expect(reader.result()).toEqual([
      { languages: { source: 'en-US', target: 'de-DE' }, version: '1.2', segments: 12 },
    ]);
  });

  it('numbers the segments of a larger file in file order across batches and reports the bytes read', async () => {
    const path = fileWith('numbered.xlf', [...syntheticXliff12(3000)].join(''));
    const reader = readDocumentFileInWorker(path, { format: 'XLIFF', batchSize: 500 });
    const batches = await collect(reader.batches);
    expect(batches.length).toBeGreaterThan(2);
    const positions = batches.flatMap((b) => b.columns.positions.slice(1, -1).split(',').map(Number));
    expect(positions).toEqual([...positions.keys()]);
    expect(batches.map((b) => b.columns.count)).toEqual(batches.map((b) => b.columns.positions.split(',').length));
    expect(reader.result()?.[0]?.segments).toBe(positions.length);
    expect(batches.at(-1)!.bytesRead).toBe(statSync(path).size);
  });

  it('reads the file once per reading in one process, each batch tagged with its reading', async () => {
    // German has two plural forms, Polish four: the i18next file is read into each target language's forms.
    const path = fileWith(
      'plurals.json',
      JSON.stringify({ title: 'Files', files_one: 'one file', files_other: '{{count}} files' }),
    );
    started.splice(0);
    const reader = readDocumentFileInWorker(path, {
      format: 'JSON',
      batchSize: 500,
      readings: [{ languages: { source: 'en', target: 'de' } }, { languages: { source: 'en', target: 'pl' } }],
    });
    const batches = await collect(reader.batches);
    expect(started).toHaveLength(1);
    const keysOf = (reading: number) =>
      batches
        .filter((batch) => batch.reading === reading)
        .flatMap((batch) => batch.columns.unitId.slice(1, -1).split(','));
    expect(keysOf(0)).toHaveLength(3);
    expect(keysOf(1).length).toBeGreaterThan(3);
    expect(reader.result()?.map((read) => read.segments)).toEqual([3, keysOf(1).length]);
  });

  it('fails with the reader’s XmlFormatError and its message for a malformed file', async () => {
    const truncated = fileWith('truncated.xlf', readFileSync(fixture('sample-1.2.xlf'), 'utf8').slice(0, 2000));
    const failure = collect(readDocumentFileInWorker(truncated, { format: 'XLIFF', batchSize: 5 }).batches);
    await expect(failure).rejects.toBeInstanceOf(XmlFormatError);
    await expect(failure).rejects.toThrow(/^Malformed XML/);
    const tmx = fileWith('tmx.xlf', '<tmx version="1.4"><header/><body/></tmx>');
    await expect(collect(readDocumentFileInWorker(tmx, { format: 'XLIFF', batchSize: 5 }).batches)).rejects.toEqual(
      new XmlFormatError('Not an XLIFF file: the root element is <tmx>'),
    );
  });

  it('kills the worker when the import stops early', async () => {
    const large = fileWith('large.xlf', [...syntheticXliff12(5000)].join(''));
    started.splice(0);
    const reader = readDocumentFileInWorker(large, { format: 'XLIFF', batchSize: 100 });
    for await (const batch of reader.batches) {
      expect(batch.columns.count).toBeGreaterThan(0);
      break;
    }
    // The loop ends once the worker is gone.
    expect(started.map((worker) => worker.signalCode)).toEqual(['SIGKILL']);
    expect(reader.result()).toBeNull();
  });
});
