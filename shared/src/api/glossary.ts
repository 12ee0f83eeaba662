/** Typed calls of the glossary API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type {
  DeleteGlossaryRecordsBody,
  GlossaryExportFormat,
  GlossaryImportMode,
  GlossaryRecordSort,
} from '../contract/glossary.ts';
import type { SortOrder } from '../contract/common.ts';
import { ApiError, apiRequest, call, pathOf, routes, startDownload, urlOf } from '@tessera/shared';
import { resourceCalls } from './resources.ts';
import { uploadForm } from './upload.ts';

export const {
  list: listGlossaries,
  get: getGlossary,
  create: createGlossary,
  rename: renameGlossary,
  delete: deleteGlossary,
  import: importGlossary,
  createRecord: createGlossaryRecord,
  updateRecord: updateGlossaryRecord,
  deleteRecord: deleteGlossaryRecord,
} = resourceCalls(routes.glossary);

/** A page of a glossary's records: 0-based `page`, `search` (substring of source or target), a sort if any. */
export function listGlossaryRecords(
  id: number,
  query: { page: number; search?: string; sort?: GlossaryRecordSort; order?: SortOrder },
  signal?: AbortSignal,
) {
  const { page, search, sort, order } = query;
  return call(routes.glossary.records, {
    params: { id },
    // Only what differs from the defaults, so an unsorted page asks as it always did.
    query: { page, search: search || undefined, sort, order: sort && order === 'desc' ? order : undefined },
    signal,
  });
}

/** Deletes several records of a glossary in one request: these ids, or every record matching a search. */
export function deleteGlossaryRecords(glossaryId: number, which: DeleteGlossaryRecordsBody) {
  return call(routes.glossary.deleteRecords, { params: { id: glossaryId }, body: which });
}

/**
 * A term file (multipart) into an existing glossary, in its languages; `mode` says what becomes of records it
 * already holds (default `add`). Answers 202 with the glossary ('pending') while the import runs in the background.
 */
export function importIntoGlossary(
  glossaryId: number,
  file: File,
  onUploadProgress?: (fraction: number) => void,
  mode?: GlossaryImportMode,
) {
  const body = uploadForm(file, { mode });
  return call(routes.glossary.importInto, { params: { id: glossaryId }, body, onUploadProgress });
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
