import { z } from 'zod';
import { canonicalLanguageCode, sameLanguageCode, searchText } from './plain.ts';

// Pages run under a Content-Security-Policy without eval: zod's compiled parsers cannot run there, and its probe
// for them (a caught `new Function`) would still be reported as a violation. The server keeps them.
if (typeof document !== 'undefined') z.config({ jitless: true });

/**
 * Every error answer of the API has this body (4xx and 5xx alike; 5xx never carries internals). `code` names what
 * went wrong, stable across releases and languages (snake_case: `glossary_not_found`, `invalid_request`); a client
 * shows its own words for a code it knows, else `message`, the server's English text.
 */
export const ErrorBody = z.object({
  message: z.string(),
  code: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Answer of rename/delete calls (`{message}`). */
export const MessageBody = z.object({ message: z.string() });
export type MessageBody = z.infer<typeof MessageBody>;

/** Ids are PostgreSQL `integer` columns: anything above this could never exist and would fail in the database. */
export const MAX_ID = 2_147_483_647;

/** Numeric database ids. */
export const Id = z.number().int().positive().max(MAX_ID);
/**
 * A path id is digits only: a number parser would also read " 1", "+1", "1.0", "1e0" or "0x1" as 1, and a
 * DELETE of `/glossary/%20%31` would delete glossary 1.
 */
export const IdParam = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'is not a valid id (digits only)')
    .transform(Number)
    .pipe(z.number().int().positive('is not a valid id').max(MAX_ID, 'is not a valid id')),
});

/** ISO-8601 timestamp as sent over the wire. */
export const Timestamp = z.string();

const VERSION_MESSAGE = 'must be the ISO 8601 timestamp the record was read with';
/**
 * The `updated_at` an editor read, sent back so that a change made since answers 409: an ISO 8601 timestamp
 * with its offset, in the years PostgreSQL can store (there is no year 0).
 */
export const VersionTimestamp = z.iso
  .datetime({ offset: true, error: VERSION_MESSAGE })
  .refine((value) => !value.startsWith('0000'), VERSION_MESSAGE);

/** A body's source and target language, when it names both, are not the same language (a refine of the body). */
export const differentLanguages = (body: { source_lang?: string | undefined; target_lang?: string | undefined }) =>
  body.source_lang === undefined ||
  body.target_lang === undefined ||
  !sameLanguageCode(body.source_lang, body.target_lang);
export const SAME_LANGUAGES = { message: 'must differ from source_lang', path: ['target_lang'] };

/** BCP-47-ish language code: 'en', 'de-AT', 'zh-Hans-CN'; read in its canonical form (canonicalLanguageCode). */
export const LanguageCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, 'must be a language code such as "en" or "de-AT"')
  .overwrite(canonicalLanguageCode);

/** The name of a glossary or a translation memory. */
export const ResourceName = z.string().trim().min(1, 'name is required').max(200);

/** Creating an empty glossary or TM: its name and its language pair (400 when both are the same language). */
export const CreateResourceBody = z
  .object({ name: ResourceName, source_lang: LanguageCode, target_lang: LanguageCode })
  .refine(differentLanguages, SAME_LANGUAGES);
export type CreateResourceBody = z.infer<typeof CreateResourceBody>;
export const RenameResourceBody = z.object({ name: ResourceName });
export type RenameResourceBody = z.infer<typeof RenameResourceBody>;

/** The languages a file import may name: either, both or neither (the file gives the others). Refine it with differentLanguages. */
export const ImportLanguages = z.object({
  source_lang: LanguageCode.optional(),
  target_lang: LanguageCode.optional(),
});
/** The text fields of a file import that creates a glossary or TM. */
export const ImportResourceFields = z
  .object({ name: ResourceName, ...ImportLanguages.shape })
  .refine(differentLanguages, SAME_LANGUAGES);
export type ImportResourceFields = z.infer<typeof ImportResourceFields>;

/**
 * Paged list query: 0-based page; search is a substring, and the strings
 * 'null' and 'undefined' (what a careless client serialises) count as no search.
 */
export const PageQuery = z.object({
  // Far beyond any real list (1e9 rows), low enough that page * size stays a safe database offset.
  page: z.coerce.number().int().min(0).max(10_000_000).default(0),
  search: z.string().optional().transform(searchText),
});
export type PageQuery = z.input<typeof PageQuery>;

/** The direction of a sorted list. */
export const SortOrder = z.enum(['asc', 'desc']);
export type SortOrder = z.infer<typeof SortOrder>;

/** Background processing states shared by glossary imports, TM imports and document processing. */
export const ProcessingStatus = z.enum(['pending', 'uploaded', 'processing', 'done', 'error']);
export type ProcessingStatus = z.infer<typeof ProcessingStatus>;

/**
 * What a file import did with the units its file held (TMX translation units; glossary records, one per source
 * and target term pair, or per TBX entry skipped). They add up:
 * units_read = units_imported + merged_duplicates + skipped_missing_language + skipped_empty.
 */
export const ImportReport = z.object({
  units_read: z.number().int().min(0),
  units_imported: z.number().int().min(0),
  /**
   * Units identical to one imported before them (from the file or already in the TM), kept once. Absent
   * from the reports of TM imports made before it was counted.
   */
  merged_duplicates: z.number().int().min(0).optional(),
  /** Units lacking the source or the target language. */
  skipped_missing_language: z.number().int().min(0),
  /** Units whose source or target is empty. */
  skipped_empty: z.number().int().min(0),
});
export type ImportReport = z.infer<typeof ImportReport>;

export const pageOf = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record), total_rows: z.number().int().min(0) });

/** A page of a list that can be searched: a search's total may be capped (SEARCH_COUNT_LIMIT, searchTotal). */
export const searchPageOf = <T extends z.ZodType>(record: T) =>
  pageOf(record).extend({
    /** True when a search matched more than SEARCH_COUNT_LIMIT records (then total_rows is that limit). */
    total_rows_capped: z.boolean().optional(),
  });

// The CSRF header lives in a zod-free module so the API client can use it without loading zod in the browser.
export { CSRF_HEADER, CSRF_VALUE } from './csrf.ts';
