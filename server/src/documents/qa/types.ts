import {
  translatesNothing,
  type InlineCode,
  type QaPhrase,
  type QaPhraseKey,
  type SpellingWord,
  type QaCheckId,
  type QaSeverity,
  type TermMatch,
  type TermStatus,
} from '@tessera/shared/contract';

/** A glossary term found in the segment's source, with the target term the glossary gives for it and its standing. */
export interface TermPair {
  source: string;
  target: string;
  status: TermStatus;
  /** How the term is found, in the source and in the target (stemmed when not said). */
  match_rule?: TermMatch;
}

/** The glossary terms found in each of these sources of a document (one list per source, in order). */
export type TermHitsLookup = (documentId: number, sources: readonly string[]) => Promise<TermPair[][]>;

/** Everything a check may look at: the segment and what the document knows around it. */
export interface QaSegment {
  /** Source and target with inline-code tokens (contract documents.ts). */
  source: string;
  target: string;
  codes: readonly InlineCode[];
  approved: boolean;
  sourceLang: string;
  targetLang: string;
  /** Most characters the target may have (XLIFF maxwidth with size-unit="char"), null without a limit. */
  maxWidth: number | null;
  /** Terms of the document's glossaries found in the source. */
  termHits: readonly TermPair[];
  /** Targets of the other segments of the document with the same source (codes included), not empty. */
  otherTargets: readonly string[];
  /** The target's misspelled words (worked out beforehand: the dictionaries answer from a worker thread). */
  misspelled: readonly SpellingWord[];
}

/**
 * One QA check. `test` is pure: it answers what is wrong with this segment's target in phrases of the QA catalogs
 * (@tessera/shared/qa-words, which also name the check by its id), or null when nothing is.
 */
export interface QaCheck {
  id: QaCheckId;
  severity: QaSeverity;
  test(segment: QaSegment): QaPhrase[] | null;
  /** The words a finding is about, given with it (spelling). */
  words?(segment: QaSegment): SpellingWord[];
}

/**
 * A check of what the target says. A target that translates nothing (blank, or codes and invisible characters
 * alone) has nothing to compare: the segment is untranslated, which only empty-approved reports (when it is
 * approved), so every other check passes it.
 */
export const translationCheck = (check: QaCheck): QaCheck => ({
  ...check,
  test: (segment) => (translatesNothing(segment.target, segment.source) ? null : check.test(segment)),
});

/** A segment with no limits, terms or repetitions: what tests start from. */
export const plainSegment = (source: string, target: string, fields: Partial<QaSegment> = {}): QaSegment => ({
  source,
  target,
  codes: [],
  approved: false,
  sourceLang: 'en',
  targetLang: 'de',
  maxWidth: null,
  termHits: [],
  otherTargets: [],
  misspelled: [],
  ...fields,
});

/** A phrase of a finding: a message of the QA catalogs and its values. */
export const phrase = (key: QaPhraseKey, values: QaPhrase['values'] = {}): QaPhrase => ({ key, values });

/** What a check needs of the document besides the segment. */
export interface QaDocument {
  id: number;
  source_lang: string;
  target_lang: string;
  /** Whose dictionary the spelling check accepts words from; looked up when not given. */
  project_id?: number | null;
}
