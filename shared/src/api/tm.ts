/** Typed calls of the translation-memory API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type {
  CreateTmRecordBody,
  ImportIntoTranslationMemoryFields,
  ImportTranslationMemoryFields,
  UpdateTmRecordBody,
} from '../contract/tm.ts';
import type { CreateResourceBody, RenameResourceBody } from '../contract/common.ts';
import { call, routes, urlOf } from '@tessera/shared';
import { uploadForm } from './upload.ts';

/** Every translation memory. */
export const listTranslationMemories = (signal?: AbortSignal) => call(routes.tm.list, { signal });

/** One TM with its import status and progress; 404 when it does not exist. */
export const getTranslationMemory = (id: number, signal?: AbortSignal) =>
  call(routes.tm.get, { params: { id }, signal });

/** An empty TM (201). */
export const createTranslationMemory = (body: CreateResourceBody) => call(routes.tm.create, { body });

/** {name} -> {message}. */
export const renameTranslationMemory = (id: number, body: RenameResourceBody) =>
  call(routes.tm.rename, { params: { id }, body });

/** -> {message}. */
export const deleteTranslationMemory = (id: number) => call(routes.tm.delete, { params: { id } });

export type TmRecordsQuery = { page: number; search?: string };

/** A 0-based page of PAGE_SIZE units; search is a substring of source or target. */
export const listTmRecords = (id: number, query: TmRecordsQuery, signal?: AbortSignal) =>
  call(routes.tm.records, { params: { id }, query: { page: query.page, search: query.search || undefined }, signal });

/** -> the created unit (segments are TMX inline markup). */
export const createTmRecord = (tmId: number, body: CreateTmRecordBody) =>
  call(routes.tm.createRecord, { params: { id: tmId }, body });

/** Pass the `updated_at` you read to get 409 instead of overwriting. */
export const updateTmRecord = (recordId: number, body: UpdateTmRecordBody) =>
  call(routes.tm.updateRecord, { params: { id: recordId }, body });

/** -> {message}. */
export const deleteTmRecord = (recordId: number) => call(routes.tm.deleteRecord, { params: { id: recordId } });

/**
 * A new TM from a TMX file (multipart): answers 202 with the new TM while the import runs in the
 * background; `onUploadProgress` reports the upload itself (0..1). Languages may be left out: the file says.
 */
export function importTranslationMemory(
  file: File,
  fields: ImportTranslationMemoryFields,
  onUploadProgress?: (fraction: number) => void,
) {
  return call(routes.tm.import, { body: uploadForm(file, fields), onUploadProgress });
}

/**
 * A TMX file (multipart) into an existing TM, merged with its units; answers
 * 202 with the TM ('processing') while the import runs in the background.
 */
export function importIntoTranslationMemory(
  tmId: number,
  file: File,
  fields: ImportIntoTranslationMemoryFields = {},
  onUploadProgress?: (fraction: number) => void,
) {
  return call(routes.tm.importInto, { params: { id: tmId }, body: uploadForm(file, fields), onUploadProgress });
}

/** URL of the TM's download (TMX 1.4b): a plain link, so the browser streams it to disk. */
export function tmDownloadUrl(id: number): string {
  return urlOf(routes.tm.download, { id });
}
