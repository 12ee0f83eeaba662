/** Typed calls of the glossary API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type {
  CreateGlossaryRecordBody,
  GlossaryExportFormat,
  ImportGlossaryFields,
  UpdateGlossaryRecordBody,
} from '../contract/glossary.ts';
import type { CreateResourceBody, RenameResourceBody } from '../contract/common.ts';
import { ApiError, apiRequest, call, pathOf, routes, startDownload, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/** Every glossary. */
export const listGlossaries = (signal?: AbortSignal) => call(routes.glossary.list, { signal });

/** One glossary; 404 when it does not exist. */
export const getGlossary = (id: number, signal?: AbortSignal) => call(routes.glossary.get, { params: { id }, signal });

/** An empty glossary (201). */
export const createGlossary = (body: CreateResourceBody) => call(routes.glossary.create, { body });

/** {name} -> {message}. */
export const renameGlossary = (id: number, body: RenameResourceBody) =>
  call(routes.glossary.rename, { params: { id }, body });

/** -> {message}. */
export const deleteGlossary = (id: number) => call(routes.glossary.delete, { params: { id } });

export type RecordsQuery = { page: number; search?: string };

/** A 0-based page of PAGE_SIZE records, search in source or target. */
export const listGlossaryRecords = (id: number, query: RecordsQuery, signal?: AbortSignal) =>
  call(routes.glossary.records, {
    params: { id },
    query: { page: query.page, search: query.search || undefined },
    signal,
  });

/** -> the created record. */
export const createGlossaryRecord = (glossaryId: number, body: CreateGlossaryRecordBody) =>
  call(routes.glossary.createRecord, { params: { id: glossaryId }, body });

/** -> the updated record; pass the `updated_at` you read to get 409 instead of overwriting. */
export const updateGlossaryRecord = (recordId: number, body: UpdateGlossaryRecordBody) =>
  call(routes.glossary.updateRecord, { params: { id: recordId }, body });

/** -> {message}. */
export const deleteGlossaryRecord = (recordId: number) =>
  call(routes.glossary.deleteRecord, { params: { id: recordId } });

/**
 * A term file (multipart) into an existing glossary, in its languages; answers 202 with
 * the glossary ('pending') while the import runs in the background.
 */
export function importIntoGlossary(glossaryId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  return call(routes.glossary.importInto, { params: { id: glossaryId }, body: uploadForm(file), onUploadProgress });
}

/**
 * A new glossary from a term file (multipart): answers 202 with the new glossary while the import runs in the
 * background; `onUploadProgress` reports the upload itself (0..1).
 */
export function importGlossary(
  file: File,
  fields: ImportGlossaryFields,
  onUploadProgress?: (fraction: number) => void,
) {
  return call(routes.glossary.import, { body: uploadForm(file, fields), onUploadProgress });
}

/**
 * URL of the glossary's download in a format: used as a plain link so the browser streams the (possibly
 * large) file straight to disk with the session cookie, instead of holding it in memory.
 */
export function glossaryDownloadUrl(id: number, format: GlossaryExportFormat): string {
  return urlOf(routes.glossary.download, { id }, { format });
}

/**
 * Starts the browser's download of an export: a plain link (streamed to disk), after a HEAD request has checked
 * that the server will answer with the file, so a refused download (409 while an import runs, 404) rejects with
 * the server's message instead of a silently cancelled download.
 */
export async function downloadGlossary(id: number, format: GlossaryExportFormat): Promise<void> {
  await checkDownload(id, format);
  startDownload(glossaryDownloadUrl(id, format));
}

/** Rejects with an ApiError carrying the server's message when the export would not be a file. */
async function checkDownload(id: number, format: GlossaryExportFormat): Promise<void> {
  const request = { path: pathOf(routes.glossary.download, { id }), query: { format } };
  try {
    await apiRequest({ ...request, method: 'HEAD' });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    // A HEAD answer has no body: ask with GET for the message (an error is a small JSON body).
    await apiRequest(request);
  }
}
