import { DOCUMENT_FORMATS_READ } from '@tessera/shared/contract/plain';
import type { DocumentFormatType } from '@tessera/shared/contract';
import type { DocumentFormat } from './document.ts';
import { DOCUMENT_FORMAT_MODULES } from './document-format-modules.ts';

/** Every reader, loaded at once (a worker process reading one file loads its own alone: loadDocumentFormat). */
export const DOCUMENT_FORMATS: readonly DocumentFormat[] = await Promise.all(
  Object.values(DOCUMENT_FORMAT_MODULES).map((load) => load()),
);

export function documentFormat(type: DocumentFormatType): DocumentFormat {
  const format = DOCUMENT_FORMATS.find((f) => f.type === type);
  if (!format) throw new Error(`No document format ${type}`);
  return format;
}

/**
 * The format of an uploaded file: among the formats its extension names, the first whose content the file's
 * start looks like. Null: no format reads it.
 */
export function detectDocumentFormat(fileName: string, head: Buffer): DocumentFormat | null {
  const lower = fileName.toLowerCase();
  const named = DOCUMENT_FORMATS.filter((f) => f.extensions.some((e) => lower.endsWith(e)));
  return named.find((f) => f.looksLike(head)) ?? null;
}

/** The answer to a file no format reads. */
export const UNSUPPORTED_DOCUMENT = `Documents can be uploaded in these formats: ${DOCUMENT_FORMATS_READ}`;
