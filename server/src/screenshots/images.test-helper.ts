import { crc32, deflateSync } from 'node:zlib';
import { expect } from 'vitest';
import type { Screenshot } from '@tessera/shared/contract';
import type { Client } from '../test/harness.ts';
import { multipart } from '../test/multipart.ts';

/** What the test images carry as metadata: none of it may be left once they are taken in. */
export const SECRET = 'secret-location-52.52N';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real PNG (RGB, 8 bits, its rows red) of `width`×`height`, with text, time and Exif chunks unless `metadata` is
 * false. `claim` writes other dimensions into the header than the rows hold: a decompression bomb's header.
 */
export function png(
  width: number,
  height: number,
  { metadata = true, claim }: { metadata?: boolean; claim?: { width: number; height: number } } = {},
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(claim?.width ?? width, 0);
  header.writeUInt32BE(claim?.height ?? height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from([255, 0, 0]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  const time = Buffer.from([0x07, 0xea, 11, 29, 1, 2, 3]);
  const extra = metadata
    ? [
        pngChunk('tEXt', Buffer.from(`Comment\0${SECRET}`, 'latin1')),
        pngChunk('zTXt', Buffer.concat([Buffer.from('Author\0\0', 'latin1'), deflateSync(SECRET)])),
        pngChunk('iTXt', Buffer.from(`Location\0\0\0en\0\0${SECRET}`, 'latin1')),
        pngChunk('tIME', time),
        pngChunk('eXIf', Buffer.from(`MM\0*${SECRET}`, 'latin1')),
      ]
    : [];
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...extra.slice(0, 2),
    pngChunk('IDAT', pixels),
    ...extra.slice(2),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, data: Buffer): Buffer {
  const head = Buffer.from([0xff, marker, 0, 0]);
  head.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([head, data]);
}

/** The scan of the test JPEG: its entropy-coded bytes (never read, only copied) and the end of the image. */
export const JPEG_SCAN = Buffer.concat([
  jpegSegment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
  Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd9]),
]);

/**
 * A baseline JPEG's segments (one grey component) of `width`×`height`: JFIF's APP0, then Exif's APP1, an APP13
 * and a comment carrying SECRET unless `metadata` is false, the tables, the frame and the scan.
 */
export function jpeg(width: number, height: number, { metadata = true }: { metadata?: boolean } = {}): Buffer {
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    jpegSegment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    ...(metadata
      ? [
          jpegSegment(0xe1, Buffer.from(`Exif\0\0MM\0*${SECRET}`, 'latin1')),
          jpegSegment(0xed, Buffer.from(`Photoshop 3.0\0${SECRET}`, 'latin1')),
          jpegSegment(0xfe, Buffer.from(SECRET, 'latin1')),
        ]
      : []),
    jpegSegment(0xdb, Buffer.concat([Buffer.from([0]), Buffer.alloc(64, 1)])),
    jpegSegment(0xc0, frame),
    JPEG_SCAN,
  ]);
}

function riffChunk(fourcc: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.write(fourcc, 0, 'latin1');
  head.writeUInt32LE(data.length, 4);
  return Buffer.concat([head, data, data.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
}

/** A lossless image's VP8L chunk of `width`×`height` (its header; the bitstream after it is only copied). */
export function vp8l(width: number, height: number): Buffer {
  const data = Buffer.alloc(9);
  data[0] = 0x2f;
  data.writeUInt32LE(((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14), 1);
  data.set([0x10, 0x07, 0x10, 0x11], 5);
  return riffChunk('VP8L', data);
}

/**
 * An extended WebP (VP8X, its EXIF and XMP flags set unless `metadata` is false) of `width`×`height` with a lossless
 * image and EXIF and XMP chunks carrying SECRET.
 */
export function webp(width: number, height: number, { metadata = true }: { metadata?: boolean } = {}): Buffer {
  const extended = Buffer.alloc(10);
  extended[0] = metadata ? 0x08 | 0x04 : 0;
  extended.writeUIntLE(width - 1, 4, 3);
  extended.writeUIntLE(height - 1, 7, 3);
  const chunks = Buffer.concat([
    riffChunk('VP8X', extended),
    vp8l(width, height),
    ...(metadata
      ? [riffChunk('EXIF', Buffer.from(`MM\0*${SECRET}`, 'latin1')), riffChunk('XMP ', Buffer.from(`<x>${SECRET}</x>`))]
      : []),
  ]);
  return riffFile(chunks);
}

export function riffFile(chunks: Buffer): Buffer {
  const head = Buffer.alloc(12);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(chunks.length + 4, 4);
  head.write('WEBP', 8, 'latin1');
  return Buffer.concat([head, chunks]);
}

/** Uploads an image as a project's screenshot (`fields`: the form's other fields), whatever the answer. */
export const uploadScreenshot = (
  client: Client,
  projectId: number,
  name: string,
  content: Buffer | string,
  fields: Record<string, string> = {},
) =>
  client.inject({
    method: 'POST',
    url: `/api/projects/${projectId}/screenshots`,
    ...multipart(fields, { name, content }),
  });

/** A project's screenshot of this image, which must be taken, with these boxes laid on it (none: none laid). */
export async function screenshotWithBoxes(
  client: Client,
  projectId: number,
  name: string,
  image: Buffer,
  boxes: readonly unknown[] = [],
): Promise<Screenshot> {
  const uploaded = await uploadScreenshot(client, projectId, name, image);
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  const screenshot = uploaded.json() as Screenshot;
  if (boxes.length === 0) return screenshot;
  const put = await client.inject({
    method: 'PUT',
    url: `/api/projects/${projectId}/screenshots/${screenshot.id}/boxes`,
    payload: { boxes },
  });
  expect(put.statusCode, put.body).toBe(200);
  return screenshot;
}
