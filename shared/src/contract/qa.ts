import { z } from 'zod';
import { Id, PageQuery } from './common.ts';
import { SpellingWord } from './spelling.ts';

/**
 * QA checks run on every saved target (and on the targets a file brings). Errors ask for confirmation before a
 * segment is approved; warnings can be ignored per segment, and an ignored warning counts nowhere.
 */
export const QaCheckId = z.enum([
  'inline-codes',
  'empty-paired-code',
  'inline-code-order',
  'numbers',
  'edge-whitespace',
  'double-spaces',
  'end-punctuation',
  'empty-approved',
  'same-as-source',
  'terminology',
  'forbidden-term',
  'deprecated-term',
  'length',
  'inconsistency',
  'spelling',
]);
export type QaCheckId = z.infer<typeof QaCheckId>;

/** The QA catalogs' key of a check's title: `numbers` → `qaCheckNumbers`. */
export const qaCheckTitleKey = (check: QaCheckId) =>
  `qaCheck${check.replace(/(^|-)([a-z])/g, (_, _dash: string, letter: string) => letter.toUpperCase())}`;

export const QaSeverity = z.enum(['error', 'warning']);
export type QaSeverity = z.infer<typeof QaSeverity>;

/**
 * The messages a finding is said in, each a key of the QA catalogs (@tessera/shared/qa-words, in every interface
 * language), with its values.
 */
export const QaPhraseKey = z.enum([
  'qaEmptyApproved',
  'qaCodesMissing',
  'qaCodesExtra',
  'qaCodesRepeated',
  'qaCodesCrossed',
  'qaEmptyPairedCodes',
  'qaNumbersMissing',
  'qaNumbersExtra',
  'qaLength',
  'qaForbiddenTerms',
  'qaCodeOrder',
  'qaTermsNotUsed',
  'qaDeprecatedTerms',
  'qaEndPunctuationAdded',
  'qaEndPunctuationMissing',
  'qaEndPunctuationOther',
  'qaWhitespaceStart',
  'qaWhitespaceEnd',
  'qaDoubleSpaces',
  'qaSameAsSource',
  'qaInconsistent',
  'qaInconsistentMore',
  'qaMisspelled',
  'qaSpellingNoDictionary',
]);
export type QaPhraseKey = z.infer<typeof QaPhraseKey>;

/**
 * One sentence of a finding: a catalog message and its values. A list (terms, numbers, words) is said as the
 * reader's language lists quoted items; everything else is a count, or text of the segment said as it is.
 */
export const QaPhrase = z.object({
  key: QaPhraseKey,
  values: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])),
});
export type QaPhrase = z.infer<typeof QaPhrase>;

/** How a finding's phrases become text: each message said in a language, its lists quoted and joined there. */
export interface QaWording {
  /** A message of the QA catalog in the language, its values given (lists already joined). */
  say: (key: string, values?: Record<string, string | number>) => string;
  locale: string;
}

/** A finding's phrases as one text, sentence after sentence, in the wording's language. */
export function qaPhrasesText(phrases: readonly QaPhrase[], { say, locale }: QaWording): string {
  const list = new Intl.ListFormat(locale, { type: 'unit', style: 'short' });
  return phrases
    .map(({ key, values }) =>
      say(
        key,
        Object.fromEntries(
          Object.entries(values).map(([name, value]) => [
            name,
            Array.isArray(value) ? list.format(value.map((text) => say('qaQuoted', { text }))) : value,
          ]),
        ),
      ),
    )
    .join(say('qaPhraseSeparator'));
}

/**
 * One finding on a segment. `phrases` says what is wrong with this target in the catalogs' words (findings stored
 * before phrases existed have none: screens name the check instead); `message` is the same in English, for
 * readers of the API, the CLI and exported reports.
 */
export const QaIssue = z.object({
  check: QaCheckId,
  severity: QaSeverity,
  message: z.string(),
  phrases: z.array(QaPhrase).optional(),
  /** A warning the translator ignored for this segment (errors are never ignored). */
  ignored: z.boolean(),
  /** The `spelling` check's misspelled words, by their place in the target (`suggestions` empty: ask /spelling/check). */
  words: z.array(SpellingWord).optional(),
});
export type QaIssue = z.infer<typeof QaIssue>;

/**
 * Records filter on QA: `issues` lists segments with an error or a warning not ignored, `errors` those with an
 * error.
 */
export const QaRecordsFilter = z.enum(['any', 'issues', 'errors']);
export type QaRecordsFilter = z.infer<typeof QaRecordsFilter>;

/** `POST /document/records/{id}/qa/ignored`: ignore this warning on this segment. */
export const IgnoreQaBody = z.object({ check: QaCheckId });
export type IgnoreQaBody = z.infer<typeof IgnoreQaBody>;

export const QaIgnoredParams = z.object({
  id: z
    .string()
    .regex(/^[0-9]{1,10}$/, 'is not a valid id (digits only)')
    .transform(Number)
    .pipe(Id),
  check: QaCheckId,
});

/** `GET /document/{id}/qa`: the counts, and a page of the segments with findings (of one check if named). */
export const QaReportQuery = PageQuery.pick({ page: true }).extend({ check: QaCheckId.optional() });
export type QaReportQuery = z.input<typeof QaReportQuery>;

export const QaCheckCount = z.object({
  check: QaCheckId,
  severity: QaSeverity,
  /** What the check looks for, as a heading, in English (screens say it in their language: qaCheckTitleKey). */
  title: z.string(),
  /** Segments where it is found and not ignored. */
  segments: z.number().int().min(0),
  /** Segments where the translator ignored it. */
  ignored: z.number().int().min(0),
  /** Why the check could not look at this document (spelling: no dictionary for its target language). */
  note: z.string().optional(),
  /** The same in the catalogs' words. */
  note_phrase: QaPhrase.optional(),
});
export type QaCheckCount = z.infer<typeof QaCheckCount>;
