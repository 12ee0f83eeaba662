/** Typed calls of the documents API. All go through the one client, the `@tessera/shared` singleton (./client.ts). */
import type { CommentsRecordsFilter } from '../contract/comments.ts';
import type {
  DocumentDownloadQuery,
  DocumentPage,
  DocumentRecordFilter,
  DocumentsPageQuery,
  SearchIn,
} from '../contract/documents.ts';
import type { QaRecordsFilter } from '../contract/qa.ts';
import type { WorkflowStep } from '../contract/assignments.ts';
import { call, plainCalls, routes, urlOf } from '@tessera/shared';
import { DOCUMENTS_PAGE_DEFAULT } from '../contract/plain.ts';
import { uploadForm } from './upload.ts';
import { pageOfWholeList } from './whole-list.ts';

/**
 * The calls of the documents table: `renameDocument(id, {name})`, `getDocumentProgress(id)` (segments and words
 * translated and approved, segments with QA errors), `replaceInTargets(id, body)` (a preview, or with preview
 * false the replacement) and `undoReplace(id, body)` (the targets back unless changed since).
 * `updateDocumentRecord(recordId, body)` saves a segment: 409 when it changed since `updated_at`, 422 when inline
 * codes do not match; with `update_repetitions` the answer's `updated_repetitions` names the other segments that
 * got the same target.
 */
export const {
  list: listDocuments,
  get: getDocument,
  update: renameDocument,
  delete: deleteDocument,
  progress: getDocumentProgress,
  preview: getDocumentPreview,
  replace: replaceInTargets,
  undoReplace,
  saveRecord: updateDocumentRecord,
} = plainCalls(routes.documents);

/** What a page of `listDocumentsPage` is asked for: `ids` become the comma-separated list the route reads. */
export type DocumentsPageRequest = Omit<DocumentsPageQuery, 'ids' | 'page'> & { page: number; ids?: readonly number[] };

/**
 * A page of documents, newest first: those of one project (`project`), those outside any (`project: 'none'`), or
 * the ones named (`ids`). It always sends `page`, so the route answers a page: every document is for callers that
 * send no paging parameters (and what a server of an earlier release answers, the page then cut from it).
 */
export async function listDocumentsPage(
  { ids, ...request }: DocumentsPageRequest,
  signal?: AbortSignal,
): Promise<DocumentPage> {
  const query = {
    ...request,
    project: request.project === undefined ? undefined : String(request.project),
    ids: ids === undefined ? undefined : ids.join(','),
  };
  const answer = await call(routes.documents.list, { query, signal });
  if (!Array.isArray(answer)) return answer;
  const { project } = request;
  const named = ids && new Set(ids);
  return pageOfWholeList(
    answer,
    { page: request.page, limit: request.limit ?? DOCUMENTS_PAGE_DEFAULT },
    (document) =>
      (project === undefined || document.project_id === (project === 'none' ? null : project)) &&
      (named === undefined || named.has(document.id)),
  );
}

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
  /** Only the segments not done in this workflow step (the editor's "my step's open segments"). */
  open_in?: WorkflowStep;
  /** Segment ids listed whatever the filters say, comma-separated (the editor's rows confirmed in a filtered view). */
  keep?: string;
  /** Only the machine translations whose quality estimate scored below this (1-100): a reviewer's first reading. */
  mt_below?: number;
  /** Only the segments on that screenshot of the project, or with `none` those on none of them. */
  screenshot?: 'none' | number;
};

/**
 * A 0-based page of PAGE_SIZE segments in file order; `qa` keeps those with QA findings, `open_in` those not done in
 * that workflow step, `keep` lists these segment ids whatever the filters say.
 */
export const listDocumentRecords = (id: number, query: DocumentRecordsQuery, signal?: AbortSignal) =>
  call(routes.documents.records, {
    params: { id },
    query: {
      page: query.page,
      search: query.search || undefined,
      filter: query.filter && query.filter !== 'all' ? query.filter : undefined,
      qa: query.qa && query.qa !== 'any' ? query.qa : undefined,
      search_in: query.search && query.search_in && query.search_in !== 'both' ? query.search_in : undefined,
      regex: query.search && query.regex ? 'true' : undefined,
      case_sensitive: query.search && query.case_sensitive ? 'true' : undefined,
      changed_since: query.changed_since || undefined,
      comments: query.comments && query.comments !== 'any' ? query.comments : undefined,
      open_in: query.open_in,
      keep: query.keep || undefined,
      mt_below: query.mt_below,
      screenshot: query.screenshot === undefined ? undefined : String(query.screenshot),
    },
    signal,
  });

/**
 * Uploads an XLIFF file (multipart `file`, .xlf/.xliff): 202 with the document; processing runs in the background.
 * 400 with `details.field` 'target_lang' for an XLIFF 2.0 file without trgLang: send it again with `targetLang`.
 */
/**
 * `targetLang` and `sourceLang` (BCP 47) for a file that does not state them; the file's own win. `joinCues`
 * (subtitles only): cues that continue a sentence are one segment.
 */
export function uploadDocument(
  file: File,
  onUploadProgress?: (fraction: number) => void,
  targetLang?: string,
  sourceLang?: string,
  joinCues?: boolean,
) {
  const body = uploadForm(file, {
    source_lang: sourceLang,
    target_lang: targetLang,
    join_cues: joinCues ? 'true' : undefined,
  });
  return call(routes.documents.upload, { body, onUploadProgress });
}

/**
 * URL of the document's download (its own format, or `{ as: 'xliff' }`: XLIFF 2.0), used as a plain link so the
 * browser streams the file to disk.
 */
export function documentDownloadUrl(id: number, query: DocumentDownloadQuery = {}): string {
  return urlOf(routes.documents.download, { id }, query.as ? { as: query.as } : {});
}
