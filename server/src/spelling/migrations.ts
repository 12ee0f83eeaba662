import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../db/sql-migration.ts';

/** Spelling (0780-0789). */
export const spellingMigrations: Record<string, Migration> = {
  '0780_project_dictionary': sqlMigration(
    // Looked up by the words a check found misspelled, so the key leads with them after the project's language.
    sql`
        create table project_dictionary_words (
          project_id integer not null references projects (id) on delete cascade,
          lang text not null,
          word text not null check (length(word) between 1 and 100),
          added_by integer references users (id) on delete set null,
          added_at timestamptz not null default now(),
          primary key (project_id, lang, word)
        )`,
  ),
};
