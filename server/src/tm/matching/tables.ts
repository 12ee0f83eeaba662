import type { ColumnType } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export interface TmMatchStateTable {
  tm_id: number;
  status: 'indexing' | 'ready';
  updated_at: Timestamp;
}

/** The match index of one unit (partition tm_match_units_<tm id>). */
export interface TmMatchUnitsTable {
  tm_id: number;
  unit_id: number;
  tokens: ColumnType<number[], string, string>;
  words: number;
}

/** In how many units of a TM a token occurs (partition tm_match_tokens_<tm id>). */
export interface TmMatchTokensTable {
  tm_id: number;
  token: number;
  units: number;
}

/** A distinct word of a TM's short units in its place, with its trigram token ids (partition tm_match_words_<tm id>). */
export interface TmMatchWordsTable {
  tm_id: number;
  /** The word count of the units it stands in, and its position there. */
  words: number;
  position: number;
  word: string;
  /** In UTF-16 code units, as the score prices a replaced word. */
  length: number;
  trigrams: ColumnType<number[], string, string>;
}

export interface DocumentTranslationMemoriesTable {
  document_id: number;
  tm_id: number;
  mode: 'read' | 'write';
  position: number;
}

export interface DocumentGlossariesTable {
  document_id: number;
  glossary_id: number;
  position: number;
}

export interface DocumentMatchSettingsTable {
  document_id: number;
  display_threshold: number;
}

export interface DocumentRecordTmUnitsTable {
  record_id: number;
  tm_id: number;
  unit_id: number;
}

export interface MatchingTables {
  tm_match_state: TmMatchStateTable;
  tm_match_units: TmMatchUnitsTable;
  tm_match_tokens: TmMatchTokensTable;
  tm_match_words: TmMatchWordsTable;
  document_translation_memories: DocumentTranslationMemoriesTable;
  document_glossaries: DocumentGlossariesTable;
  document_match_settings: DocumentMatchSettingsTable;
  document_record_tm_units: DocumentRecordTmUnitsTable;
}
