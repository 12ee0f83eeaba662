/**
 * Timing a format's extract and merge, Tessera's in this process and a peer's as a command, in the same units:
 * wall and CPU seconds and peak memory. bench/formats.ts and bench/documents.ts print them side by side.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DocumentFormatType } from '@tessera/shared/contract';
import { documentFormat } from '../server/src/formats/document-formats.ts';
import { streamOf, type DocumentSegment, type SegmentEdit } from '../server/src/formats/document.ts';

export interface Timing {
  seconds: number;
  cpuSeconds: number;
  /** Peak resident memory of the process (MB) when the step ended. */
  peakMb: number;
}

const LANGUAGES = { source: 'en', target: 'de' };

const peakMb = () => process.resourceUsage().maxRSS / 1024;

export async function timed<T>(work: () => Promise<T>): Promise<Timing & { result: T }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await work();
  const used = process.cpuUsage(cpu);
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: (used.user + used.system) / 1e6,
    peakMb: peakMb(),
    result,
  };
}

/** The format's reader, then its merge with every segment translated (the source as the target: codes kept). */
export async function tesseraExtractMerge(type: DocumentFormatType, bytes: Buffer) {
  const format = documentFormat(type);
  const extract = await timed(async () => {
    const segments: DocumentSegment[] = [];
    await format.read(streamOf(bytes), async (batch) => void segments.push(...batch), 2000, LANGUAGES);
    return segments;
  });
  const segments = extract.result;
  async function* edits(): AsyncGenerator<SegmentEdit> {
    for (let position = 0; position < segments.length; position++)
      yield { position, target: segments[position]!.source, approved: true };
  }
  const merge = await timed(async () => {
    const merged = await format.merge(streamOf(bytes), edits(), LANGUAGES);
    let size = 0;
    for await (const chunk of merged.bytes) size += chunk.length;
    return size;
  });
  return { extract, merge, segments: segments.length };
}

export const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

/**
 * A command's wall and CPU seconds (its own and its children's) and peak memory, as GNU time reports them; null
 * when it was still running after `limit` seconds (stopped then).
 */
export function timedCommand(command: string, cwd: string, limit: number): Timing | null {
  const run = spawnSync(
    'bash',
    ['-c', `/usr/bin/time -f '%e %U %S %M' -o command.time timeout ${limit} ${command} > /dev/null 2> command.err`],
    { cwd, encoding: 'utf8' },
  );
  const TIMED_OUT = 124;
  if (run.status === TIMED_OUT) return null;
  if (run.status !== 0) throw new Error(`${command} failed: ${readFileSync(join(cwd, 'command.err'), 'utf8')}`);
  const [real, user, system, kilobytes] = readFileSync(join(cwd, 'command.time'), 'utf8')
    .trim()
    .split('\n')
    .at(-1)!
    .split(' ')
    .map(Number) as [number, number, number, number];
  return { seconds: real, cpuSeconds: user + system, peakMb: kilobytes / 1024 };
}
