import { z } from 'zod';
import {
  ImportResourceFields,
  Id,
  ImportReport,
  PageQuery,
  ProcessingStatus,
  SortOrder,
  Timestamp,
  VersionTimestamp,
  searchPageOf,
} from './common.ts';
import { searchText } from './plain.ts';
import { User, UserRef } from './users.ts';

/**
 * How a file imported into an existing glossary treats a record whose source and target the glossary already
 * holds (compared as the term matcher compares words: case, white space and typographic variants aside):
 * `add` adds it again, `skip` leaves it out, `update` gives the existing record the file's comment and term
 * fields: those the file has a column (CSV, XLSX) or an element (TBX) for, an empty cell clearing the field; the
 * others stay as they were. A record repeated within the file counts as one the glossary already holds.
 */
export const GlossaryImportMode = z.enum(['add', 'skip', 'update']);
export type GlossaryImportMode = z.infer<typeof GlossaryImportMode>;

/** What the last import into a glossary did; the counts by mode are absent from reports made before them. */
export const GlossaryImportReport = ImportReport.extend({
  mode: GlossaryImportMode.optional(),
  /** Records the import created. */
  added: z.number().int().min(0).optional(),
  /** Existing records that took the file's values (`update`). */
  updated: z.number().int().min(0).optional(),
  /** Records of the file the glossary already held, left as they were (`skip`, or `update` with nothing new). */
  skipped: z.number().int().min(0).optional(),
});
export type GlossaryImportReport = z.infer<typeof GlossaryImportReport>;

/** A glossary, plus languages and import progress. */
export const Glossary = z.object({
  id: Id,
  name: z.string(),
  created_at: Timestamp,
  updated_at: Timestamp,
  processing_status: ProcessingStatus,
  /** 0..1 while an import runs; 1 when done. */
  processing_progress: z.number().min(0).max(1),
  processing_error: z.string().nullable(),
  upload_time: Timestamp.nullable(),
  created_by_user: User,
  records_count: z.number().int().min(0),
  source_lang: z.string(),
  target_lang: z.string(),
  /** What the last file import did (null: never imported, or imported before reports were kept). */
  import_report: GlossaryImportReport.nullable().optional(),
});
export type Glossary = z.infer<typeof Glossary>;
export const GlossaryList = z.array(Glossary);

/**
 * A term's standing (TBX administrativeStatus): `preferred` and `admitted` are to be used (the preferred first),
 * `deprecated` should not be (QA warns when its target is in a segment's target), `forbidden` must not be (QA
 * reports an error).
 */
export const TermStatus = z.enum(['preferred', 'admitted', 'deprecated', 'forbidden']);
export type TermStatus = z.infer<typeof TermStatus>;

/**
 * How a term's words are found in a text (memoQ's per-term matching): `exact` as written (case aside), `prefix`
 * as the beginning of a word at most twice the term word's length (memoQ's "50% prefix": "cat" finds "cats", not
 * "catnapping"), `stemmed` as any inflection of the word in the glossary's language ("file" finds "files",
 * "save" finds "saving", while "set" does not find "settings" nor "connect" "connection": a word of the same
 * Snowball stem counts only when it differs by an inflectional ending). The target check finds the target term by
 * the same rule in the target language, compounds included where that language writes them as one word. CSV and
 * XLSX files carry it in a `match_rule` column (TBX has no place for it); an `update` import leaves a held
 * record's rule as it is.
 */
export const TermMatch = z.enum(['exact', 'prefix', 'stemmed']);
export type TermMatch = z.infer<typeof TermMatch>;

/** What a term base record says besides its terms and comment. */
export const TermFields = z.object({
  status: TermStatus,
  definition: z.string(),
  /** As written in the file or by hand: noun, verb, adjective... (TBX partOfSpeech). */
  part_of_speech: z.string(),
  /** Found only in the case written (otherwise case is ignored except in acronyms and camel-case words). */
  case_sensitive: z.boolean(),
});
export type TermFields = z.infer<typeof TermFields>;

/** A glossary record. */
export const GlossaryRecord = TermFields.extend({
  /** How the term is found in a text. */
  match_rule: TermMatch,
  id: Id,
  glossary_id: Id,
  created_at: Timestamp,
  updated_at: Timestamp,
  source: z.string(),
  target: z.string(),
  comment: z.string(),
  created_by_user: UserRef,
  /** Who made the last edit (the change `updated_at` dates); null while the record is as created or imported. */
  updated_by_user: UserRef.nullable(),
});
export type GlossaryRecord = z.infer<typeof GlossaryRecord>;
/**
 * `GET /glossary/{id}/records`. While the glossary's import is pending or processing the page is empty
 * (`total_rows` 0): the records appear together once it is done, since a failed import deletes every record
 * it had inserted and a reader must never see those.
 */
