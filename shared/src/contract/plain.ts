/**
 * The contract's plain values: what screens read while rendering, without zod. A route imports them through
 * `@tessera/shared` and so never downloads the schemas (about 25 KB gzip); the zod modules beside this one
 * build their schemas on these values, so each rule is written once.
 */

import type { NOTIFICATION_KINDS } from './notification-kinds.ts';

export * from './language-codes.ts';

/** The longest an admin may let API tokens last: ten years. */
export const TOKEN_MAX_DAYS_LIMIT = 3650;

/** The longest target a segment's save takes, in UTF-16 code units: no segment of an imported file may need more. */
export const SEGMENT_TARGET_MAX_LENGTH = 100_000;

/** Page size of every records list (100). */
export const PAGE_SIZE = 100;

/** How many segments a filtered view may be asked to keep listed (`keep`): a working session's worth. */
export const KEEP_IN_VIEW_MAX = 500;
/** At most this many documents in a page of `GET /document/`, and at most this many ids in its `ids`. */
export const DOCUMENTS_PAGE_MAX = 200;
/** The documents in a page of `GET /document/` that says no `limit`. */
export const DOCUMENTS_PAGE_DEFAULT = 50;

/**
 * A records search (a glossary's records, a TM's units) counts its matches exactly up to this many; beyond,
 * `total_rows` is this number and `total_rows_capped` is true (show "1,000+"; later pages may exist, so offer Next
 * while a page is full). A partly filled page is the last one and carries the exact total, capped or not. Counting
 * every match of a frequent substring among a million records would take the server most of a second per keystroke.
 */
export const SEARCH_COUNT_LIMIT = 1000;

/**
 * The total that a page (0-based) holding `onPage` rows tells by itself: a partly filled page, or an empty first
 * one, is the last, so the rows before it and on it are all there are. Undefined for a full page or an empty one
 * past the first: only counting tells then.
 */
export function totalFromPage(page: number, onPage: number): number | undefined {
  return onPage < PAGE_SIZE && (onPage > 0 || page === 0) ? page * PAGE_SIZE + onPage : undefined;
}

/**
 * The total a search answers with, given its page (0-based), how many matches that page holds and how many
 * matches were counted (up to SEARCH_COUNT_LIMIT + 1; more only says "beyond the limit").
 */
export function searchTotal(
  page: number,
  onPage: number,
  counted: number,
): { total_rows: number; total_rows_capped?: true } {
  // The last page knows the total exactly, however large.
  const known = totalFromPage(page, onPage);
  if (known !== undefined) return { total_rows: known };
  return counted > SEARCH_COUNT_LIMIT
    ? { total_rows: SEARCH_COUNT_LIMIT, total_rows_capped: true }
    : { total_rows: counted };
}

/** A search as the server reads it: the strings 'null' and 'undefined' (what a careless client serialises) are no search. */
export const searchText = (search: string | undefined): string =>
  search === undefined || search === 'null' || search === 'undefined' ? '' : search;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

/** The machine translation providers Tessera can call. */
export const MT_PROVIDER_NAMES = ['deepl', 'libretranslate', 'openai'] as const;

export const MT_PROVIDER_LABELS: Record<(typeof MT_PROVIDER_NAMES)[number], string> = {
  deepl: 'DeepL API',
  libretranslate: 'LibreTranslate',
  openai: 'OpenAI-compatible chat (LLM)',
};

/**
 * Upload limit of a glossary import (new or into one; larger files get 413). Glossary files are term lists, not
 * corpora: 50 MB is hundreds of thousands of terms.
 */
export const GLOSSARY_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
/** The files a glossary import reads: CSV, TSV (also as .txt), XLSX and TBX (also as .xml). */
export const GLOSSARY_IMPORT_EXTENSIONS = ['.csv', '.tsv', '.txt', '.xlsx', '.tbx', '.xml'] as const;

/**
 * Upload limit of a TMX import (new or into one; larger files get 413). TMs are often millions of units gathered
 * over years: the scale bench's TMX of 10M units (a large agency's TM, DGT-TM's size per language pair) is 3.6 GB,
 * and real units carry more attributes and props. The upload is streamed to disk and read in batches, so only
 * disk space grows with it.
 */
export const TMX_IMPORT_MAX_BYTES = 8 * 1024 * 1024 * 1024;
export const TMX_IMPORT_EXTENSIONS = ['.tmx', '.xml'] as const;

