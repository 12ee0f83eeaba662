import { expect, it } from 'vitest';
import { inflateSync } from 'node:zlib';
import { cleanImage, ImageError, imageTypeOf } from './images.ts';
import { JPEG_SCAN, jpeg, png, riffFile, SECRET, vp8l, webp } from './images.test-helper.ts';

const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

function pngChunkTypes(bytes: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < bytes.length; offset += 12 + bytes.readUInt32BE(offset))
    types.push(bytes.toString('latin1', offset + 4, offset + 8));
  return types;
}

const refusal = (bytes: Buffer) => {
  try {
    cleanImage(bytes);
  } catch (error) {
    if (error instanceof ImageError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('taken');
};

it('tells an image by its content, never by anything else', () => {
  expect(imageTypeOf(png(2, 2))).toBe('image/png');
  expect(imageTypeOf(jpeg(2, 2))).toBe('image/jpeg');
  expect(imageTypeOf(webp(2, 2))).toBe('image/webp');
  expect(imageTypeOf(Buffer.from('not an image, whatever its name says'))).toBeNull();
  expect(refusal(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')).code).toBe('not_an_image');
});

it("drops a PNG's text, time and Exif chunks and keeps its pixels' bytes as they are", () => {
  const original = png(3, 2);
  expect(has(original, SECRET)).toBe(true);
  const clean = cleanImage(Buffer.concat([original, Buffer.from(`trailing ${SECRET}`)]));
  expect(clean).toMatchObject({ type: 'image/png', width: 3, height: 2 });
  expect(pngChunkTypes(clean.bytes)).toEqual(['IHDR', 'IDAT', 'IEND']);
  expect(has(clean.bytes, SECRET)).toBe(false);
  // Not re-encoded: the same file as one made without metadata, whose rows still inflate to red pixels.
  expect(clean.bytes.equals(png(3, 2, { metadata: false }))).toBe(true);
  const idat = clean.bytes.subarray(8 + 25 + 8, clean.bytes.length - 12 - 4);
  expect([...inflateSync(idat).subarray(0, 4)]).toEqual([0, 255, 0, 0]);
});

it("drops a JPEG's APP1 to APP15 and comments, keeps APP0, its tables, frame and scan", () => {
  const clean = cleanImage(jpeg(640, 480));
  expect(clean).toMatchObject({ type: 'image/jpeg', width: 640, height: 480 });
  expect(has(clean.bytes, SECRET)).toBe(false);
  expect(clean.bytes.equals(jpeg(640, 480, { metadata: false }))).toBe(true);
  expect(has(clean.bytes, 'JFIF')).toBe(true);
  expect(clean.bytes.subarray(-JPEG_SCAN.length).equals(JPEG_SCAN)).toBe(true);
});

it("reads a progressive JPEG's segments between its scans, and drops what follows its end", () => {
  const plain = jpeg(64, 48, { metadata: false });
  const end = plain.subarray(0, -2);
  const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0, SECRET.length + 2]), Buffer.from(SECRET, 'latin1')]);
  const secondScan = Buffer.from([0xff, 0xda, 0, 8, 1, 1, 0, 0, 0x3f, 0, 0x42, 0xff, 0xd3, 0x43, 0xff, 0xd9]);
  const clean = cleanImage(Buffer.concat([end, comment, secondScan, Buffer.from(`PK\x03\x04${SECRET}`)]));
  expect(clean).toMatchObject({ width: 64, height: 48 });
  expect(has(clean.bytes, SECRET)).toBe(false);
  expect(clean.bytes.equals(Buffer.concat([end, secondScan]))).toBe(true);
});

it("drops a WebP's EXIF and XMP chunks and clears their flags in VP8X", () => {
  const clean = cleanImage(webp(800, 600));
  expect(clean).toMatchObject({ type: 'image/webp', width: 800, height: 600 });
  expect(has(clean.bytes, SECRET)).toBe(false);
  expect(clean.bytes.equals(webp(800, 600, { metadata: false }))).toBe(true);
  expect(clean.bytes.readUInt32LE(4)).toBe(clean.bytes.length - 8);
  // A simple lossless file (no VP8X) has its size in the VP8L header.
  expect(cleanImage(riffFile(vp8l(300, 200)))).toMatchObject({ width: 300, height: 200 });
});

it('refuses a header that claims too many pixels before anything decodes them, naming the size', () => {
  const bomb = png(1, 1, { metadata: false, claim: { width: 20_000, height: 20_000 } });
  expect(bomb.length).toBeLessThan(200);
  expect(refusal(bomb)).toEqual({
    code: 'image_too_large',
    message: 'The image is 20000×20000 pixels: a side may be at most 16384 pixels',
  });
  expect(refusal(png(1, 1, { claim: { width: 10_000, height: 8_000 } })).message).toContain('80.0 megapixels');
  expect(refusal(jpeg(16_000, 16_000)).code).toBe('image_too_large');
  expect(refusal(webp(16_000, 4_000)).code).toBe('image_too_large');
  expect(cleanImage(png(1, 1, { claim: { width: 10_000, height: 5_000 } })).width).toBe(10_000);
});

it('refuses an image cut short or malformed', () => {
  const whole = png(2, 2);
  expect(refusal(whole.subarray(0, 40)).code).toBe('unreadable_image');
  expect(refusal(jpeg(2, 2).subarray(0, 30)).code).toBe('unreadable_image');
  expect(refusal(Buffer.from([0xff, 0xd8, 0xff, 0xd9])).code).toBe('unreadable_image');
  expect(refusal(riffFile(Buffer.from('JUNK\x04\0\0\0abcd', 'latin1'))).code).toBe('unreadable_image');
});
