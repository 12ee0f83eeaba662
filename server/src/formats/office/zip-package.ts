import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import type yauzl from 'yauzl';
import { FormatError } from '../terms.ts';
import { openZip, type ZipArchive } from '../xlsx/zip-archive.ts';

/**
 * The ZIP package under the Office formats (DOCX now; PPTX, XLSX, ODF and IDML share it): its entries read
 * through yauzl (`xlsx/zip-archive.ts`), the parts a filter asks for inflated under the zip-bomb limits and their
 * checksums checked, and a file that is no such package named for what it really is. `zip-package-writer.ts`
 * writes the package back with only the patched parts changed.
 *
 * Limits, refused before anything is inflated where the headers tell, and while inflating where they lie (yauzl
 * stops an entry at its declared size): a part may unpack to at most `MAX_PART_RATIO` times its compressed size
 * once past `RATIO_GRACE_BYTES` (Apache POI's rule: real XML compresses 5-30×, a bomb 1000×), and the parts read
 * together to at most `MAX_UNPACKED_BYTES`. Entry names that climb out of the package (`../x`, `/etc/x`, `C:x`)
 * refuse the file, as a zip-slip attack would use them.
 */

/** What the text parts of one package may unpack to in all. */
export const MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
/** How many times its compressed size a part may unpack to (past the grace size). */
export const MAX_PART_RATIO = 100;
export const RATIO_GRACE_BYTES = 100 * 1024;

export interface PackageEntry {
  /** The name as the central directory writes it. */
  name: string;
  compressedSize: number;
  uncompressedSize: number;
}

export interface ZipPackage {
  /** The file as uploaded: the writer copies every untouched entry from it. */
  bytes: Buffer;
  /** In central directory order. */
  entries: PackageEntry[];
  /** Whether the package holds a part of this name (OPC part names compare case-insensitively). */
  has(name: string): boolean;
  /** The part inflated, its checksum checked; throws a FormatError naming the part when it is damaged. */
  read(name: string): Promise<Buffer>;
}

/** How a filter names its kind of file in messages ("a Word document (.docx)"). */
export interface PackageKind {
  /** "Word document (.docx)" */
  name: string;
}

/**
 * Opens a package read whole in memory. Throws a FormatError for a file that is not a ZIP (saying what it is
 * where it is a known kind: a PDF, an older Office file, a password-protected one), a damaged ZIP, an entry name
 * that climbs out of the package, or an encrypted entry.
 */
export async function openPackage(bytes: Buffer, kind: PackageKind): Promise<ZipPackage> {
  const other = identifyOtherFile(bytes);
  if (other) throw new FormatError(`This file is ${other}, not ${withArticle(kind.name)}.`);
  let archive: ZipArchive;
  try {
    archive = await openZip(() => Readable.from([bytes]));
  } catch (error) {
    throw damagedZip(error, kind);
  }
  const entries = archive.names.map((name) => {
    const entry = archive.entry(name)!;
    return { name, compressedSize: entry.compressedSize, uncompressedSize: entry.uncompressedSize };
  });
  let unpacked = 0;
  return {
    bytes,
    entries,
    has: (name) => archive.entry(name) !== undefined,
    async read(name) {
      const entry = archive.entry(name);
      if (!entry) throw new FormatError(`The ${kind.name} has no part ${name}: it is damaged.`);
      checkLimits(entry, (unpacked += entry.uncompressedSize), kind);
      return inflate(archive, entry);
    },
  };
}

/** "an Excel workbook (.xlsx)", "a Word document (.docx)". */
export const withArticle = (name: string) => `${/^[AEIOU]/.test(name) ? 'an' : 'a'} ${name}`;

function checkLimits(entry: yauzl.Entry, unpackedSoFar: number, kind: PackageKind): void {
  if (entry.isEncrypted())
    throw new FormatError(`The ${kind.name} is password-protected: remove the password and upload it again.`);
  const size = entry.uncompressedSize;
  if (size > RATIO_GRACE_BYTES && size > MAX_PART_RATIO * Math.max(entry.compressedSize, 1))
    throw new FormatError(
      `The part ${entry.fileName} unpacks to ${Math.round(size / Math.max(entry.compressedSize, 1))} times its ` +
        `packed size (at most ${MAX_PART_RATIO} is accepted): the file looks like a zip bomb and is refused.`,
    );
  if (unpackedSoFar > MAX_UNPACKED_BYTES)
    throw new FormatError(
      `The ${kind.name} unpacks to more than ${MAX_UNPACKED_BYTES / 1024 / 1024} MB of text: it is refused ` +
        '(split it into smaller files).',
    );
}

async function inflate(archive: ZipArchive, entry: yauzl.Entry): Promise<Buffer> {
  let data: Buffer;
  try {
    data = await buffer(await archive.read(entry));
  } catch (error) {
    throw new FormatError(`The part ${entry.fileName} is damaged: ${describeZipError(error)}.`);
  }
  if (crc32(data) !== entry.crc32)
    throw new FormatError(`The part ${entry.fileName} is damaged: its checksum (CRC-32) does not match its content.`);
  return data;
}

/** yauzl's reason, in the words of someone who uploaded the file. */
function describeZipError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  if (
    /too many bytes|too few bytes|unexpected end|invalid (?:stored|distance|code|block)|incorrect|header check/i.test(
      message,
    )
  )
    return 'its packed data does not unpack to what its header says';
  if (/overflows file bounds|invalid local file header/i.test(message)) return 'the file is cut short';
  return message;
}