/** Upload limit of `POST /document/` (multipart part `file`); larger files get 413. */
export const DOCUMENT_MAX_BYTES = 250 * 1024 * 1024;

/** The formats a document upload reads (server/src/formats/document-formats.ts), as screens name them. */
export const DOCUMENT_FORMATS = [
  { type: 'XLIFF', label: 'XLIFF 1.2 and 2.0', extensions: ['.xlf', '.xliff'] },
  { type: 'TEXT', label: 'Plain text', extensions: ['.txt'] },
  { type: 'JSON', label: 'JSON', extensions: ['.json'] },
  { type: 'PO', label: 'gettext PO', extensions: ['.po', '.pot'] },
  { type: 'XCSTRINGS', label: 'Apple String Catalog', extensions: ['.xcstrings'] },
  { type: 'PROPERTIES', label: 'Java properties', extensions: ['.properties'] },
  { type: 'ANDROID', label: 'Android strings', extensions: ['.xml'] },
  { type: 'RESX', label: '.NET RESX', extensions: ['.resx'] },
  { type: 'STRINGS', label: 'iOS strings', extensions: ['.strings'] },
  { type: 'STRINGSDICT', label: 'iOS stringsdict', extensions: ['.stringsdict'] },
  { type: 'ARB', label: 'Flutter ARB', extensions: ['.arb'] },
  { type: 'CSV', label: 'CSV', extensions: ['.csv'] },
  { type: 'YAML', label: 'YAML', extensions: ['.yml', '.yaml'] },
  { type: 'HTML', label: 'HTML', extensions: ['.html', '.htm', '.xhtml'] },
  { type: 'MARKDOWN', label: 'Markdown', extensions: ['.md', '.markdown'] },
  { type: 'SRT', label: 'SubRip subtitles', extensions: ['.srt'] },
  { type: 'VTT', label: 'WebVTT subtitles', extensions: ['.vtt'] },
  { type: 'DOCX', label: 'Word document', extensions: ['.docx'] },
  { type: 'PPTX', label: 'PowerPoint presentation', extensions: ['.pptx'] },
  { type: 'XLSX', label: 'Excel workbook', extensions: ['.xlsx'] },
  { type: 'ODF', label: 'OpenDocument', extensions: ['.odt', '.ods', '.odp'] },
  { type: 'IDML', label: 'InDesign IDML', extensions: ['.idml'] },
] as const;
export type DocumentFormatType = (typeof DOCUMENT_FORMATS)[number]['type'];
export const DOCUMENT_TYPES = DOCUMENT_FORMATS.map((format) => format.type) as [
  DocumentFormatType,
  ...DocumentFormatType[],
];
export const DOCUMENT_EXTENSIONS: readonly string[] = DOCUMENT_FORMATS.flatMap((format) => format.extensions);
/** "XLIFF 1.2 and 2.0 (.xlf, .xliff), Plain text (.txt)": what the upload says it reads. */
export const DOCUMENT_FORMATS_READ = DOCUMENT_FORMATS.map(
  (format) => `${format.label} (${format.extensions.join(', ')})`,
).join(', ');

/** Where a segment stands: the values of `SegmentStatus` (./documents.ts says what each means). */
export const SEGMENT_STATUSES = [
  'new',
  'needs-translation',
  'draft',
  'translated',
  'needs-review',
  'rejected',
  'final',
  'approved',
  'reviewed',
] as const;
/**
 * Each status in the words translators know. A translator's Ctrl+Enter confirms a segment, which the API records as
 * `approved`; "approved" would read as a reviewer's act, and review has its own status.
 */
const SEGMENT_STATUS_LABELS: Record<(typeof SEGMENT_STATUSES)[number], string> = {
  new: 'new',
  'needs-translation': 'needs translation',
  draft: 'draft',
  translated: 'translated',
  'needs-review': 'needs review',
  rejected: 'rejected',
  final: 'final',
  approved: 'confirmed',
  reviewed: 'reviewed',
};
/** A status as screens show it, in lower case: "needs review", "confirmed" for `approved`. */
export const segmentStatusLabel = (status: (typeof SEGMENT_STATUSES)[number]) => SEGMENT_STATUS_LABELS[status];

