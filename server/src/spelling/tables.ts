import type { Timestamp } from '../db/column-types.ts';

/** A word the team of a project spells so in one target language, whatever the dictionary says. */
export interface ProjectDictionaryTable {
  project_id: number;
  lang: string;
  word: string;
  added_by: number | null;
  added_at: Timestamp;
}

export interface SpellingTables {
  project_dictionary_words: ProjectDictionaryTable;
}
