import { z } from 'zod';
import { Id, IdParam, PageQuery, ProcessingStatus, Timestamp, VersionTimestamp, pageOf } from './common.ts';
import { QaIssue, QaRecordsFilter } from './qa.ts';
import { MatchPercent, SegmentOrigin } from './segment-origin.ts';
import { SegmentPlace } from './segment-place.ts';
import { CommentsRecordsFilter } from './comments.ts';
import { SegmentChange } from './history.ts';
import {
  DOCUMENT_TYPES,
  DOCUMENTS_PAGE_MAX,
  KEEP_IN_VIEW_MAX,
  SEGMENT_STATUSES,
  SEGMENT_TARGET_MAX_LENGTH,
} from './plain.ts';
import { regexProblem } from './segment-text.ts';
import { WorkflowStep } from './assignments.ts';
import { ReviewNote } from './review.ts';
import { documentNameProblem } from './file-names.ts';
import { ScreenshotRecordsFilter } from './screenshots.ts';

/**
 * Document as listed (id, created_by, records_count, approved_records_count, name, status, type,
 * with word counts and languages).
 */
/** The document's format: XLIFF, plain text, … (`DOCUMENT_FORMATS`). */
export const DocumentType = z.enum(DOCUMENT_TYPES);
export const Document = z.object({
  id: Id,
  created_by: Id,
  name: z.string(),
  type: DocumentType,
  status: ProcessingStatus,
  processing_error: z.string().nullable(),
  /** Its segments and words to translate: the locked ones (translate="no") are nobody's work, out of its progress. */
  records_count: z.number().int().min(0),
  approved_records_count: z.number().int().min(0),
  words_count: z.number().int().min(0),
  approved_words_count: z.number().int().min(0),
  /** Its locked segments, besides records_count: the editor numbers records_count + locked_records_count segments. */
  locked_records_count: z.number().int().min(0),
  /** Comments on its segments not resolved yet. */
  open_comments: z.number().int().min(0),
  source_lang: z.string(),
  target_lang: z.string(),
  /** The project it belongs to; null for documents outside any project. */
  project_id: Id.nullable(),
  /**
   * What the uploaded file holds that its reviewers left in it, counted by its format's reader when it was read:
   * tracked changes (read as accepted: the translation is of the text they make) and comments (kept in the
   * translated file; read as segments the translators see where `comments_translated`, else kept as they were).
   * Null for a format that has neither, and for a document not read yet or read before they were counted.
   */
  review_marks: z
    .object({
      tracked_changes: z.number().int().min(0),
      comments: z.number().int().min(0),
      comments_translated: z.boolean(),
    })
    .nullable(),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type Document = z.infer<typeof Document>;
/** A document's tracked changes and comments as its file had them (`Document.review_marks`). */
export type DocumentReviewMarks = NonNullable<Document['review_marks']>;
export const DocumentList = z.array(Document);

/**
 * `GET /document/`'s paging parameters, every one optional. Sent with none, the route answers every document
 * (DocumentList), as it always has; sent with any, a page of them (DocumentPage), newest first: `project` keeps the
 * documents of one project, or `none` those outside any; `ids` (comma-separated) keeps those documents only.
 */
export const DocumentsQuery = z.object({
  page: PageQuery.shape.page.unwrap().optional(),
  limit: z.coerce.number().int().min(1).max(DOCUMENTS_PAGE_MAX).optional(),
  project: z.union([z.literal('none'), IdParam.shape.id], { error: "must be a project's id or none" }).optional(),
  ids: z
    .string()
    .regex(/^[0-9]{1,10}(,[0-9]{1,10})*$/, 'must be document ids separated by commas')
    .transform((ids) => [...new Set(ids.split(',').map(Number))])
    .pipe(z.array(Id).max(DOCUMENTS_PAGE_MAX, `must name at most ${DOCUMENTS_PAGE_MAX} documents`))
    .optional(),
});
export type DocumentsQuery = z.input<typeof DocumentsQuery>;
/** DocumentsQuery as read: the project's id and the ids as numbers. */
export type DocumentsPageQuery = z.output<typeof DocumentsQuery>;
export const DocumentPage = pageOf(Document);
export type DocumentPage = z.infer<typeof DocumentPage>;

/** A document's name, as every way of setting one holds it (documentNameProblem): 400 naming the problem. */
export const DocumentName = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(255)
  .superRefine((name, context) => {
    const problem = documentNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });
/** PUT /document/{id}: rename it, move it into a project (`project_id`) or out of any (`null`), or both. */
export const UpdateDocumentBody = z
  .object({ name: DocumentName.optional(), project_id: Id.nullable().optional() })
  .strict()
  .refine((body) => body.name !== undefined || body.project_id !== undefined, 'send name or project_id');
export type UpdateDocumentBody = z.infer<typeof UpdateDocumentBody>;
export const RenameDocumentBody = UpdateDocumentBody;
export type RenameDocumentBody = UpdateDocumentBody;

/**
 * One inline code of a segment. `open`/`close` are the two halves of a paired code (<g>…</g>, <pc>…</pc>,
 * <mrk>…</mrk>) and must appear in that order, properly nested; `standalone` codes are placeholders such
 * as <x/>, <ph>…</ph>, <bpt>…</bpt>, <sc/>. `xml` is the markup written back into the file.
 */
export const InlineCode = z.object({
  id: z.number().int().positive(),
  kind: z.enum(['open', 'close', 'standalone']),
  label: z.string(),
  xml: z.string(),
});
export type InlineCode = z.infer<typeof InlineCode>;

/**
 * Where a segment stands, in one vocabulary for the API, the editor's labels and its filters (a label is the
 * value with a space for the hyphen). XLIFF 1.2 and 2.0 states map onto it; the file's own
 * value stays in `state` and goes back into the download unchanged unless the segment is edited. The mapping is
 * `segmentStatus` of `@tessera/shared/contract/segment-status` (server and mocks; screens only read `status`).
 * Confirming (Ctrl+Enter, `approved: true`) is a translator's `approved` (screens may call it confirmed), and a
 * reviewer's `reviewed` when the document's active step is a review step; a target saved here is work in progress
 * until someone confirms it, whoever or whatever wrote it.
 * - `new`: nothing done yet (1.2 `new`, 2.0 `initial`, or no state and no target);
 * - `needs-translation`: 1.2 `needs-translation`, `needs-adaptation`, `needs-l10n`;
 * - `draft`: a target saved in Tessera and not approved: typed, or inserted by a tool (TM match, MT, term,
 *   repetition, find and replace, pre-translation). Pre-translation's exact matches are no exception: they are
 *   `approved` when the run approves exact matches, else `draft` like any insert waiting for a person;
 * - `translated`: a target as the file delivered it, not approved (1.2 and 2.0 `translated`, or no state and a
 *   target);
 * - `needs-review`: 1.2 `needs-review-translation`, `needs-review-adaptation`, `needs-review-l10n`;
 * - `rejected`: a reviewer rejected the target (the editor's Reject, or a 1.2 `state-qualifier` `rejected-*`, a
 *   2.0 `subState` `tessera:rejected` in the file); it stays rejected until its target changes or it is approved;
 * - `final`: approved in the file as final (1.2 and 2.0 `final`) and not edited here since;
 * - `approved`: confirmed here by a translator (or outside a review step), or in the file otherwise (1.2
 *   `approved="yes"`);
 * - `reviewed`: confirmed by a reviewer in a `review` or `review-2` step, or in the file (1.2 `signed-off`, 2.0
 *   `reviewed`); the download writes those states back. A reviewed segment is approved too (`approved: true`), so
 *   that a screen knowing only `approved` counts it confirmed; it stays reviewed until its target changes or it
 *   is unapproved or rejected.
 */
export const SegmentStatus = z.enum(SEGMENT_STATUSES);
export type SegmentStatus = z.infer<typeof SegmentStatus>;

/** One translatable segment. */
export const DocumentRecord = z.object({
  id: Id,
  document_id: Id,
  /** 0-based order in the file. */
  position: z.number().int().min(0),
  unit_id: z.string(),
  /** `mid` of an XLIFF 1.2 <mrk mtype="seg">, `id` of an XLIFF 2.0 <segment>; null for a whole trans-unit. */
  segment_id: z.string().nullable(),
  source: z.string(),
  target: z.string(),
  codes: z.array(InlineCode),
  approved: z.boolean(),
  /** The file's own state value (1.2 target@state, 2.0 segment@state), kept up to date on edits. */
  state: z.string().nullable(),
  status: SegmentStatus,
  /** translate="no": shown, never editable. */
  locked: z.boolean(),
  note: z.string().nullable(),
  /**
   * What the file says of the segment's context, in its words: a developer's note on a string, a subtitle's timing,
   * or in a structured document its place in English words (`place` said as the XLIFF export says it).
   */
  context: z.string().nullable(),
  /** Where the segment sits in a structured document (heading, table cell, slide…); null in other formats. */
  place: SegmentPlace.nullable(),
  words: z.number().int().min(0),
  /**
   * The most characters the file allows the target (XLIFF 1.2 maxwidth with size-unit="char", an ARB message's
   * x-maxLength), counted as the QA length check counts them; null without a limit. Pages of segments carry it.
   */
  max_width: z.number().int().min(0).nullable().optional(),
  /** QA findings on the target as last saved (see contract qa.ts). */
  qa: z.array(QaIssue),
  /** Where the current target came from; null for an empty target that came with the file. */
  origin: SegmentOrigin.nullable(),
  /** The match score of a `tm-exact`, `tm-fuzzy` or `mt` target; null otherwise. */
  match_percent: MatchPercent.nullable(),
  /**
   * While the target is still the machine translation a quality estimate rated (origin `mt`, not edited since):
   * the estimate's score and the threshold of the project, whose estimates are on with a threshold; null
   * otherwise. The editor flags an unconfirmed one scoring below the threshold. Pages of segments and a save's
   * answer carry it; other answers leave it out.
   */
  mt_quality: z
    .object({ score: z.number().int().min(0).max(100), threshold: z.number().int().min(0).max(100) })
    .nullable()
    .optional(),
  /** How many other segments of the document have the same source, codes included. */
  repetitions: z.number().int().min(0),
  /** Comments on the segment not resolved yet. */
  /**
   * In a document pulled from a repository: the source the target was translated from, when the repository has
   * changed the source since (the editor shows the two as a diff until the translation is confirmed again).
   */
  previous_source: z.string().nullable().optional(),
  /** A translation the repository changed while a translator changed it here: Tessera's stays, this is the other. */
  upstream_target: z.string().nullable().optional(),
  open_comments: z.number().int().min(0),
  updated_at: Timestamp,
});
export type DocumentRecord = z.infer<typeof DocumentRecord>;
export const DocumentRecordPage = pageOf(DocumentRecord).extend({
  /**
   * Of the segments listed, those listed only because `keep` asked: they no longer match the view's filters (a
   * translator just confirmed them, say), and stay in place until the view is asked again without them.
   */
  kept_ids: z.array(Id).optional(),
});
export type DocumentRecordPage = z.infer<typeof DocumentRecordPage>;

/**
 * Which segments a page lists: all, one status, `unapproved` (any status but final and approved, rejected included) or
 * `untranslated` (an empty target, whatever the status).
 */
export const DocumentRecordFilter = z.enum(['all', 'unapproved', 'untranslated', ...SegmentStatus.options]);
export type DocumentRecordFilter = z.infer<typeof DocumentRecordFilter>;
/** A yes/no query parameter: 'true' or 'false' (a bare presence or '1' would be guesswork). */
const QueryFlag = z.enum(['true', 'false']).transform((value) => value === 'true');
/** Which text of a segment `search` looks in. */
export const SearchIn = z.enum(['both', 'source', 'target']);
export type SearchIn = z.infer<typeof SearchIn>;
/** Record ids as a query parameter: comma-separated, at most KEEP_IN_VIEW_MAX of them. */
const IdList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be record ids separated by commas')
  .transform((text) => [...new Set(text.split(',').map(Number))])
  .pipe(z.array(Id).max(KEEP_IN_VIEW_MAX, `may hold at most ${KEEP_IN_VIEW_MAX} ids`));

/**
 * `search` is a substring, or with `regex=true` a regular expression (PostgreSQL's, which reads the usual JavaScript
 * patterns the same way: classes, quantifiers, anchors, groups, alternation). A pattern that is not one answers 400,
 * and so does one that only a backtracking engine runs or that is too costly (see ./search-pattern.ts): the
 * editor marks the hits with a linear-time engine and the server holds every search to what it can run.
 * It looks at the text without inline codes, in source and target or only in `search_in`, ignoring case unless
 * `case_sensitive=true`. `changed_since` keeps segments saved at or after that moment. `open_in` keeps the segments
 * not done yet in that workflow step, as its delivery and progress judge them (translation: not approved; review:
 * not reviewed; review-2: not reviewed in review-2), locked ones aside: the editor's "my step's open segments". `keep` lists segments that
 * stay in the view whatever the filters say (memoQ's filtered lists keep a row confirmed in them until the
 * translator refreshes): the rows above the one being edited do not move when the view is asked again.
 * `mt_below` keeps the machine translations (origin `mt`) whose target's quality estimate scored below it (a
 * reviewer's "machine suggestions below N": what to read first); those without a score are not below anything.
 * `screenshot` keeps the segments on that screenshot of the project, or with `none` those on none of them.
 */
export const DocumentRecordsQuery = PageQuery.extend({
  filter: DocumentRecordFilter.default('all'),
  open_in: WorkflowStep.optional(),
  qa: QaRecordsFilter.default('any'),
  comments: CommentsRecordsFilter.default('any'),
  search_in: SearchIn.default('both'),
  regex: QueryFlag.default(false),
  case_sensitive: QueryFlag.default(false),
  changed_since: z.iso
    .datetime({ offset: true, error: 'changed_since must be an ISO 8601 timestamp with its offset' })
    .optional(),
  keep: IdList.optional(),
  mt_below: z.coerce
    .number()
    .int('mt_below must be a whole score from 1 to 100')
    .min(1, 'mt_below must be a whole score from 1 to 100')
    .max(100, 'mt_below must be a whole score from 1 to 100')
    .optional(),
  screenshot: ScreenshotRecordsFilter.optional(),
}).superRefine((query, context) => {
  const problem = query.regex ? regexProblem(query.search) : null;
  if (problem)
    context.addIssue({ code: 'custom', path: ['search'], message: `is not a valid regular expression: ${problem}` });
});
export type DocumentRecordsQuery = z.input<typeof DocumentRecordsQuery>;

/**
 * `GET /document/{id}/download`: the file in its own format with the translations merged (no `as`), or
 * `as=xliff`: an XLIFF 2.0 of the same segments, for offline CAT tools.
 */
/**
 * What a one-language key-value file (JSON, ARB, YAML, properties, Android, .strings, RESX) holds for a string
 * nobody translated: `leave-out`, no entry (the app shows its source text; Crowdin's "skip untranslated strings"),
 * or `source`, the source text.
 */
export const UntranslatedStrings = z.enum(['leave-out', 'source']);
export type UntranslatedStrings = z.infer<typeof UntranslatedStrings>;

export const DocumentDownloadQuery = z.object({
  as: z.enum(['xliff']).optional(),
  /**
   * `leave-out`: the file as a repository keeps it (what `tessera pull` writes): every translation, those read from
   * the repository's own files included, and no entry for a string nobody translated. `source` (the default):
   * their source text.
   */
  untranslated: UntranslatedStrings.optional(),
});
export type DocumentDownloadQuery = z.input<typeof DocumentDownloadQuery>;

/**
 * `POST /document/{id}/replace`: find and replace in the targets of a document (locked segments excepted). Only
 * text is searched and replaced: inline codes stay where they are (a hit across a code is not one). `find` is a
 * substring or, with `regex`, a regular expression whose `replace` may use $1, $<name> and $&; case is ignored
 * unless `case_sensitive`. A regular expression runs in linear time (./search-pattern.ts): one using backreferences
 * or lookaround, one too costly to run, or one matching empty text answers 400. With `preview` (the default) nothing changes: the answer lists every change. Without
 * it, `records` are the segments to change with the versions the preview showed: one changed since is skipped.
 */
export const ReplaceInTargetsBody = z
  .object({
    find: z.string().min(1, 'find is required').max(1_000),
    replace: z.string().max(10_000),
    regex: z.boolean().default(false),
    case_sensitive: z.boolean().default(false),
    preview: z.boolean().default(true),
    records: z
      .array(z.object({ id: Id, updated_at: VersionTimestamp }))
      .max(100_000)
      .optional(),
  })
  .superRefine((body, context) => {
    const problem = body.regex ? regexProblem(body.find) : null;
    if (problem)
      context.addIssue({ code: 'custom', path: ['find'], message: `is not a valid regular expression: ${problem}` });
    if (!body.preview && !body.records)
      context.addIssue({
        code: 'custom',
        path: ['records'],
        message: 'are required to replace: send the segments of the preview',
      });
  });
export type ReplaceInTargetsBody = z.input<typeof ReplaceInTargetsBody>;

/** One segment's target before and after the replacement; `updated_at` is its version (after it, once applied). */
export const ReplaceChange = z.object({
  id: Id,
  position: z.number().int().min(0),
  before: z.string(),
  after: z.string(),
  occurrences: z.number().int().min(1),
  updated_at: Timestamp,
});
export type ReplaceChange = z.infer<typeof ReplaceChange>;
/** A segment of the request left as it was, and why (changed meanwhile, no longer matching, refused). */
export const ReplaceSkipped = z.object({ id: Id, position: z.number().int().min(0).nullable(), reason: z.string() });
export type ReplaceSkipped = z.infer<typeof ReplaceSkipped>;
/** Preview and result of a replacement, and of its undo: counts, the changes and what was skipped. */
export const ReplaceResult = z.object({
  segments: z.number().int().min(0),
  occurrences: z.number().int().min(0),
  changes: z.array(ReplaceChange),
  skipped: z.array(ReplaceSkipped),
});
export type ReplaceResult = z.infer<typeof ReplaceResult>;

/**
 * `POST /document/{id}/replace/undo`: puts the targets back as they were before a replacement, each only if it is
 * still the version the replacement left (`updated_at` of its change); one changed since is skipped.
 */
export const UndoReplaceBody = z.object({
  changes: z
    .array(z.object({ id: Id, target: z.string().max(SEGMENT_TARGET_MAX_LENGTH), updated_at: VersionTimestamp }))
    .min(1)
    .max(100_000),
});
export type UndoReplaceBody = z.infer<typeof UndoReplaceBody>;

/**
 * Segments and their words: all of them, those with a target not rejected (drafts included: the target is there),
 * those approved (reviewed ones included), those reviewed and those rejected (a reviewer sent them back).
 */
const ProgressCounts = z.object({
  total: z.number().int().min(0),
  translated: z.number().int().min(0),
  approved: z.number().int().min(0),
  reviewed: z.number().int().min(0),
  rejected: z.number().int().min(0),
});
/**
 * `GET /document/{id}/progress`, the editor's header: segments and words translated, approved, reviewed and rejected (see
 * `ProgressCounts`), and the segments whose saved target has QA errors.
 */
export const DocumentProgress = z.object({
  segments: ProgressCounts,
  words: ProgressCounts,
  qa_errors: z.number().int().min(0),
});
export type DocumentProgress = z.infer<typeof DocumentProgress>;

/**
 * `PUT /document/records/{id}`. `updated_at` is the version the editor read: a newer one on the server
 * answers 409. The target must carry every inline code of the source exactly once (paired codes opened
 * before they close, properly nested); otherwise 422 names the missing, extra and misplaced codes.
 */
export const UpdateDocumentRecordBody = z.object({
  target: z.string().max(SEGMENT_TARGET_MAX_LENGTH),
  approved: z.boolean(),
  // A timestamp that is not one is a malformed request (400), not a stale version (409).
  updated_at: z.iso.datetime({
    offset: true,
    error: 'updated_at must be the ISO 8601 timestamp the record was read with',
  }),
  /**
   * What the editor inserted the target from. A changed target without it counts as `manual`; an unchanged
   * target (approving it) keeps its origin unless one is given. `import` belongs to the file, never to an edit.
   */
  origin: SegmentOrigin.exclude(['import']).optional(),
  /** The score of the inserted match (`tm-exact`, `tm-fuzzy`, `mt`); ignored for `manual` and `repetition`. */
  match_percent: MatchPercent.nullable().optional(),
  /** Restoring an earlier version or replacing across the document, as the segment's history shall say. */
  change: SegmentChange.extract(['restore', 'replace']).optional(),
  /**
   * Also give this target to the segment's repetitions (same source, codes included) not approved yet; the
   * answer lists them in `updated_repetitions`. Left out, an approved target goes to them when the document's
   * repetition propagation is `auto` (see repetitions.ts); `false` never fills them.
   */
  update_repetitions: z.boolean().optional(),
  /**
   * With `approved: true`: approve only a target without QA errors. A target with errors is saved unapproved
   * (the answer's `approved` is false and its `qa` names them), so the editor saves and approves in one request
   * and asks the translator only when there is something to confirm.
   */
  unless_qa_errors: z.boolean().optional(),
  /**
   * With `approved: false`: the reviewer rejects the target (400 for an empty one). The segment shows `rejected`
   * until its target changes or it is approved; its history records the rejection, and `review` says why.
   */
  rejected: z.boolean().optional(),
  /**
   * A reviewer's reason and errors (see review.ts), with a rejection (`rejected: true`, reason required) or a
   * changed target (a correction; reason optional). Recorded as a `ReviewAnnotation` the translator reads, and
   * counted in the document's quality.
   */
  review: ReviewNote.optional(),
});
export type UpdateDocumentRecordBody = z.infer<typeof UpdateDocumentRecordBody>;

/** The answer of `PUT /document/records/{id}`: the saved segment and the repetitions given the same target. */
export const SavedDocumentRecord = DocumentRecord.extend({ updated_repetitions: z.array(Id) });
export type SavedDocumentRecord = z.infer<typeof SavedDocumentRecord>;
