import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import { findNulCharacter, nulCharacterError } from './text-input.ts';

export interface ReceivedUpload {
  /** Temp file holding the upload; delete it with `remove()` when done (also after a failed job). */
  path: string;
  /** The client's file name (never use it as a path). */
  filename: string;
  mimetype: string;
  size: number;
  /** Plain text fields sent before the file part. */
  fields: Record<string, string>;
  remove(): Promise<void>;
}

/**
 * Streams the request's one file to `<dataDir>/uploads` in constant memory. Answers 400 without a file and
 * 413 when it exceeds the limit (the app default, or `maxBytes` for this route); nothing is left behind then.
 */
export async function receiveUpload(request: FastifyRequest, options: { maxBytes?: number } = {}): Promise<ReceivedUpload> {
  const limit = options.maxBytes ?? request.server.config.uploadLimitBytes;
  const part = await request.file({ limits: { fileSize: limit } }).catch((error: unknown) => {
    throw asClientError(error);
  });
  if (!part) throw new HttpError(400, 'No file was uploaded');
  const dir = join(request.server.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.upload`);
  const remove = () => rm(path, { force: true });
  let size = 0;
  part.file.on('data', (chunk: Buffer) => (size += chunk.length));
  try {
    await pipeline(part.file, createWriteStream(path));
  } catch (error) {
    await remove();
    throw asClientError(error);
  }
  if (part.file.truncated) {
    await remove();
    throw new HttpError(413, `The file is larger than the limit of ${formatBytes(limit)}`);
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const field = Array.isArray(value) ? value[0] : value;
    if (field && field.type === 'field' && typeof field.value === 'string') fields[name] = field.value;
  }
  const nulAt = findNulCharacter(fields, 'fields') ?? findNulCharacter(part.filename, 'filename');
  if (nulAt) {
    await remove();
    throw nulCharacterError(nulAt);
  }
  return { path, filename: part.filename, mimetype: part.mimetype, size, fields, remove };
}

/**
 * A request that is not multipart, or whose multipart body is broken (no boundary, cut off, bad part headers),
 * is the client's mistake: 400 with what the parser said, not a 500. Limits keep their own status (413).
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode, code, message } = (error ?? {}) as { statusCode?: number; code?: string; message?: string };
  if (statusCode === 413 || code === 'FST_REQ_FILE_TOO_LARGE') return error;
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new HttpError(400, 'Send the file as multipart/form-data (a form with a "file" field)');
  }
  if (code?.startsWith('FST_') || /multipart|boundary|part header|unexpected end/i.test(message ?? '')) {
    return new HttpError(400, `The upload could not be read: ${message ?? 'malformed multipart body'}`);
  }
  return error;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Deletes temp uploads left behind by a process that died mid-import (its job is recovered as failed, but the
 * file stays). Run at start: `olderThanMs` 0 when this process owns the data folder alone (embedded database),
 * otherwise long enough that no live import elsewhere can still be reading its file. Returns how many went.
 */
export async function sweepStaleUploads(dataDir: string, options: { olderThanMs: number }): Promise<number> {
  const dir = join(dataDir, 'uploads');
  const names = await readdir(dir).catch(() => [] as string[]);
  const cutoff = Date.now() - options.olderThanMs;
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (!info?.isFile() || info.mtimeMs > cutoff) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}
