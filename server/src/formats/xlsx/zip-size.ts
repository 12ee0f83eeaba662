import { createReadStream } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { createInflateRaw } from 'node:zlib';
import { FormatError } from '../terms.ts';

/** What an XLSX may unpack to: a 50 MB workbook of text rarely unpacks to more than 500 MB. */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

export const NOT_XLSX = 'The file is not a readable XLSX workbook (the ZIP container is damaged or it is another kind of file).';

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const DATA_DESCRIPTOR = 0x08074b50;
/** The end record is 22 bytes plus a comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;
const HAS_DATA_DESCRIPTOR = 0x8;
const STORED = 0;
const DEFLATED = 8;

/**
 * Refuses a ZIP (an XLSX) that unpacks to more than `limit` bytes, before the XLSX reader inflates anything:
 * a "zip bomb" of a few MB would otherwise fill memory or disk (exceljs keeps shared strings in memory and
 * spills worksheets to temporary files). The sizes a ZIP declares can lie, so they only give a quick early
 * refusal; then every entry is actually inflated, in the order a streaming reader meets them (local headers
 * from the start of the file), its output counted and thrown away, stopping as soon as the limit is passed.
 * Memory stays flat; the cost is one extra inflation of an accepted file.
 */
export async function checkUnpackedSize(path: string, limit = MAX_UNPACKED_BYTES): Promise<void> {
  const file = await open(path);
  try {
    const directory = await readCentralDirectory(file);
    // No directory: not a whole ZIP. The XLSX reader says so in its own words.
    if (!directory) return;
    let declared = 0;
    for (const entry of directory.values()) declared += entry.size;
    if (declared > limit) throw tooBig(limit);
    let unpacked = 0;
    for (let at = 0; ; ) {
      const header = await readAt(file, at, 30);
      if (header.length < 30 || header.readUInt32LE(0) !== LOCAL_HEADER) return;
      const flags = header.readUInt16LE(6);
      const method = header.readUInt16LE(8);
      const dataStart = at + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
      // With a data descriptor the local header carries no sizes; the central directory has them.
      const compressedSize = flags & HAS_DATA_DESCRIPTOR ? directory.get(at)?.compressedSize : header.readUInt32LE(18);
      if (compressedSize === undefined) throw new FormatError(NOT_XLSX);
      if (compressedSize === 0xffffffff) throw zip64();
      unpacked += await unpackedSize(path, method, dataStart, compressedSize, limit - unpacked, limit);
      at = dataStart + compressedSize;
      if (flags & HAS_DATA_DESCRIPTOR) at += (await readAt(file, at, 4)).readUInt32LE(0) === DATA_DESCRIPTOR ? 16 : 12;
    }
  } finally {
    await file.close();
  }
}

interface DirectoryEntry {
  compressedSize: number;
  size: number;
}

/** The central directory's entries by the offset of their local header; undefined when there is none. */
async function readCentralDirectory(file: FileHandle): Promise<Map<number, DirectoryEntry> | undefined> {
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
  if (end < 0) return undefined;
  const entries = tail.readUInt16LE(end + 10);
  const directorySize = tail.readUInt32LE(end + 12);
  const directoryOffset = tail.readUInt32LE(end + 16);
  if (directoryOffset === 0xffffffff || entries === 0xffff) throw zip64();
  if (directoryOffset + directorySize > size) return undefined;
  const directory = await readAt(file, directoryOffset, directorySize);
  const byOffset = new Map<number, DirectoryEntry>();
  for (let at = 0, n = 0; n < entries && at + 46 <= directory.length; n++) {
    if (directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) break;
    const entry = { compressedSize: directory.readUInt32LE(at + 20), size: directory.readUInt32LE(at + 24) };
    if (entry.size === 0xffffffff || entry.compressedSize === 0xffffffff) throw zip64();
    byOffset.set(directory.readUInt32LE(at + 42), entry);
    at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
  }
  return byOffset;
}

/** Inflates one entry's data, counting its output; rejects as soon as it passes `budget`. */
function unpackedSize(path: string, method: number, start: number, length: number, budget: number, limit: number): Promise<number> {
  if (method === STORED) return length > budget ? Promise.reject(tooBig(limit)) : Promise.resolve(length);
  if (method !== DEFLATED) return Promise.reject(new FormatError(NOT_XLSX));
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
  new FormatError(`The workbook unpacks to more than ${megabytes(limit)}; split it into smaller files or save it as CSV.`);
const zip64 = () => new FormatError('The workbook is a ZIP64 archive, far larger than any glossary; it is not accepted.');
const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
