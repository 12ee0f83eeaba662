import { SCREENSHOT_MAX_PIXELS, SCREENSHOT_MAX_SIDE, type ScreenshotType } from '@tessera/shared/contract';

/** An image taken in: its type told by its content, its size from its header, its metadata stripped. */
export interface CleanImage {
  type: ScreenshotType;
  width: number;
  height: number;
  bytes: Buffer;
}

/** Why an image is refused, in English, for a 422. */
export class ImageError extends Error {
  override name = 'ImageError';
  readonly code: 'not_an_image' | 'unreadable_image' | 'image_too_large';
  /** The size the header claims, for `image_too_large`. */
  readonly size?: { width: number; height: number };
  constructor(code: ImageError['code'], message: string, size?: { width: number; height: number }) {
    super(message);
    this.code = code;
    this.size = size;
  }
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type the bytes are, by their signature; null for anything else (whatever its name or claimed type). */
export function imageTypeOf(bytes: Buffer): ScreenshotType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  return null;
}

/**
 * Reads an uploaded image: its type by content, its dimensions from its header (refused above the pixel limits
 * before anything decodes it), and its bytes without the metadata a screenshot may carry (a camera's or an
 * editor's Exif, XMP, text comments, timestamps), the image data itself copied unchanged: nothing re-encodes.
 */
export function cleanImage(bytes: Buffer): CleanImage {
  const type = imageTypeOf(bytes);
  if (!type) throw new ImageError('not_an_image', 'The file is not a PNG, JPEG or WebP image (told by its content)');
  const image = type === 'image/png' ? cleanPng(bytes) : type === 'image/jpeg' ? cleanJpeg(bytes) : cleanWebp(bytes);
  refuseTooLarge(image.width, image.height);
  return { type, ...image };
}

function refuseTooLarge(width: number, height: number): void {
  if (width < 1 || height < 1)
    throw new ImageError('unreadable_image', `The image says it is ${width}×${height} pixels: it has no pixels`);
  if (width > SCREENSHOT_MAX_SIDE || height > SCREENSHOT_MAX_SIDE)
    throw new ImageError(
      'image_too_large',
      `The image is ${width}×${height} pixels: a side may be at most ${SCREENSHOT_MAX_SIDE} pixels`,
      { width, height },
    );
  if (width * height > SCREENSHOT_MAX_PIXELS)
    throw new ImageError(
      'image_too_large',
      `The image is ${width}×${height} pixels (${((width * height) / 1e6).toFixed(1)} megapixels): at most ` +
        `${SCREENSHOT_MAX_PIXELS / 1e6} megapixels are taken`,
      { width, height },
    );
}

const unreadable = (what: string) =>
  new ImageError('unreadable_image', `The ${what} cannot be read: it is cut short or malformed`);

/** PNG chunks of metadata: text, compressed and international text, the last-modified time, Exif. */
const PNG_METADATA = new Set(['tEXt', 'zTXt', 'iTXt', 'tIME', 'eXIf']);

/** Keeps the signature and every chunk up to IEND but the metadata ones; anything after IEND is dropped. */
function cleanPng(bytes: Buffer): { width: number; height: number; bytes: Buffer } {
  const kept: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  let size: { width: number; height: number } | null = null;
  for (;;) {
    if (offset + 12 > bytes.length) throw unreadable('PNG image');
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) throw unreadable('PNG image');
    if (size === null) {
      if (type !== 'IHDR' || length < 8) throw unreadable('PNG image');
      size = { width: bytes.readUInt32BE(offset + 8), height: bytes.readUInt32BE(offset + 12) };
    }
    if (!PNG_METADATA.has(type)) kept.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return { ...size, bytes: Buffer.concat(kept) };
}

/** Start of frame markers, which hold the size: SOF0-SOF3, SOF5-SOF7, SOF9-SOF11, SOF13-SOF15 (not DHT, JPG, DAC). */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/**
 * Keeps every segment but APP1-APP15 (Exif, XMP, ICC's APP2 among them; APP0, JFIF, stays) and comments (COM),
 * the scans' entropy-coded data as it is, up to the end of the image: what follows EOI is dropped. A progressive
 * image's segments between its scans are read the same way.
 */
