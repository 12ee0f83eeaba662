/** Typed calls of the documents API. All go through the one client in ./client.ts. */
import type { MessageBody } from '../contract/common.ts';
import type { CommentsRecordsFilter } from '../contract/comments.ts';
import type {
  Document,
  DocumentProgress,
  DocumentRecordFilter,
  DocumentRecordPage,
  RenameDocumentBody,
  ReplaceInTargetsBody,
  ReplaceResult,
  SearchIn,
  UndoReplaceBody,
  UpdateDocumentRecordBody,
  SavedDocumentRecord,
} from '../contract/documents.ts';
import type { QaRecordsFilter } from '../contract/qa.ts';
import { api, apiRequest, http } from './client.ts';

/** GET /document/: every document the user can see. */
export const listDocuments = (signal?: AbortSignal) => api.get<Document[]>('/document/', undefined, signal);

/** GET /document/{id}: 404 when it does not exist. */
export const getDocument = (id: number, signal?: AbortSignal) =>
  api.get<Document>(`/document/${id}`, undefined, signal);

/** PUT /document/{id} {name} -> {message}. */
export const renameDocument = (id: number, body: RenameDocumentBody) => api.put<MessageBody>(`/document/${id}`, body);

/** DELETE /document/{id} -> {message}. */
export const deleteDocument = (id: number) => api.delete<MessageBody>(`/document/${id}`);

export type DocumentRecordsQuery = {
  page: number;
  search?: string;
  filter?: DocumentRecordFilter;
  qa?: QaRecordsFilter;
  search_in?: SearchIn;
  regex?: boolean;
  case_sensitive?: boolean;
  changed_since?: string;
  comments?: CommentsRecordsFilter;
};

/** GET /document/{id}/records: 0-based page of PAGE_SIZE segments in file order; `qa` keeps those with QA findings. */
export const listDocumentRecords = (id: number, query: DocumentRecordsQuery, signal?: AbortSignal) =>
  api.get<DocumentRecordPage>(
    `/document/${id}/records`,
    {
      page: query.page,
      search: query.search || undefined,
      filter: query.filter && query.filter !== 'all' ? query.filter : undefined,
      qa: query.qa && query.qa !== 'any' ? query.qa : undefined,
      search_in: query.search && query.search_in && query.search_in !== 'both' ? query.search_in : undefined,
      regex: query.search && query.regex ? 'true' : undefined,
      case_sensitive: query.search && query.case_sensitive ? 'true' : undefined,
      changed_since: query.changed_since || undefined,
      comments: query.comments && query.comments !== 'any' ? query.comments : undefined,
    },
    signal,
  );

/** GET /document/{id}/progress: segments and words translated and approved, segments with QA errors. */
export const getDocumentProgress = (id: number, signal?: AbortSignal) =>
  api.get<DocumentProgress>(`/document/${id}/progress`, undefined, signal);

/** POST /document/{id}/replace: a preview of find and replace in the targets, or (preview false) the replacement. */
export const replaceInTargets = (id: number, body: ReplaceInTargetsBody) =>
  api.post<ReplaceResult>(`/document/${id}/replace`, body);

/** POST /document/{id}/replace/undo: the targets back as before a replacement, unless changed since. */
export const undoReplace = (id: number, body: UndoReplaceBody) =>
  api.post<ReplaceResult>(`/document/${id}/replace/undo`, body);

/**
 * PUT /document/records/{id}: 409 when it changed since `updated_at`, 422 when inline codes do not match. With
 * `update_repetitions` the answer's `updated_repetitions` names the other segments that got the same target.
 */
export const updateDocumentRecord = (recordId: number, body: UpdateDocumentRecordBody) =>
  api.put<SavedDocumentRecord>(`/document/records/${recordId}`, body);

/**
 * POST /document/ (multipart `file`, .xlf/.xliff): 202 with the document; processing runs in the background.
 * 400 with `details.field` 'target_lang' for an XLIFF 2.0 file without trgLang: send it again with `targetLang`.
 */
export function uploadDocument(file: File, onUploadProgress?: (fraction: number) => void, targetLang?: string) {
  const form = new FormData();
  if (targetLang) form.append('target_lang', targetLang);
  form.append('file', file, file.name);
  return apiRequest<Document>({ method: 'POST', path: '/document/', body: form, onUploadProgress });
}

/** URL of GET /document/{id}/download, used as a plain link so the browser streams the file to disk. */
export function documentDownloadUrl(id: number): string {
  const base = (http.defaults.baseURL ?? '/api').replace(/\/$/, '');
  return `${base}/document/${id}/download`;
}
