import { crc32, createDeflateRaw } from 'node:zlib';
import { withoutFileNameControls } from '@tessera/shared/contract/file-names';

/**
 * A streaming ZIP writer: each entry is deflated as its bytes arrive and nothing is held whole, so a project's
 * files are zipped while they are merged. Sizes and checksums follow each entry (data descriptors, general
 * purpose bit 3), as every unzip tool reads them. No ZIP64: an entry or the archive must stay under 4 GiB, far
 * above what a document upload may be; names are UTF-8 (bit 11), each written as `safeEntryName` makes it.
 */
export type ZipSource = { name: string; bytes: AsyncIterable<Buffer> } | ZipFolder;
/** An empty folder, which some programs need to find (an OmegaT project's `target/`): an entry of its own. */
export interface ZipFolder {
  name: string;
  folder: true;
}

const LOCAL_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const UTF8_NAMES = 0x0800;
/** Sizes after the data, names in UTF-8. */
const FLAGS = 0x0008 | UTF8_NAMES;
const DEFLATE = 8;
const STORED = 0;
/** MS-DOS attributes: a folder. */
const FOLDER_ATTRIBUTE = 0x10;
const VERSION = 20;
const MAX_32 = 0xffffffff;

interface Written {
  name: Buffer;
  folder: boolean;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
  time: number;
  date: number;
}

/**
 * `name` as an entry that extracts inside the folder it is extracted into, whatever it held (a document's name is
 * checked where it is set, but a database may hold older names): `/` between folders, a `\` counting as one; no
 * empty, `.` or `..` folder, so nothing climbs out; no leading `/` or drive letter (`C:`), so nothing is absolute;
 * no control or bidirectional characters. A name with nothing left is `unnamed`.
 */
export function safeEntryName(name: string): string {
  const parts = withoutFileNameControls(name)
    .split(/[/\\]/)
    .map((part) => part.replace(/^(?:[A-Za-z]:)+/, ''))
    .filter((part) => part !== '' && part !== '.' && part !== '..');
  return parts.join('/') || 'unnamed';
}

/** The ZIP of these entries, in this order, as chunks to stream. */
export async function* zipStream(entries: AsyncIterable<ZipSource> | Iterable<ZipSource>): AsyncIterable<Buffer> {
  const written: Written[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const { time, date } = dosTime(new Date());
    if ('folder' in entry) {
      const name = Buffer.from(`${safeEntryName(entry.name)}/`, 'utf8');
      const header = localHeader(name, time, date, true);
      yield header;
      written.push({ name, folder: true, crc: 0, compressed: 0, size: 0, offset, time, date });
      offset += header.length;
      continue;
    }
    const name = Buffer.from(safeEntryName(entry.name), 'utf8');
    const header = localHeader(name, time, date);
    yield header;
    const start = offset;
    offset += header.length;
    let crc = 0;
    let size = 0;
    let compressed = 0;
    for await (const chunk of deflated(entry.bytes, (raw) => {
      crc = crc32(raw, crc);
      size += raw.length;
    })) {
      compressed += chunk.length;
      yield chunk;
    }
    offset += compressed;
    if (size > MAX_32 || offset > MAX_32) throw new Error('The archive would exceed 4 GiB');
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(compressed, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += descriptor.length;
    written.push({ name, folder: false, crc, compressed, size, offset: start, time, date });
  }
  const directory = Buffer.concat(written.map(centralEntry));
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}

/** The entry's bytes deflated, `onRaw` seeing each chunk before it is compressed. */
async function* deflated(bytes: AsyncIterable<Buffer>, onRaw: (chunk: Buffer) => void): AsyncIterable<Buffer> {
  const deflate = createDeflateRaw();
  const feeding = (async () => {
    for await (const chunk of bytes) {
      onRaw(chunk);
      if (!deflate.write(chunk)) await new Promise((resolve) => deflate.once('drain', resolve));
    }
    deflate.end();
  })();
  // A failure while reading the entry ends the deflater with it, so the loop below ends too.
  feeding.catch((error: unknown) => deflate.destroy(error as Error));
  for await (const chunk of deflate) yield chunk as Buffer;
  await feeding;
}

/** A folder has no data: stored, its (zero) sizes in the header itself, no data descriptor after it. */
function localHeader(name: Buffer, time: number, date: number, folder = false): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(folder ? UTF8_NAMES : FLAGS, 6);
  header.writeUInt16LE(folder ? STORED : DEFLATE, 8);
  header.writeUInt16LE(time, 10);
  header.writeUInt16LE(date, 12);
  // CRC and sizes (14-25) stay 0: the data descriptor after the data holds them.
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function centralEntry(entry: Written): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(entry.folder ? UTF8_NAMES : FLAGS, 8);
  header.writeUInt16LE(entry.folder ? STORED : DEFLATE, 10);
  header.writeUInt16LE(entry.time, 12);
  header.writeUInt16LE(entry.date, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.compressed, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  if (entry.folder) header.writeUInt32LE(FOLDER_ATTRIBUTE, 38);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
}

/** MS-DOS time and date fields (local time, 2-second steps, from 1980). */
function dosTime(at: Date): { time: number; date: number } {
  return {
    time: (at.getHours() << 11) | (at.getMinutes() << 5) | Math.floor(at.getSeconds() / 2),
    date: ((Math.max(at.getFullYear(), 1980) - 1980) << 9) | ((at.getMonth() + 1) << 5) | at.getDate(),
  };
}
