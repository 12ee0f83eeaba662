import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { FormatError } from '../terms.ts';

/** What an XLSX may unpack to: a 50 MB workbook of text rarely unpacks to more than 500 MB. */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

export const NOT_XLSX =
  'The file is not a readable XLSX workbook (the ZIP container is damaged or it is another kind of file).';

const LOCAL_HEADER = 0x04034b50;
/** Chrome extension header: some unzip tools skip it and read the ZIP behind it; no workbook starts with one. */
const CRX_HEADER = 0x34327243;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** The end record is 22 bytes plus a comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const HAS_DATA_DESCRIPTOR = 0x8;
const STORED = 0;

/**
 * Refuses a ZIP (an XLSX) that unpacks to more than `limit` bytes, before the XLSX reader inflates anything:
 * a "zip bomb" of a few MB would otherwise fill memory (the reader keeps the shared strings in memory). The
 * sizes the central directory declares come first, a quick early refusal; the reader (yauzl) inflates only the
 * entries that directory lists and stops any that inflates past its declared size, so that total bounds what it
 * inflates. As the declared sizes can lie, every entry is also actually inflated here, its output counted and
 * thrown away, stopping as soon as the limit is passed; the entries are found by their local headers one after
 * the other from the start of the file (see walkEntries), so data the directory leaves out is counted too.
 * Memory stays flat; the cost is one extra inflation of an accepted file.
 */
export async function checkUnpackedSize(path: string, limit = MAX_UNPACKED_BYTES): Promise<void> {
  const file = await open(path);
  try {
    if ((await declaredUnpackedSize(file)) > limit) throw tooBig(limit);
    let unpacked = 0;
    for await (const entry of walkEntries(file, path)) {
      unpacked += await unpackedSize(path, entry, limit - unpacked, limit);
    }
  } finally {
    await file.close();
  }
}

interface EntryData {
  method: number;
  start: number;
  length: number;
}

/**
 * The entries' compressed data, record by record as a streaming unzip reads them: a local header's sizes when it
 * has them, else the data runs to the first data-descriptor signature (as `zip-writer.ts` writes them); central
 * directory records are skipped; the end record (or anything unknown) ends the walk.
 */
async function* walkEntries(file: FileHandle, path: string): AsyncGenerator<EntryData> {
  for (let at = 0; ;) {
    const signature = await readAt(file, at, 4);
    if (signature.length < 4) return;
    const kind = signature.readUInt32LE(0);
    if (kind === CRX_HEADER) throw new FormatError(NOT_XLSX);
    if (kind === CENTRAL_DIRECTORY_ENTRY) {
      const header = await readAt(file, at, 46);
      if (header.length < 46) return;
      at += 46 + header.readUInt16LE(28) + header.readUInt16LE(30) + header.readUInt16LE(32);
      continue;
    }
    if (kind !== LOCAL_HEADER) return;
    const header = await readAt(file, at, 30);
    if (header.length < 30) throw new FormatError(NOT_XLSX);
    const flags = header.readUInt16LE(6);
    const method = header.readUInt16LE(8);
    const compressedSize = header.readUInt32LE(18);
    if (compressedSize === 0xffffffff) throw zip64();
    const start = at + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
    if (!(flags & HAS_DATA_DESCRIPTOR) || compressedSize > 0) {
      yield { method, start, length: compressedSize };
      at = start + compressedSize;
    } else {
      const descriptor = await findSignature(path, start, DATA_DESCRIPTOR);
      if (descriptor < 0) throw new FormatError(NOT_XLSX);
      yield { method, start, length: descriptor - start };
      at = descriptor + 16;
    }
  }
}

/** Where `signature` (4 bytes, little-endian) first occurs from `start` on; -1 when it does not. */
async function findSignature(path: string, start: number, signature: number): Promise<number> {
  const pattern = Buffer.alloc(4);
  pattern.writeUInt32LE(signature);
  let carried = Buffer.alloc(0);
  let offset = start;
  for await (const chunk of createReadStream(path, { start, highWaterMark: 256 * 1024 })) {
    const window = Buffer.concat([carried, chunk as Buffer]);
    const found = window.indexOf(pattern);
    if (found >= 0) return offset + found;
    // Keep the last 3 bytes: the pattern may straddle two chunks.
    const keep = Math.min(3, window.length);
    offset += window.length - keep;
    carried = window.subarray(window.length - keep);
  }
  return -1;
}

/** What the central directory says the entries unpack to (0 without one: a streaming reader needs none). */
async function declaredUnpackedSize(file: FileHandle): Promise<number> {
  const { size } = await file.stat();
  const tailLength = Math.min(size, TAIL_BYTES);
  const tail = await readAt(file, size - tailLength, tailLength);
  let end = -1;
  for (let i = tailLength - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
      end = i;
      break;
    }
  }
  if (end < 0) return 0;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset === 0xffffffff || entries === 0xffff) throw zip64();
  if (directoryOffset + directorySize > size) return 0;
  const directory = await readAt(file, directoryOffset, directorySize);
  let declared = 0;
  for (let at = 0, n = 0; n < entries && at + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) break;
    const entrySize = directory.readUInt32LE(at + 24);
    if (entrySize === 0xffffffff) throw zip64();
    declared += entrySize;
    at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return declared;
}

/** Inflates one entry's data, counting its output; rejects as soon as it passes `budget`. */
function unpackedSize(
  path: string,
  { method, start, length }: EntryData,
  budget: number,
  limit: number,
): Promise<number> {
  // Every entry whose method is not "stored" (0) is taken as deflated; the reader refuses other methods.
  if (method === STORED) return length > budget ? Promise.reject(tooBig(limit)) : Promise.resolve(length);
  if (length === 0) return Promise.resolve(0);
  return new Promise((resolve, reject) => {
    const input = createReadStream(path, { start, end: start + length - 1 });
    const inflate = createInflateRaw();
    let total = 0;
    const fail = (error: Error) => {
      input.destroy();
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > budget) fail(tooBig(limit));
    });
    inflate.on('end', () => resolve(total));
    inflate.on('error', () => fail(new FormatError(NOT_XLSX)));
    input.on('error', fail);
    input.pipe(inflate);
  });
}

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

const tooBig = (limit: number) =>
  new FormatError(
    `The workbook unpacks to more than ${megabytes(limit)}; split it into smaller files or save it as CSV.`,
  );
const zip64 = () =>
  new FormatError('The workbook is a ZIP64 archive, far larger than any glossary; it is not accepted.');
const megabytes = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
