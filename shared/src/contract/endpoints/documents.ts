import { z } from 'zod';
import { IdParam, MessageBody } from '../common.ts';
import {
  Document,
  DocumentDownloadQuery,
  DocumentList,
  DocumentPage,
  DocumentsQuery,
  DocumentProgress,
  DocumentRecordPage,
  DocumentRecordsQuery,
  ReplaceInTargetsBody,
  ReplaceResult,
  SavedDocumentRecord,
  UndoReplaceBody,
  UpdateDocumentBody,
  UpdateDocumentRecordBody,
} from '../documents.ts';
import { DocumentPreview } from '../preview.ts';
import { SegmentHistory } from '../history.ts';
import { JobStarted } from '../jobs.ts';
import { PresenceBody } from '../live.ts';
import { routes } from '../routes.ts';
import { DOCUMENT_FORMATS_READ, DOCUMENTS_PAGE_DEFAULT, DOCUMENTS_PAGE_MAX } from '../plain.ts';
import { backgroundUpload, endpointsTagged, eventStream, NO_CONFLICT_ERRORS } from './endpoint.ts';

const define = endpointsTagged('documents');
/** The routes on a document's parts (links, segments' matches, QA, repetitions, comments): no 409 unless one says. */
export const documentParts = endpointsTagged('documents', { errors: NO_CONFLICT_ERRORS });