function damagedZip(error: unknown, kind: PackageKind): FormatError {
  const message = error instanceof Error ? error.message : String(error);
  const climbing = /^(?:absolute path|invalid relative path|invalid characters in fileName): (.*)$/.exec(message);
  if (climbing)
    return new FormatError(
      `The ${kind.name} holds an entry named ${JSON.stringify(climbing[1])}, which points outside the package; ` +
        'such a file is refused.',
    );
  if (/end of central directory record signature not found|signature not found|offset|truncated/i.test(message))
    return new FormatError(
      `The ${kind.name} is damaged: its ZIP directory is missing or cut short (was the file fully downloaded?).`,
    );
  return new FormatError(`The ${kind.name} is damaged: ${message}.`);
}

const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const utf16 = (name: string) => Buffer.from(name, 'utf16le');

/** The OLE2 (compound file) kinds, told apart by the name of a stream in their directory. */
const OLE2_KINDS: [Buffer, string][] = [
  [utf16('EncryptedPackage'), 'a password-protected Office file (remove the password in Office and upload it again)'],
  [utf16('WordDocument'), 'a Word 97-2003 document (.doc): save it as .docx in Word and upload it again'],
  [utf16('Workbook'), 'an Excel 97-2003 workbook (.xls)'],
  [utf16('PowerPoint Document'), 'a PowerPoint 97-2003 presentation (.ppt)'],
];

/** Signatures of other kinds of file someone may rename or mistake for an Office one. */
const SIGNATURES: [string | Buffer, string][] = [
  ['%PDF-', 'a PDF document'],
  ['{\\rtf', 'an RTF document'],
  [Buffer.from([0x89, 0x50, 0x4e, 0x47]), 'a PNG image'],
  [Buffer.from([0xff, 0xd8, 0xff]), 'a JPEG image'],
  ['GIF8', 'a GIF image'],
  ['Rar!', 'a RAR archive'],
  [Buffer.from([0x37, 0x7a, 0xbc, 0xaf]), 'a 7-Zip archive'],
  [Buffer.from([0x1f, 0x8b]), 'a gzip archive'],
];

/**
 * What a file that is not a ZIP package is, as a phrase ("a PDF document"); null for a ZIP (a package's own
 * content decides, see `identifyPackage`).
 */
export function identifyOtherFile(bytes: Buffer): string | null {
  if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50) return null;
  if (bytes.subarray(0, 8).equals(OLE2))
    return (
      OLE2_KINDS.find(([stream]) => bytes.includes(stream))?.[1] ?? 'an OLE2 compound file (an older Office format)'
    );
  for (const [signature, what] of SIGNATURES)
    if (bytes.subarray(0, signature.length).equals(Buffer.from(signature))) return what;
  if (bytes.length === 0) return 'empty';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.includes('progid="Word.Document"')) return 'a Word 2003 XML document: save it as .docx and upload it again';
  if (/^<(?:!doctype html|html)/i.test(head)) return 'an HTML page';
  if (head.startsWith('<')) return 'an XML file';
  if (!bytes.subarray(0, 4096).includes(0)) return 'a text file';
  return 'not a ZIP package (its content is of an unknown kind)';
}

/** Main-part content types of the Office Open XML and OpenDocument kinds, as `[Content_Types].xml` or `mimetype` name them. */
const PACKAGE_KINDS: [RegExp, string][] = [
  [
    /wordprocessingml\.(?:document|template)\.main\+xml|ms-word\.(?:document|template)\.macroEnabled/,
    'a Word document (.docx)',
  ],
  [
    /spreadsheetml\.(?:sheet|template)\.main\+xml|ms-excel\.(?:sheet|template)\.macroEnabled/,
    'an Excel workbook (.xlsx)',
  ],
  [
    /presentationml\.(?:presentation|slideshow|template)\.main\+xml|ms-powerpoint\./,
    'a PowerPoint presentation (.pptx)',
  ],
  [/^application\/vnd\.oasis\.opendocument\.text/, 'an OpenDocument text (.odt)'],
  [/^application\/vnd\.oasis\.opendocument\.spreadsheet/, 'an OpenDocument spreadsheet (.ods)'],
  [/^application\/vnd\.oasis\.opendocument\.presentation/, 'an OpenDocument presentation (.odp)'],
  [/^application\/epub\+zip/, 'an EPUB book'],
];

/**
 * What a ZIP package is, as a phrase: its `[Content_Types].xml` (Office Open XML) or `mimetype` (OpenDocument,
 * EPUB) says, `designmap.xml` makes an InDesign IDML; any other ZIP is "a ZIP archive".
 */
export async function identifyPackage(zip: ZipPackage): Promise<string> {
  const declared = zip.has('[Content_Types].xml')
    ? (await zip.read('[Content_Types].xml')).toString('utf8')
    : zip.has('mimetype')
      ? (await zip.read('mimetype')).toString('utf8').trim()
      : '';
  const kind = PACKAGE_KINDS.find(([pattern]) => pattern.test(declared));
  if (kind) return kind[1];
  if (zip.has('designmap.xml')) return 'an InDesign IDML package';
  return 'a ZIP archive';
}
