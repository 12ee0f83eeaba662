import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

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
  const part = await request.file({ limits: { fileSize: limit } });
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
    throw error;
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
  return { path, filename: part.filename, mimetype: part.mimetype, size, fields, remove };
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}
