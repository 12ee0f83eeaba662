import { z } from 'zod';
import {
  ImportLanguages,
  ImportResourceFields,
  differentLanguages,
  Id,
  ImportReport,
  ProcessingStatus,
  SAME_LANGUAGES,
  searchPageOf,
  Timestamp,
  VersionTimestamp,
} from './common.ts';

/** What the last TMX import did: how many TUs it read, kept, merged and skipped, and which language pair it chose. */
export const TmImportReport = ImportReport.extend({
  /** e.g. "source en-US (requested en), target de-DE (from the file)". */
  language_note: z.string(),
});
export type TmImportReport = z.infer<typeof TmImportReport>;

/**
 * Translation memory as listed (id, created_by, name; languages, counts, status).
 */
export const TranslationMemory = z.object({
  id: Id,
  name: z.string(),
  created_by: Id,
  source_lang: z.string(),
  target_lang: z.string(),
  records_count: z.number().int().min(0),
  created_at: Timestamp,
  processing_status: ProcessingStatus,
  processing_progress: z.number().min(0).max(1),
  processing_error: z.string().nullable(),
  /** Present (null when the TM was not imported) on every server answer. */
  import_report: TmImportReport.nullable().optional(),
});
export type TranslationMemory = z.infer<typeof TranslationMemory>;
export const TranslationMemoryList = z.array(TranslationMemory);

/**
 * The text fields of `POST /translation_memory/import` (multipart; the file part is `file`). Languages are
 * optional: without them the pair comes from the file (header srclang and the tuv languages).
 */
export const ImportTranslationMemoryFields = ImportResourceFields;
export type ImportTranslationMemoryFields = ImportResourceFields;

/**
 * The text fields of `POST /translation_memory/{id}/import` (multipart; the file part is `file`): a TMX file into
 * an existing TM, merged with its units like the duplicates of one file (the unit changed last wins). A TM with
 * units keeps its language pair (other languages are refused); one without units takes these, else its own pair
 * (after a failed import: the file's).
 */
export const ImportIntoTranslationMemoryFields = ImportLanguages.refine(differentLanguages, SAME_LANGUAGES);
export type ImportIntoTranslationMemoryFields = z.infer<typeof ImportIntoTranslationMemoryFields>;

/** A TMX `<prop type="...">value</prop>` kept with a unit. */
export const TmProp = z.object({ type: z.string(), value: z.string(), lang: z.string().optional() });
export type TmProp = z.infer<typeof TmProp>;

/** A language's own `<prop>`s and `<note>`s inside its `<tuv>`. */
export const TmxTuvDetails = z.object({ props: z.array(TmProp), notes: z.array(z.string()) });
export type TmxTuvDetails = z.infer<typeof TmxTuvDetails>;

/**
 * What else a TMX file said about a unit, kept so that an export gives it back: the TU's `tuid` and
 * `usagecount`, and each language's own props and notes. Empty (`{}`) for most units.
 */
export const TmxDetails = z.object({
  tuid: z.string().optional(),
  usage_count: z.number().int().nonnegative().optional(),
  source: TmxTuvDetails.optional(),
  target: TmxTuvDetails.optional(),
});
export type TmxDetails = z.infer<typeof TmxDetails>;

/**
 * A translation unit. `source`/`target` are segment markup: TMX inline XML (text with &amp; &lt; &gt; escaped,
 * inline elements bpt/ept/ph/it/hi/ut/sub kept as written); `source_text`/`target_text` are the plain text.
 */
export const TmRecord = z.object({
  id: Id,
  tm_id: Id,
  source: z.string(),
  target: z.string(),
  source_text: z.string(),
  target_text: z.string(),
  creation_date: Timestamp.nullable(),
  change_date: Timestamp.nullable(),
  creation_id: z.string().nullable(),
  change_id: z.string().nullable(),
  props: z.array(TmProp),
  notes: z.array(z.string()),
  tmx: TmxDetails,
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type TmRecord = z.infer<typeof TmRecord>;
export const TmRecordPage = searchPageOf(TmRecord);
export type TmRecordPage = z.infer<typeof TmRecordPage>;

/** Segment markup as sent by editors; the server checks it is well-formed TMX inline markup. */
const Segment = z
  .string()
  .min(1, 'must not be empty')
  .max(20_000)
  .refine((s) => s.trim() !== '', 'must not be empty');
export const CreateTmRecordBody = z.object({ source: Segment, target: Segment });
export type CreateTmRecordBody = z.infer<typeof CreateTmRecordBody>;
/** `updated_at` is the version the editor read; a newer one on the server gives 409 (no silent overwrite). */
export const UpdateTmRecordBody = CreateTmRecordBody.extend({ updated_at: VersionTimestamp });
export type UpdateTmRecordBody = z.infer<typeof UpdateTmRecordBody>;
