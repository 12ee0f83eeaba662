import { crc32, deflateRawSync } from 'node:zlib';
import { FormatError } from '../terms.ts';

/**
 * Writes a ZIP package back with some parts replaced, every other entry copied byte for byte from the original:
 * its local header, compressed data and data descriptor as they were, in the order they were, its central
 * directory record as it was but for the offset, and the end record (and comment) likewise. Only a replaced part
 * is deflated anew, its headers the original's with the new checksum, sizes and method. With nothing replaced
 * the output is the input.
 *
 * Hand-written because no ZIP library on npm copies an entry's raw record through its public API: yazl and
 * fflate take an entry's content and write their own headers (times, extra fields, flags, version), and archiver
 * and JSZip re-compress; `zip-writer.ts` streams new archives the same way. Office, LibreOffice and InDesign
 * read a package whose untouched entries carry their original headers, so copying them is the faithful choice.
 * No ZIP64: a document package is far below 4 GB, and one written as ZIP64 is refused with a message.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const HAS_DATA_DESCRIPTOR = 0x8;
const DEFLATED = 8;
const MAX_32 = 0xffffffff;
const DEFLATE_VERSION = 20;

interface CentralRecord {
  name: string;
  /** The record's bytes in the original. */
  record: Buffer;
  localOffset: number;
}

interface Layout {
  records: CentralRecord[];
  directoryOffset: number;
  /** The end-of-central-directory record and the comment after it. */
  end: Buffer;
}

/** The central directory of a ZIP, record by record as its end record points to it. */
function layoutOf(zip: Buffer): Layout {
  const at = lastSignature(zip, END_OF_CENTRAL_DIRECTORY);
  if (at < 0) throw new FormatError('The package is damaged: its ZIP directory is missing.');
  if (at >= 20 && zip.readUInt32LE(at - 20) === ZIP64_END_LOCATOR) throw zip64();
  const count = zip.readUInt16LE(at + 10);
  const directoryOffset = zip.readUInt32LE(at + 16);
  if (directoryOffset === MAX_32 || count === 0xffff) throw zip64();
  const records: CentralRecord[] = [];
  for (let offset = directoryOffset, n = 0; n < count; n++) {
    if (zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY)
      throw new FormatError('The package is damaged: its ZIP directory is cut short.');
    const length = 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
    const record = zip.subarray(offset, offset + length);
    const localOffset = record.readUInt32LE(42);
    if (localOffset === MAX_32 || record.readUInt32LE(20) === MAX_32) throw zip64();
    records.push({ name: record.toString('utf8', 46, 46 + record.readUInt16LE(28)), record, localOffset });
    offset += length;
  }
  return { records, directoryOffset, end: zip.subarray(at) };
}

function lastSignature(zip: Buffer, signature: number): number {
  const pattern = Buffer.alloc(4);
  pattern.writeUInt32LE(signature);
  return zip.lastIndexOf(pattern, Math.max(0, zip.length - 22));
}

const zip64 = () => new FormatError('The package is a ZIP64 archive; such packages are not accepted.');

/**
 * The package `original` with the parts named in `replaced` (compared case-insensitively, as OPC names are)
 * holding the given bytes, everything else as it was.
 */
export function writePackage(original: Buffer, replaced: ReadonlyMap<string, Buffer>): Buffer {
  if (replaced.size === 0) return original;
  const byName = new Map([...replaced].map(([name, data]) => [name.toLowerCase(), data]));
  const layout = layoutOf(original);
  // Entries in the order they lie in the file; each runs to the next one (its data descriptor included).
  const physical = [...layout.records].sort((a, b) => a.localOffset - b.localOffset);
  const out: Buffer[] = [];
  let written = 0;
  const push = (bytes: Buffer) => {
    out.push(bytes);
    written += bytes.length;
  };
  push(original.subarray(0, physical[0]?.localOffset ?? layout.directoryOffset));
  const newOffsets = new Map<CentralRecord, number>();
  const rewritten = new Map<CentralRecord, { crc: number; compressed: number; size: number }>();
  physical.forEach((entry, i) => {
    newOffsets.set(entry, written);
    const spanEnd = physical[i + 1]?.localOffset ?? layout.directoryOffset;
    const data = byName.get(entry.name.toLowerCase());
    if (!data) {
      push(original.subarray(entry.localOffset, spanEnd));
      return;
    }
    const local = original.subarray(entry.localOffset, entry.localOffset + 30);
    if (local.readUInt32LE(0) !== LOCAL_HEADER)
      throw new FormatError(`The package is damaged: the entry ${entry.name} has no local header.`);
    const headerLength = 30 + local.readUInt16LE(26) + local.readUInt16LE(28);
    const header = Buffer.from(original.subarray(entry.localOffset, entry.localOffset + headerLength));
    const compressed = deflateRawSync(data);
    const fields = { crc: crc32(data), compressed: compressed.length, size: data.length };
    // The local header's fields from "flags" on sit 2 bytes before the central record's.
    setEntryFields(header, 6, fields);
    rewritten.set(entry, fields);
    push(header);
    push(compressed);
  });
  const directoryOffset = written;
  for (const entry of layout.records) {
    const record = Buffer.from(entry.record);
    record.writeUInt32LE(newOffsets.get(entry)!, 42);
    const fields = rewritten.get(entry);
    if (fields) setEntryFields(record, 8, fields);
    push(record);
  }
  const end = Buffer.from(layout.end);
  end.writeUInt32LE(written - directoryOffset, 12);
  end.writeUInt32LE(directoryOffset, 16);
  push(end);
  if (written > MAX_32) throw new Error('The package would exceed 4 GiB');
  return Buffer.concat(out);
}

/** Flags, method, checksum and sizes of a deflated entry whose sizes are in its header (no data descriptor). */
function setEntryFields(header: Buffer, flagsAt: number, fields: { crc: number; compressed: number; size: number }) {
  // "Version needed to extract", just before the flags: 2.0 for deflate.
  header.writeUInt16LE(Math.max(header.readUInt16LE(flagsAt - 2), DEFLATE_VERSION), flagsAt - 2);
  header.writeUInt16LE(header.readUInt16LE(flagsAt) & ~HAS_DATA_DESCRIPTOR, flagsAt);
  header.writeUInt16LE(DEFLATED, flagsAt + 2);
  header.writeUInt32LE(fields.crc, flagsAt + 8);
  header.writeUInt32LE(fields.compressed, flagsAt + 12);
  header.writeUInt32LE(fields.size, flagsAt + 16);
}