/** Lookups return matches from this similarity up; the editor shows those >= the document's display threshold. */
export const MIN_MATCH_SIMILARITY = 50;
export const DEFAULT_DISPLAY_THRESHOLD = 75;
/** Concordance hits per page. */
export const CONCORDANCE_PAGE_SIZE = PAGE_SIZE;
/**
 * A concordance search does not count its hits (a page says whether more follow, total_rows_capped): counting every
 * hit of a frequent word read more than the page itself (at 10M units 400 against 144 ms, a third of the database's
 * time under the scale bench). Only a page past the last counts, as far as every records search does.
 */
export const CONCORDANCE_COUNT_LIMIT = SEARCH_COUNT_LIMIT;

/** Where a segment's current target came from: the values of `SegmentOrigin` (./segment-origin.ts says what each means). */
export const SEGMENT_ORIGINS = ['import', 'tm-exact', 'tm-fuzzy', 'repetition', 'mt', 'term', 'manual'] as const;

/** What approving a segment does to its repetitions unless a document says otherwise (./repetitions.ts). */
export const DEFAULT_REPETITION_PROPAGATION = 'offer';

/** `GET /user/notifications` lists one's newest notifications, this many at most. */
export const NOTIFICATIONS_LISTED = 50;

/** How long before its due date the assignee of an active step is told that it is due. */
export const DEADLINE_WARNING_MS = 24 * 60 * 60_000;

/**
 * How a person is named in lists: "Ana María López (ana)" when they gave a display name, else their username. The
 * username stays in view because it is what @mentions, assignments and the API use.
 */
export function personName(user: { username: string; display_name?: string | null }): string {
  return user.display_name ? `${user.display_name} (${user.username})` : user.username;
}

const STEP_NAMES = { translation: 'translation', review: 'review', 'review-2': 'second review' } as const;

/** What a notification's words are made of: a `Notification`'s kind, step and actor. */
interface NotificationWords {
  kind: (typeof NOTIFICATION_KINDS)[number];
  step: keyof typeof STEP_NAMES | null;
  by: { username: string; display_name?: string | null } | null;
}

/** A notification in words, as the top bar lists it and an email's subject says it: who did what to which step. */
export function describeNotification({ kind, step, by }: NotificationWords): string {
  const who = by ? personName(by) : 'Someone';
  if (kind === 'mentioned') return `${who} mentioned you in a comment`;
  // Only a mention may come without a step.
  const what = step === null ? 'step' : STEP_NAMES[step];
  switch (kind) {
    case 'assigned':
      return `${who} assigned you the ${what}`;
    case 'activated':
      return `Your ${what} can start: ${who} delivered the step before`;
    case 'returned':
      return `${who} returned it to ${what} with rejected segments`;
    case 'delivered':
      return `${who} delivered the ${what}`;
    case 'deadline':
      return `Your ${what} is due within 24 hours`;
  }
}

/** Segments one lookup of matches or term hits takes at most (`?records=`): two screens of the editor. */
export const MAX_LOOKUP_SEGMENTS = 50;

/** The analysis's match bands, best first (`AnalysisBandName` in ./analysis.ts). */
export const ANALYSIS_BANDS = ['repetition', '100', '95-99', '85-94', '75-84', '50-74', 'no-match'] as const;

/**
 * Each band's name for people: the analysis's rows and the CSV download's first column. The pre-translation
 * summary says the same words for the same counts.
 */
export const ANALYSIS_BAND_LABELS: Record<(typeof ANALYSIS_BANDS)[number], string> = {
  repetition: 'Repetitions',
  '100': '100%',
  '95-99': '95-99%',
  '85-94': '85-94%',
  '75-84': '75-84%',
  '50-74': '50-74%',
  'no-match': 'No match',
};

/**
 * What the analysis and the pre-translation summary both show under their tables: a repetition and an exact match
 * are counted apart, so the same segment is never counted twice.
 */
export const REPETITIONS_EXPLAINED =
  'Repetitions are segments whose source already appeared earlier in the project in the same target language; ' +
  'only the first occurrence is looked up in the translation memories and counted as a match (100% is an exact match).';

/**
 * What a project's outbound webhooks may be sent (Standard Webhooks `type`): a document made (upload, import,
 * repository pull), every segment of a document confirmed, a workflow step delivered, and the repository
 * connection's pulls, pushes and failures.
 */
export const WEBHOOK_EVENTS = [
  'document.created',
  'document.completed',
  'step.delivered',
  'repository.pulled',
  'repository.pushed',
  'repository.failed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