export const documentsEndpoints = define(routes.documents, {
  list: {
    summary: 'List documents with their progress, or a page of them',
    description:
      'Without query parameters: every document, newest first (an array). With any of them: a page (0-based, ' +
      `\`limit\` per page: ${DOCUMENTS_PAGE_DEFAULT}, at most ${DOCUMENTS_PAGE_MAX}) \`{records, total_rows}\`, newest first; ` +
      '`project` keeps the documents of that project, or with `none` those outside any project; `ids` ' +
      `(comma-separated, at most ${DOCUMENTS_PAGE_MAX}) keeps those documents.`,
    querystring: DocumentsQuery,
    response: { 200: z.union([DocumentPage, DocumentList]) },
  },
  upload: {
    summary:
      `Upload a document (multipart part "file"), in one of these formats: ${DOCUMENT_FORMATS_READ}; ` +
      'source_lang and target_lang (BCP 47) give the languages the file does not state (422 naming in ' +
      'details.fields every one still needed, details.field the first); join_cues=true (subtitles only; 400 otherwise) ' +
      'makes cues that continue a sentence one segment, cut back into the cues on download; processed in the background. ' +
      '422 for a format not read, or when the file shows it cannot be imported',
    ...backgroundUpload(Document),
  },
  get: {
    summary: 'One document (status, languages, progress)',
    params: IdParam,
    response: { 200: Document },
  },
  update: {
    summary: 'Rename a document, or move it into a project (project_id) or out of any (project_id: null)',
    params: IdParam,
    body: UpdateDocumentBody,
    response: { 200: MessageBody },
  },
  delete: {
    summary: 'Delete a document with its segments',
    params: IdParam,
    response: { 200: MessageBody },
  },
  records: {
    summary:
      'A page of segments in file order; filter all|unapproved|untranslated or one status; qa=issues|errors: only segments ' +
      'with QA findings not ignored, or with QA errors; search in source and/or target text (search_in), as a substring or ' +
      'a regular expression (regex=true), case_sensitive=true; changed_since: saved at or after that time; ' +
      'comments=open: only segments with open comments; screenshot=<id>: only segments on that screenshot (a box ' +
      'linked to the segment or its key), screenshot=none: only segments on no screenshot of the project',
    params: IdParam,
    querystring: DocumentRecordsQuery,
    response: { 200: DocumentRecordPage },
  },
  saveRecord: {
    summary:
      'Save a segment target and approval; answers it with its QA findings. 409 when it changed since `updated_at`, ' +
      '422 on inline-code problems, 423 while someone else is editing it (see POST /document/{id}/presence)',
    params: IdParam,
    body: UpdateDocumentRecordBody,
    response: { 200: SavedDocumentRecord },
    errors: [400, 401, 403, 404, 409, 422, 423],
  },
  download: {
    summary:
      'The file with the translations, in its own format: the original with only targets (and states) changed, named ' +
      'for the target language where its name names the source language (en.json → de.json); as=xliff: an XLIFF 2.0 ' +
      'of its segments (one <segment> per record, inline codes as <ph>/<pc>) for offline CAT tools (streamed); ' +
      'untranslated=leave-out: as a repository keeps it, every translation and no entry for an untranslated string ' +
      'in a one-language key-value file (JSON)',
    description:
      '422 target_code_unknown while a translation holds an inline code its source does not have, naming the segment: ' +
      'the file could only be written wrong',
    params: IdParam,
    querystring: DocumentDownloadQuery,
    response: { 200: z.unknown().describe("The document's file, or XLIFF 2.0 (application/xliff+xml) with as=xliff") },
    errors: [400, 401, 403, 404, 409, 422],
  },
  updateSource: {
    summary:
      'A newer version of the source file (multipart part "file", in the format of the document): its segments follow ' +
      'it by their keys, keeping every translation; 202 {job_id}',
    description:
      'A segment whose source changed keeps its target, unconfirmed and marked needs-review-translation; new segments ' +
      'come in untranslated; removed ones leave the document. 409 while the document is being imported; 422 for a ' +
      "file of another format or one the format's reader refuses (the job fails with the reader's message).",
    params: IdParam,
    ...backgroundUpload(JobStarted),
  },
  importTranslations: {
    summary:
      'A translation file of the document (multipart part "file"): each value it holds becomes its segment\'s ' +
      'confirmed translation; 202 {job_id}',
    description:
      'For one-language formats (JSON, Android XML, YAML…) the file in the target language; for bilingual ones (PO, ' +
      'XLIFF) a file whose targets are the translations. Blank values and locked segments are left alone.',
    params: IdParam,
    ...backgroundUpload(JobStarted),
  },
  progress: {
    summary: 'Segments and words translated (a target that is not blank) and approved, and segments with QA errors',
    params: IdParam,
    response: { 200: DocumentProgress },
    errors: [401, 403, 404],
  },
  preview: {
    summary:
      "The document's blocks in reading order (headings with their level, paragraphs, list items, table cells with " +
      'their table, row and column, notes), each with its segments in order: source and current target with inline ' +
      'codes, and the formatting each code stands for (bold, italic…), for a preview of the document. With `span`, ' +
      'only the whole blocks within `span` segments of the segment `around` (of the start without it), and how many ' +
      'segments come before and after them; 404 when `around` is not a segment of the document, 409 while the ' +
      'document is being imported',
    params: IdParam,
    querystring: z.object({
      around: z.coerce.number().int().positive().optional(),
      span: z.coerce.number().int().min(1).max(2_000).optional(),
    }),
    response: { 200: DocumentPreview },
  },
  replace: {
    summary:
      'Find and replace in the targets (inline codes kept): a preview of every change, or the change of the previewed segments',
    params: IdParam,
    body: ReplaceInTargetsBody,
    response: { 200: ReplaceResult },
  },
  undoReplace: {
    summary: 'Undo a replacement: each target back as it was, unless the segment changed since the replacement',
    params: IdParam,
    body: UndoReplaceBody,
    response: { 200: ReplaceResult },
  },
  history: {
    summary: "A segment's changes of target and approval, newest first: who, when, how, before and after",
    params: IdParam,
    response: { 200: SegmentHistory },
    errors: NO_CONFLICT_ERRORS,
  },
  events: {
    summary: "A document's live events (Server-Sent Events): record, presence, document",
    description:
      'The connection counts as the caller having the document open. A comment line every 20 s keeps proxies from ' +
      'closing it.',
    params: IdParam,
    response: {
      200: eventStream(
        'Events until either side closes: `record`: {id, target, approved, updated_at, updated_by} of a changed ' +
          'segment; `presence`: {users: [{user_id, username, record_id}]}; `document`: {kind: renamed | status | ' +
          'deleted | handoff | resync}.',
      ),
    },
    errors: NO_CONFLICT_ERRORS,
  },
  presence: {
    summary: 'Say which segment you edit (record_id), or none (null); others see it and cannot save it meanwhile',
    description:
      '409 without an open live connection to the document (GET /document/{id}/events); 423 when someone else is editing that segment.',
    params: IdParam,
    body: PresenceBody,
    response: { 200: MessageBody },
    errors: [...NO_CONFLICT_ERRORS, 409, 423],
  },
});
