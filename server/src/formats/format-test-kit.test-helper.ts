import { expect } from 'vitest';
import { buffer } from 'node:stream/consumers';
import {
  streamOf,
  type DocumentFormat,
  type DocumentSegment,
  type SegmentEdit,
  type WritingOptions,
} from './document.ts';
import { isFormatError } from './terms.ts';
import { unzip } from './xlsx/zip.test-helper.ts';

/**
 * What the document formats' tests do with a file: read it, merge edits into it, look into a package's parts, see
 * what it is refused for.
 */

export const LANGUAGES = { source: 'en', target: 'de' };

export function formatTestKit(format: DocumentFormat) {
  async function segmentsOf(file: Buffer, languages = LANGUAGES): Promise<DocumentSegment[]> {
    const segments: DocumentSegment[] = [];
    await format.read(streamOf(file), async (batch) => void segments.push(...batch), 100, languages);
    return segments;
  }

  /** The merged file and the media type it is sent with. */
  async function mergedFile(file: Buffer, edits: SegmentEdit[], languages = LANGUAGES, writing?: WritingOptions) {
    const result = await format.merge(
      streamOf(file),
      (async function* () {
        yield* edits;
      })(),
      languages,
      undefined,
      {},
      writing,
    );
    return { mediaType: result.mediaType, bytes: await buffer(result.bytes) };
  }

  const merged = async (file: Buffer, edits: SegmentEdit[], languages = LANGUAGES) =>
    (await mergedFile(file, edits, languages)).bytes;

  /** The file with the segments at the positions of `targets` translated and approved. */
  const translated = async (file: Buffer, targets: Record<number, string>, writing: WritingOptions = {}) =>
    (await mergedFile(file, approvedEdits(targets), LANGUAGES, writing)).bytes;

  /** The file with every segment's target `translate(source)`. */
  async function translatedAll(file: Buffer, translate: (source: string) => string, languages = LANGUAGES) {
    const segments = await segmentsOf(file, languages);
    const edits = segments.map((s, position) => ({ position, target: translate(s.source), approved: true }));
    return merged(file, edits, languages);
  }

  return { segmentsOf, mergedFile, merged, translated, translatedAll };
}

/** Approved edits giving the segments at the positions of `targets` those targets. */
const approvedEdits = (targets: Record<number, string>): SegmentEdit[] =>
  Object.entries(targets).map(([position, target]) => ({ position: Number(position), target, approved: true }));

/** The segments' sources with each code as `{label}`. */
export const readable = (segment: DocumentSegment) =>
  segment.source.replace(/\u0001(\d+)\u0002/g, (_, id: string) => `{${segment.codes[Number(id) - 1]!.label}}`);

/** A part of the package as text. */
export const part = (file: Buffer, name: string) =>
  unzip(file)
    .find((entry) => entry.name === name)!
    .data.toString('utf8');

/** The message a file is refused with (a format error, not a bug). */
export async function refusal(attempt: Promise<unknown>): Promise<string> {
  try {
    await attempt;
  } catch (error) {
    expect(isFormatError(error), String(error)).toBe(true);
    return (error as Error).message;
  }
  throw new Error('expected the file to be refused');
}