export const GlossaryRecordPage = searchPageOf(GlossaryRecord);
export type GlossaryRecordPage = z.infer<typeof GlossaryRecordPage>;

/**
 * What a glossary's records can be sorted by: the terms (case ignored, by their first 100 characters), the status
 * from preferred to forbidden, the time of the last change. Without a sort they come in the order they were added.
 */
export const GlossaryRecordSort = z.enum(['source', 'target', 'status', 'changed']);
export type GlossaryRecordSort = z.infer<typeof GlossaryRecordSort>;

/** `GET /glossary/{id}/records`: a page, a search, and a sort (records of equal sort value keep the order added). */
export const GlossaryRecordsQuery = PageQuery.extend({
  sort: GlossaryRecordSort.optional(),
  order: SortOrder.default('asc'),
});
export type GlossaryRecordsQuery = z.input<typeof GlossaryRecordsQuery>;

/** At most this many records by id in one bulk delete (a selection across pages); a search takes any number. */
export const BULK_DELETE_MAX_IDS = 10_000;

/**
 * `POST /glossary/{id}/records/delete`: the records chosen by id, every one of them in this glossary (otherwise
 * nothing is deleted, 422), or every record matching a search (as the records page searches; empty: all of them).
 * Ids of records deleted meanwhile are left out of the count.
 */
export const DeleteGlossaryRecordsBody = z.union([
  z.object({ ids: z.array(Id).min(1).max(BULK_DELETE_MAX_IDS) }).strict(),
  z.object({ search: z.string().transform((search) => searchText(search)) }).strict(),
]);
export type DeleteGlossaryRecordsBody = z.input<typeof DeleteGlossaryRecordsBody>;
export const DeletedRecords = z.object({ message: z.string(), deleted: z.number().int().min(0) });
export type DeletedRecords = z.infer<typeof DeletedRecords>;

const Term = z.string().trim().min(1, 'must not be empty').max(2000);
export const CreateGlossaryRecordBody = z.object({
  source: Term,
  target: Term,
  comment: z.string().max(5000).default(''),
  status: TermStatus.default('admitted'),
  definition: z.string().max(5000).default(''),
  part_of_speech: z.string().trim().max(100).default(''),
  case_sensitive: z.boolean().default(false),
  /** Without one: `stemmed` where the glossary's source language has a stemmer, `exact` elsewhere. */
  match_rule: TermMatch.optional(),
});
export type CreateGlossaryRecordBody = z.input<typeof CreateGlossaryRecordBody>;
/** `updated_at` is the version the editor read; a newer one on the server gives 409 (no silent overwrite). */
export const UpdateGlossaryRecordBody = CreateGlossaryRecordBody.extend({ updated_at: VersionTimestamp });
export type UpdateGlossaryRecordBody = z.input<typeof UpdateGlossaryRecordBody>;

/** `tbx`: TBX-Basic in the v2 `<martif>` shape; `tbx-v3`: TBX-Basic v3 (`<tbx>`); `tbx-min`: TBX-Min v3. */
export const GlossaryExportFormat = z.enum(['csv', 'xlsx', 'tbx', 'tbx-v3', 'tbx-min']);
export type GlossaryExportFormat = z.infer<typeof GlossaryExportFormat>;

/**
 * The text fields of `POST /glossary/import` (multipart; the file part is `file`: CSV, TSV, XLSX or TBX).
 * Languages are optional: without them they come from the file (TBX, language-code headers such as `en,de`).
 * Answers 202 with the glossary; poll `GET /glossary/{id}` for processing_status/progress/error.
 * Answers 422 `{message, details?: {languages}}` before creating anything when the file cannot be read at all
 * or when neither the request nor the file names both languages (`details.languages`: those the file holds),
 * or when the file names its languages (TBX, language-code headers) and lacks one asked for; 400 when the
 * request names the same language twice; 413 above 50 MB. A file that turns out bad midway ends 'error' with `processing_error` and no records.
 */
export const ImportGlossaryFields = ImportResourceFields;
export type ImportGlossaryFields = ImportResourceFields;

/**
 * The text fields of `POST /glossary/{id}/import` (multipart, before the file part `file`): `mode` (default
 * `add`) says what becomes of records the glossary already holds.
 */
export const ImportIntoGlossaryFields = z.object({ mode: GlossaryImportMode.default('add') });
export type ImportIntoGlossaryFields = z.input<typeof ImportIntoGlossaryFields>;

/** `details` of a 422 answer to an import whose languages are unknown or absent from the file. */
export const ImportLanguagesDetails = z.object({ languages: z.array(z.string()) });
export type ImportLanguagesDetails = z.infer<typeof ImportLanguagesDetails>;
