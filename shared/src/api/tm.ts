/** Typed calls of the translation-memory API. All go through the one client in ./client.ts. */
import type { MessageBody } from '../contract/common.ts';
import type {
  CreateTmRecordBody,
  CreateTranslationMemoryBody,
  ImportIntoTranslationMemoryFields,
  ImportTranslationMemoryFields,
  RenameTranslationMemoryBody,
  TmRecord,
  TmRecordPage,
  TranslationMemory,
  UpdateTmRecordBody,
} from '../contract/tm.ts';
import { api, apiRequest, http } from './client.ts';

/** GET /translation_memory/: every translation memory. */
export const listTranslationMemories = (signal?: AbortSignal) =>
  api.get<TranslationMemory[]>('/translation_memory/', undefined, signal);

/** GET /translation_memory/{id}: 404 when it does not exist; carries the import status and progress. */
export const getTranslationMemory = (id: number, signal?: AbortSignal) =>
  api.get<TranslationMemory>(`/translation_memory/${id}`, undefined, signal);

/** POST /translation_memory/: an empty TM (201). */
export const createTranslationMemory = (body: CreateTranslationMemoryBody) =>
  api.post<TranslationMemory>('/translation_memory/', body);

/** PUT /translation_memory/{id} {name} -> {message}. */
export const renameTranslationMemory = (id: number, body: RenameTranslationMemoryBody) =>
  api.put<MessageBody>(`/translation_memory/${id}`, body);

/** DELETE /translation_memory/{id} -> {message}. */
export const deleteTranslationMemory = (id: number) => api.delete<MessageBody>(`/translation_memory/${id}`);

export type TmRecordsQuery = { page: number; search?: string };

/** GET /translation_memory/{id}/records: 0-based page of PAGE_SIZE units; search is a substring of source or target. */
export const listTmRecords = (id: number, query: TmRecordsQuery, signal?: AbortSignal) =>
  api.get<TmRecordPage>(
    `/translation_memory/${id}/records`,
    { page: query.page, search: query.search || undefined },
    signal,
  );

/** POST /translation_memory/{id}/records -> the created unit (segments are TMX inline markup). */
export const createTmRecord = (tmId: number, body: CreateTmRecordBody) =>
  api.post<TmRecord>(`/translation_memory/${tmId}/records`, body);

/** PUT /translation_memory/records/{id}; pass the `updated_at` you read to get 409 instead of overwriting. */
export const updateTmRecord = (recordId: number, body: UpdateTmRecordBody) =>
  api.put<TmRecord>(`/translation_memory/records/${recordId}`, body);

/** DELETE /translation_memory/records/{id} -> {message}. */
export const deleteTmRecord = (recordId: number) => api.delete<MessageBody>(`/translation_memory/records/${recordId}`);

/**
 * POST /translation_memory/import (multipart): answers 202 with the new TM while the import runs in the
 * background; `onUploadProgress` reports the upload itself (0..1). Languages may be left out: the file says.
 */
export function importTranslationMemory(
  file: File,
  fields: ImportTranslationMemoryFields,
  onUploadProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('name', fields.name);
  if (fields.source_lang) form.append('source_lang', fields.source_lang);
  if (fields.target_lang) form.append('target_lang', fields.target_lang);
  form.append('file', file, file.name);
  return apiRequest<TranslationMemory>({
    method: 'POST',
    path: '/translation_memory/import',
    body: form,
    onUploadProgress,
  });
}

/**
 * POST /translation_memory/{id}/import (multipart): a TMX file into an existing TM, merged with its units; answers
 * 202 with the TM ('processing') while the import runs in the background.
 */
export function importIntoTranslationMemory(
  tmId: number,
  file: File,
  fields: ImportIntoTranslationMemoryFields = {},
  onUploadProgress?: (fraction: number) => void,
) {
  const form = new FormData();
  if (fields.source_lang) form.append('source_lang', fields.source_lang);
  if (fields.target_lang) form.append('target_lang', fields.target_lang);
  form.append('file', file, file.name);
  return apiRequest<TranslationMemory>({
    method: 'POST',
    path: `/translation_memory/${tmId}/import`,
    body: form,
    onUploadProgress,
  });
}

/** URL of GET /translation_memory/{id}/download (TMX 1.4b): a plain link, so the browser streams it to disk. */
export function tmDownloadUrl(id: number): string {
  const base = (http.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}/translation_memory/${id}/download`;
}
