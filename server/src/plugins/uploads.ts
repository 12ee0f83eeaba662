import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { validationProblems } from '@tessera/shared/contract';
import { HttpError } from './errors.ts';
import { findInvalidText, invalidTextError } from './text-input.ts';

export interface ReceivedUpload {
  /** Temp file holding the upload; delete it with `remove()` when done (also after a failed job). */
  path: string;
  /** The client's file name (never use it as a path). */
  filename: string;
  mimetype: string;
  size: number;
  /** The form's text fields, blank ones left out. */
  fields: Record<string, string>;
  remove(): Promise<void>;
}

export interface UploadOptions {
  /** Limit of this route; the app default (`UPLOAD_LIMIT_MB`) otherwise. */
  maxBytes?: number;
  /** What the messages ask for: 'TMX file' gives 'Send the TMX file in a part named "file"'. Default 'file'. */
  what?: string;
}

/**
 * Streams the request's one file (the part named "file") to `<dataDir>/uploads` in constant memory, with the
 * text fields sent before or after it; a blank field counts as not sent (an empty form input). Every upload route
 * reads its part here. Answers 400 without a file, with another file part, with a file without a name (routes tell
 * formats and default names by it) or with text that cannot be stored (NUL, lone surrogates), and 413 over the
 * limit; nothing is left behind then.
 */
export async function receiveUpload(request: FastifyRequest, options: UploadOptions = {}): Promise<ReceivedUpload> {
  const what = options.what ?? 'file';
  if (!request.isMultipart())
    throw new HttpError(
      400,
      'multipart_expected',
      `Send the ${what} as multipart/form-data (a form with a "file" field)`,
    );
  const limit = options.maxBytes ?? request.server.config.uploadLimitBytes;
  const dir = join(request.server.config.dataDir, 'uploads');
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${Date.now()}-${randomBytes(8).toString('hex')}.upload`);
  const remove = () => rm(path, { force: true });
  const fields: Record<string, string> = {};
  let file: { filename: string; mimetype: string; size: number } | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: limit, files: 1 } })) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') {
          part.file.resume();
          throw new HttpError(
            400,
            'file_part_missing',
            `Send the ${what} in a part named "file", not "${part.fieldname}"`,
          );
        }
        // A part with no file name (FormData.append('file', blob, '')) still arrives as a file, named undefined.
        if (!part.filename?.trim()) {
          part.file.resume();
          throw new HttpError(
            400,
            'file_name_missing',
            'The file has no name: send it with its file name (Content-Disposition filename)',
          );
        }
        const size = await writeToFile(part.file, path);
        if (part.file.truncated)
          throw new HttpError(413, 'file_too_large', `The file is larger than the limit of ${formatBytes(limit)}`);
        file = { filename: part.filename, mimetype: part.mimetype, size };
      } else if (typeof part.value === 'string' && part.value.trim() !== '') {
        fields[part.fieldname] = part.value;
      }
    }
    if (!file) throw new HttpError(400, 'file_part_missing', `Send the ${what} in a part named "file"`);
    const invalid = findInvalidText(fields, 'fields') ?? findInvalidText(file.filename, 'filename');
    if (invalid) throw invalidTextError(invalid);
  } catch (error) {
    await remove();
    throw asClientError(error);
  }
  return { path, ...file, fields, remove };
}

async function writeToFile(stream: NodeJS.ReadableStream, path: string): Promise<number> {
  let size = 0;
  stream.on('data', (chunk: Buffer) => (size += chunk.length));
  await pipeline(stream, createWriteStream(path));
  return size;
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
    return new HttpError(
      400,
      'multipart_expected',
      'Send the file as multipart/form-data (a form with a "file" field)',
    );
  }
  if (code?.startsWith('FST_') || /multipart|boundary|part header|unexpected end/i.test(message ?? '')) {
    return new HttpError(
      400,
      'unreadable_upload',
      `The upload could not be read: ${message ?? 'malformed multipart body'}`,
    );
  }
  return error;
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * An upload route's whole life of the temp file: receives the upload, checks its text fields against `fields` (400
 * naming the first problem), and hands both to `use`. When `use` fails the file is removed; when it succeeds the
 * file belongs to whatever `use` started (an import job removes it when it ends).
 */
export async function withUpload<Fields extends z.ZodType, T>(
  request: FastifyRequest,
  options: UploadOptions & { fields: Fields },
  use: (upload: ReceivedUpload, fields: z.output<Fields>) => Promise<T>,
): Promise<T> {
  const upload = await receiveUpload(request, options);
  try {
    const fields = options.fields.safeParse(upload.fields);
    if (!fields.success) {
      const issue = fields.error.issues[0]!;
      throw new HttpError(
        400,
        'invalid_request',
        `Invalid request: ${issue.path.join('.')} ${issue.message}`.trim(),
        validationProblems(fields.error.issues, 'fields', upload.fields),
      );
    }
    return await use(upload, fields.data);
  } catch (error) {
    await upload.remove();
    throw error;
  }
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
