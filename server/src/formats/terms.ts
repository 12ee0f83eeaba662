import type { TermFields, TermMatch, TermStatus } from '@tessera/shared/contract';
import { XmlFormatError } from './xml-safety.ts';

/**
 * One glossary entry as the exchange formats (CSV/TSV, XLSX, TBX) carry it. `at` says where it came from
 * ("row 12", "line 340") so an import can point the user at the offending place.
 */
export interface TermPair extends Partial<TermFields> {
  source: string;
  target: string;
  comment: string;
  /** How the term is found (CSV and XLSX carry it; TBX has no data category for it). */
  match_rule?: TermMatch;
  at?: string;
}

/**
 * A record as a file gives it: a field the file does not have at all (a table without a comment column, a TBX
 * entry without a note) is absent, so an update import leaves the record's own alone; a field the file has but
 * leaves empty is there, empty, and clears it.
 */
export type ReadTermPair = Omit<TermPair, 'comment'> & { comment?: string };

/** What a term pair says besides its terms, by name: the columns of a table export after the two languages. */
export const TERM_PAIR_FIELDS = [
  'comment',
  'status',
  'definition',
  'part_of_speech',
  'case_sensitive',
  'match_rule',
] as const satisfies readonly (keyof TermPair)[];

/** The header of a term table export (CSV, XLSX): the languages, then what every reader reads back by name. */
export const tableHeader = (languages: { source: string; target: string }) => [
  languages.source,
  languages.target,
  ...TERM_PAIR_FIELDS,
];

/** A record as a row of a term table export, in the order of `tableHeader`. */
export const tableRow = (pair: Omit<TermPair, 'at'>) => [
  pair.source,
  pair.target,
  pair.comment,
  pair.status ?? 'admitted',
  pair.definition ?? '',
  pair.part_of_speech ?? '',
  String(pair.case_sensitive ?? false),
  pair.match_rule ?? '',
];

/** Match rules by their names and memoQ's (lower case). */
const MATCH_WORDS: Record<string, TermMatch> = {
  exact: 'exact',
  prefix: 'prefix',
  '50% prefix': 'prefix',
  stemmed: 'stemmed',
  stem: 'stemmed',
  inflections: 'stemmed',
};

/** The match rule a word names, if it names one. */
export const termMatchOf = (text: string): TermMatch | undefined => MATCH_WORDS[text.trim().toLowerCase()];

/** TBX administrativeStatus values and plain words, as a term status (lower case). */
const STATUS_WORDS: Record<string, TermStatus> = {
  preferred: 'preferred',
  'preferredterm-admn-sts': 'preferred',
  admitted: 'admitted',
  'admittedterm-admn-sts': 'admitted',
  deprecated: 'deprecated',
  'deprecatedterm-admn-sts': 'deprecated',
  superseded: 'deprecated',
  'supersededterm-admn-sts': 'deprecated',
  // TBX-Min's termStatus values.
  notrecommended: 'deprecated',
  obsolete: 'deprecated',
  forbidden: 'forbidden',
  'forbiddenterm-admn-sts': 'forbidden',
};

/** The status a word names, if it names one. */
export const termStatusOf = (text: string): TermStatus | undefined => STATUS_WORDS[text.trim().toLowerCase()];

/**
 * How TBX files written here say a status: the administrativeStatus picklist of TBX-Basic (and of TBX-Min in v3),
 * which is preferredTerm, admittedTerm, deprecatedTerm and supersededTerm, nothing else. A forbidden term is
 * written as deprecatedTerm-admn-sts, the list's "do not use": a stricter value would make the file invalid for
 * every tool that checks the dialect. So a TBX export read back (here or anywhere) has the term deprecated, a
 * QA warning instead of an error; CSV and XLSX keep `forbidden` in their status column. Files that say
 * `forbiddenTerm-admn-sts` (Tessera's earlier exports) still read as forbidden (STATUS_WORDS).
 */
export const TBX_STATUS: Record<TermStatus, string> = {
  preferred: 'preferredTerm-admn-sts',
  admitted: 'admittedTerm-admn-sts',
  deprecated: 'deprecatedTerm-admn-sts',
  forbidden: 'deprecatedTerm-admn-sts',
};

/** Source and target language codes, each possibly unknown until the user or the file says. */
export interface LanguageChoice {
  source?: string;
  target?: string;
}

/**
 * What a quick look at a term file tells before the records are read: the languages it holds and which of
 * them it suggests as source and target (a header `en,de`, a TBX root `xml:lang`).
 */
export interface TermFileInspection {
  languages: string[];
  suggested: LanguageChoice;
}

/**
 * What a reader read but did not hand over as a record, counted as it reads, for the import report: rows or
 * TBX entries without a source or target term (`skippedEmpty`), TBX entries without a term in the source or
 * the target language (`skippedMissingLanguage`). Blank rows are nothing and counted as nothing.
 */
export interface TermReadTally {
  skippedEmpty: number;
  skippedMissingLanguage: number;
}

export const emptyTally = (): TermReadTally => ({ skippedEmpty: 0, skippedMissingLanguage: 0 });

/** A file that cannot be read as the format it claims; the message is written for the user who uploaded it. */
export class FormatError extends Error {
  override name = 'FormatError';
}

/** True for errors whose message describes a bad file and may be shown to the user as is. */
export function isFormatError(error: unknown): error is Error {
  return error instanceof FormatError || error instanceof XmlFormatError;
}

/** Characters XML 1.0 cannot carry; writers of XML based formats drop them (see xml-safety.ts). */
export { XML_FORBIDDEN_CHARS } from './xml-safety.ts';
