import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** Test helpers: a tiny ZIP writer and reader, to build workbooks no spreadsheet program would write. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  /** What the headers claim the entry unpacks to (a zip bomb lies here); the real size by default. */
  declaredSize?: number;
  /** Written uncompressed (an OpenDocument's `mimetype`), not deflated. */
  stored?: boolean;
}

/** The entries of a ZIP, in central-directory order (stored or deflated; no ZIP64). */
export function unzip(zip: Buffer): ZipEntry[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  const entries: ZipEntry[] = [];
  for (let at = zip.readUInt32LE(end + 16), n = 0; n < count; n++) {
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressedSize);
    entries.push({ name, data: method === 8 ? inflateRawSync(raw) : Buffer.from(raw) });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

/** A ZIP of deflated (or stored) entries in the order given, sizes in the local headers (no data descriptors). */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const compressed = entry.stored ? entry.data : deflateRawSync(entry.data);
    const size = entry.declaredSize ?? entry.data.length;
    const crc = crc32(entry.data);
    // The central directory's entry repeats the local header's fields from "version needed" on, 2 bytes further in.
    const entryFields = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed: 2.0
      header.writeUInt16LE(entry.stored ? 0 : 8, at + 4); // stored or deflated
      header.writeUInt32LE(crc, at + 10);
      header.writeUInt32LE(compressed.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    entryFields(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by version 2.0
    entryFields(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, compressed);
    centrals.push(central, name);
    offset += local.length + name.length + compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
