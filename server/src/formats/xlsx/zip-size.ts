import { open } from 'node:fs/promises';
import { FormatError } from '../terms.ts';

/** What an XLSX may unpack to: a 50 MB workbook of text rarely unpacks to more than 500 MB. */
export const MAX_UNPACKED_BYTES = 1024 * 1024 * 1024;

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
/** The end record is 22 bytes plus a comment of up to 64 KiB. */
const TAIL_BYTES = 22 + 0xffff;

/**
 * Refuses a ZIP (an XLSX) whose entries together unpack to more than `limit` bytes, as its central directory
 * declares them, before anything is inflated: a "zip bomb" of a few MB would otherwise fill memory or disk
 * (exceljs keeps shared strings in memory and spills worksheets to temporary files).
 */
export async function checkUnpackedSize(path: string, limit = MAX_UNPACKED_BYTES): Promise<void> {
  const file = await open(path);
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, TAIL_BYTES);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let i = tailLength - 22; i >= 0; i--) {
      if (tail.readUInt32LE(i) === END_OF_CENTRAL_DIRECTORY) {
        end = i;
        break;
      }
    }
    // No directory: not a whole ZIP. The XLSX reader says so in its own words.
    if (end < 0) return;
    const entries = tail.readUInt16LE(end + 10);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    if (directoryOffset === 0xffffffff || entries === 0xffff) {
      throw new FormatError('The workbook is a ZIP64 archive, far larger than any glossary; it is not accepted.');
    }
    if (directoryOffset + directorySize > size) return;
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let unpacked = 0;
    for (let at = 0, n = 0; n < entries && at + 46 <= directory.length; n++) {
      if (directory.readUInt32LE(at) !== CENTRAL_DIRECTORY_ENTRY) break;
      const entrySize = directory.readUInt32LE(at + 24);
      unpacked += entrySize === 0xffffffff ? Number.POSITIVE_INFINITY : entrySize;
      at += 46 + directory.readUInt16LE(at + 28) + directory.readUInt16LE(at + 30) + directory.readUInt16LE(at + 32);
    }
    if (unpacked > limit) {
      throw new FormatError(
        `The workbook unpacks to more than ${megabytes(limit)}; split it into smaller files or save it as CSV.`,
      );
    }
  } finally {
    await file.close();
  }
}

const megabytes = (bytes: number) => (bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`);