function cleanJpeg(bytes: Buffer): { width: number; height: number; bytes: Buffer } {
  const kept: Buffer[] = [bytes.subarray(0, 2)];
  let offset = 2;
  let size: { width: number; height: number } | null = null;
  let scanned = false;
  for (;;) {
    if (offset >= bytes.length && scanned && size) return { ...size, bytes: Buffer.concat(kept) };
    if (offset + 2 > bytes.length || bytes[offset] !== 0xff) throw unreadable('JPEG image');
    const marker = bytes[offset + 1]!;
    // Fill bytes: any number of 0xFF before a marker.
    if (marker === 0xff) {
      offset++;
      continue;
    }
    if (marker === 0xd9) {
      if (!scanned || !size) throw unreadable('JPEG image');
      kept.push(bytes.subarray(offset, offset + 2));
      return { ...size, bytes: Buffer.concat(kept) };
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) throw unreadable('JPEG image');
    if (offset + 4 > bytes.length) throw unreadable('JPEG image');
    const end = offset + 2 + bytes.readUInt16BE(offset + 2);
    if (end > bytes.length || end < offset + 4) throw unreadable('JPEG image');
    if (isStartOfFrame(marker)) {
      if (end < offset + 9) throw unreadable('JPEG image');
      size = { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    if (marker === 0xda) {
      if (!size) throw unreadable('JPEG image');
      scanned = true;
      const next = markerAfterScan(bytes, end);
      kept.push(bytes.subarray(offset, next));
      offset = next;
      continue;
    }
    const metadata = (marker >= 0xe1 && marker <= 0xef) || marker === 0xfe;
    if (!metadata) kept.push(bytes.subarray(offset, end));
    offset = end;
  }
}

/**
 * Where the entropy-coded data that starts at `from` ends: at the first marker, 0xFF followed by anything but a
 * stuffed 0x00, a restart marker (RST0-RST7, part of the data) or another 0xFF (fill); the end of the file if none.
 */
function markerAfterScan(bytes: Buffer, from: number): number {
  for (let index = bytes.indexOf(0xff, from); index >= 0; index = bytes.indexOf(0xff, index + 1)) {
    const next = bytes[index + 1];
    if (next === undefined) return bytes.length;
    if (next !== 0x00 && next !== 0xff && !(next >= 0xd0 && next <= 0xd7)) return index;
  }
  return bytes.length;
}

/** VP8X flags of the metadata chunks it announces. */
const VP8X_EXIF = 0x08;
const VP8X_XMP = 0x04;

/** Keeps every RIFF chunk but EXIF and XMP, clears their flags in VP8X and writes the RIFF size again. */
function cleanWebp(bytes: Buffer): { width: number; height: number; bytes: Buffer } {
  const riffEnd = Math.min(bytes.length, 8 + bytes.readUInt32LE(4));
  const kept: Buffer[] = [];
  let offset = 12;
  let size: { width: number; height: number } | null = null;
  let canvas: { width: number; height: number } | null = null;
  while (offset < riffEnd) {
    if (offset + 8 > riffEnd) throw unreadable('WebP image');
    const fourcc = bytes.toString('latin1', offset, offset + 4);
    const length = bytes.readUInt32LE(offset + 4);
    const data = offset + 8;
    const end = data + length + (length % 2);
    if (data + length > riffEnd) throw unreadable('WebP image');
    let chunk = bytes.subarray(offset, Math.min(end, riffEnd));
    if (fourcc === 'VP8X') {
      if (length < 10) throw unreadable('WebP image');
      canvas = { width: bytes.readUIntLE(data + 4, 3) + 1, height: bytes.readUIntLE(data + 7, 3) + 1 };
      chunk = Buffer.from(chunk);
      chunk[8] = chunk[8]! & ~(VP8X_EXIF | VP8X_XMP);
    } else if (fourcc === 'VP8 ' && !size) {
      if (length < 10 || bytes[data + 3] !== 0x9d || bytes[data + 4] !== 0x01 || bytes[data + 5] !== 0x2a)
        throw unreadable('WebP image');
      size = { width: bytes.readUInt16LE(data + 6) & 0x3fff, height: bytes.readUInt16LE(data + 8) & 0x3fff };
    } else if (fourcc === 'VP8L' && !size) {
      if (length < 5 || bytes[data] !== 0x2f) throw unreadable('WebP image');
      const bits = bytes.readUInt32LE(data + 1);
      size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    }
    if (fourcc !== 'EXIF' && fourcc !== 'XMP ') kept.push(chunk);
    offset = end;
  }
  // An extended file's canvas is the image's size (an animation's frames lie within it).
  const dimensions = canvas ?? size;
  if (!dimensions) throw unreadable('WebP image');
  const body = Buffer.concat(kept);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(body.length + 4, 4);
  header.write('WEBP', 8, 'latin1');
  return { ...dimensions, bytes: Buffer.concat([header, body]) };
}
