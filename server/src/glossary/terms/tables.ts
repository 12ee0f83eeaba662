import type { ColumnType } from 'kysely';

/** The term index: one row per glossary record (README.md: "Index"). */
export interface GlossaryTermKeysTable {
  record_id: number;
  glossary_id: number;
  /** The stem a lookup finds the term by ('' for a term without words: never found). */
  key: string;
  /** The distinct stems of the term's words: a candidate must have all of them in the segment. */
  stems: ColumnType<string[], string, string>;
  /** The target's distinct words in small letters, as the spelling check reads them; null until backfilled (0383). */
  target_words: ColumnType<string[] | null, string, string>;
}

/** Glossaries whose records existed before the term index: indexed by a background job after start. */
export interface GlossaryTermBackfillTable {
  glossary_id: number;
}

export interface TermTables {
  glossary_term_keys: GlossaryTermKeysTable;
  glossary_term_backfill: GlossaryTermBackfillTable;
}
