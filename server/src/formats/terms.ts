import type { TermFields } from '@tessera/shared/contract';
import { XmlFormatError } from './xml-safety.ts';

/**
 * One glossary entry as the exchange formats (CSV/TSV, XLSX, TBX) carry it. `at` says where it came from
 * ("row 12", "line 340") so an import can point the user at the offending place.
 */
export interface TermPair extends Partial<TermFields> {
  source: string;
  target: string;
  comment: string;
  at?: string;
}

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
