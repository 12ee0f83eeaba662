/** Typed calls of the glossary API. All go through the one client in ./client.ts. */
import type { MessageBody } from '../contract/common.ts';
import type {
  CreateGlossaryBody,
  CreateGlossaryRecordBody,
  Glossary,
  GlossaryExportFormat,
  GlossaryRecord,
  GlossaryRecordPage,
  ImportGlossaryFields,
  RenameGlossaryBody,
  UpdateGlossaryRecordBody,
} from '../contract/glossary.ts';
import { ApiError, api, apiRequest, http } from './client.ts';

/** GET /glossary/: every glossary. */
export const listGlossaries = (signal?: AbortSignal) => api.get<Glossary[]>('/glossary/', undefined, signal);

/** GET /glossary/{id}: 404 (empty body) when it does not exist. */
export const getGlossary = (id: number, signal?: AbortSignal) =>
  api.get<Glossary>(`/glossary/${id}`, undefined, signal);

/** POST /glossary/: an empty glossary (201). */
export const createGlossary = (body: CreateGlossaryBody) => api.post<Glossary>('/glossary/', body);

/** PUT /glossary/{id} {name} -> {message}. */
export const renameGlossary = (id: number, body: RenameGlossaryBody) => api.put<MessageBody>(`/glossary/${id}`, body);

/** DELETE /glossary/{id} -> {message}. */
export const deleteGlossary = (id: number) => api.delete<MessageBody>(`/glossary/${id}`);

export type RecordsQuery = { page: number; search?: string };

/** GET /glossary/{id}/records: 0-based page of PAGE_SIZE records, search in source or target. */
export const listGlossaryRecords = (id: number, query: RecordsQuery, signal?: AbortSignal) =>
  api.get<GlossaryRecordPage>(
    `/glossary/${id}/records`,
    { page: query.page, search: query.search || undefined },
    signal,
  );

/** POST /glossary/{id}/records -> the created record. */
export const createGlossaryRecord = (glossaryId: number, body: CreateGlossaryRecordBody) =>
  api.post<GlossaryRecord>(`/glossary/${glossaryId}/records`, body);

/** PUT /glossary/records/{id} -> the updated record; pass the `updated_at` you read to get 409 instead of overwriting. */
export const updateGlossaryRecord = (recordId: number, body: UpdateGlossaryRecordBody) =>
  api.put<GlossaryRecord>(`/glossary/records/${recordId}`, body);

/** DELETE /glossary/records/{id} -> {message}. */
export const deleteGlossaryRecord = (recordId: number) => api.delete<MessageBody>(`/glossary/records/${recordId}`);

/**
 * POST /glossary/{id}/import (multipart): a term file into an existing glossary, in its languages; answers 202 with
 * the glossary ('pending') while the import runs in the background.
 */
export function importIntoGlossary(glossaryId: number, file: File, onUploadProgress?: (fraction: number) => void) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<Glossary>({ method: 'POST', path: `/glossary/${glossaryId}/import`, body: form, onUploadProgress });
}

/**
 * POST /glossary/import (multipart): answers 202 with the new glossary while the import runs in the
 * background; `onUploadProgress` reports the upload itself (0..1).
 */
export function importGlossary(
  file: File,
  fields: ImportGlossaryFields,
  onUploadProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.source_lang) form.append('source_lang', fields.source_lang);
  if (fields.target_lang) form.append('target_lang', fields.target_lang);
  // The file goes last so the server has every text field before it starts streaming the file.
  form.append('file', file, file.name);
  return apiRequest<Glossary>({ method: 'POST', path: '/glossary/import', body: form, onUploadProgress });
}

/**
 * URL of GET /glossary/{id}/download?format=: used as a plain link so the browser streams the (possibly
 * large) file straight to disk with the session cookie, instead of holding it in memory.
 */
export function glossaryDownloadUrl(id: number, format: GlossaryExportFormat): string {
  const base = (http.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}/glossary/${id}/download?format=${encodeURIComponent(format)}`;
}

/**
 * Starts the browser's download of an export: a plain link (streamed to disk), after a HEAD request has checked
 * that the server will answer with the file, so a refused download (409 while an import runs, 404) rejects with
 * the server's message instead of a silently cancelled download.
 */
export async function downloadGlossary(id: number, format: GlossaryExportFormat): Promise<void> {
  await checkDownload(id, format);
  clickDownloadLink(glossaryDownloadUrl(id, format));
}

/** Rejects with an ApiError carrying the server's message when the export would not be a file. */
async function checkDownload(id: number, format: GlossaryExportFormat): Promise<void> {
  const request = { path: `/glossary/${id}/download`, query: { format } };
  try {
    await apiRequest({ ...request, method: 'HEAD' });
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === 0) throw error;
    // A HEAD answer has no body: ask with GET for the message (an error is a small JSON body).
    await apiRequest(request);
  }
}

function clickDownloadLink(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
