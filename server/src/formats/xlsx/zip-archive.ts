import { Readable } from 'node:stream';
import yauzl from 'yauzl';

/**
 * The entries of a ZIP (an XLSX workbook) read through yauzl from a byte stream that can be opened again at will
 * (the term formats' `open`). yauzl reads a ZIP as its central directory lists it, so it needs random access:
 * the end of the file (where the central directory is) is kept from a first pass that measures the file,
 * and any other range is read by opening the stream again and skipping to it. An XLSX reader asks for a handful
 * of ranges (a few parts' headers and data), so that costs a few reads of the file's start at most, never the
 * file held in memory; and the last stream opened is the one the worksheet is read from, so whoever follows the
 * bytes read of `open`'s streams (the glossary import's progress) follows the worksheet.
 *
 * yauzl stops an entry that inflates to more than the central directory says (a lying zip bomb), and refuses
 * encrypted entries and unknown compression methods.
 */
export interface ZipArchive {
  /** Entry names in central directory order. */
  names: string[];
  /** The entry of this name; names compare case-insensitively, as OOXML part names do. */
  entry(name: string): yauzl.Entry | undefined;
  /** The entry's bytes, inflated. */
  read(entry: yauzl.Entry): Promise<Readable>;
}

/**
 * The end of the file kept in memory: where yauzl looks for the end record (its last 22 bytes plus a comment of up
 * to 64 KiB) and the central directory of any real workbook (a few dozen entries of ~80 bytes). Kept small: a
 * range in it is read from memory, not through `open`, and so is not seen in the bytes `open`'s streams read.
 */
const TAIL_BYTES = 128 * 1024;

export async function openZip(open: () => Readable): Promise<ZipArchive> {
  const { size, tail } = await measure(open);
  const zip = await yauzl.fromRandomAccessReaderPromise(new ReopeningReader(open, size, tail), size, {
    autoClose: false,
    validateEntrySizes: true,
  });
  const byName = new Map<string, yauzl.Entry>();
  const names: string[] = [];
  for await (const entry of zip.eachEntry()) {
    names.push(entry.fileName);
    const key = entry.fileName.toLowerCase();
    if (!byName.has(key)) byName.set(key, entry);
  }
  return {
    names,
    entry: (name) => byName.get(name.toLowerCase()),
    read: (entry) => zip.openReadStreamPromise(entry),
  };
}

/** The file's size and its last TAIL_BYTES, in one pass. */
async function measure(open: () => Readable): Promise<{ size: number; tail: Buffer }> {
  let size = 0;
  let kept: Buffer[] = [];
  let keptBytes = 0;
  for await (const chunk of open()) {
    const bytes = asBuffer(chunk);
    size += bytes.length;
    kept.push(bytes);
    keptBytes += bytes.length;
    while (kept.length > 1 && keptBytes - kept[0]!.length >= TAIL_BYTES) keptBytes -= kept.shift()!.length;
  }
  const joined = Buffer.concat(kept);
  kept = [];
  return { size, tail: joined.subarray(Math.max(0, joined.length - TAIL_BYTES)) };
}

/** yauzl's documented extension point for a ZIP that is not a file or a buffer. */
class ReopeningReader extends yauzl.RandomAccessReader {
  readonly #open: () => Readable;
  readonly #tail: Buffer;
  readonly #tailStart: number;

  constructor(open: () => Readable, size: number, tail: Buffer) {
    super();
    this.#open = open;
    this.#tail = tail;
    this.#tailStart = size - tail.length;
  }

  override _readStreamForRange(start: number, end: number): Readable {
    if (start >= this.#tailStart)
      return Readable.from([this.#tail.subarray(start - this.#tailStart, end - this.#tailStart)], {
        objectMode: false,
      });
    return Readable.from(byteRange(this.#open(), start, end), { objectMode: false });
  }
}

/** Bytes `start` (inclusive) to `end` (exclusive) of a stream; the stream is released once they are read. */
async function* byteRange(input: Readable, start: number, end: number): AsyncGenerator<Buffer> {
  let at = 0;
  try {
    for await (const chunk of input) {
      const bytes = asBuffer(chunk);
      const from = Math.max(start - at, 0);
      const to = Math.min(end - at, bytes.length);
      at += bytes.length;
      if (to > from) yield bytes.subarray(from, to);
      if (at >= end) return;
    }
  } finally {
    input.destroy();
  }
}

const asBuffer = (chunk: unknown): Buffer =>
  Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array);
