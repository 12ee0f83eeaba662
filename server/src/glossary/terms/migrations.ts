import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../../db/sql-migration.ts';

/** Term hits (the term index, see README.md): 0380-0389. */
export const termMigrations: Record<string, Migration> = {
  '0380_glossary_term_keys': sqlMigration(
    sql`
        create table glossary_term_keys (
          record_id integer primary key references glossary_records (id) on delete cascade,
          glossary_id integer not null,
          key text not null,
          stems text[] not null
        )`,
    sql`create index glossary_term_keys_lookup on glossary_term_keys (glossary_id, key)`,
    // Stemming runs in the server, not in SQL: the records already there are indexed by a job after start.
    sql`
        create table glossary_term_backfill (
          glossary_id integer primary key references glossaries (id) on delete cascade
        )`,
    sql`insert into glossary_term_backfill (glossary_id) select id from glossaries`,
  ),
  '0381_glossary_term_keys_by_key': sqlMigration(
    // The key first: without statistics (right after an import) PostgreSQL used (glossary_id, key) for the
    // glossary alone and filtered all its rows, 100-500 ms at 100k terms; by key it can only read the candidates.
    sql`drop index glossary_term_keys_lookup`,
    sql`create index glossary_term_keys_by_key on glossary_term_keys (key, glossary_id)`,
  ),
  '0382_glossary_record_match_rule': sqlMigration(
    // How a term is found (contract TermMatch). A constant default: PostgreSQL adds the column without rewriting
    // a table of a million records. Terms of languages without a stemmer were matched as exact words; they say so.
    sql`
        alter table glossary_records add column match_rule text not null default 'stemmed'
          check (match_rule in ('exact', 'prefix', 'stemmed'))`,
    sql`
        update glossary_records r set match_rule = 'exact'
        from glossaries g
        where g.id = r.glossary_id and lower(split_part(replace(g.source_lang, '_', '-'), '-', 1)) not in
          ('ar', 'hy', 'eu', 'ca', 'cs', 'da', 'nl', 'en', 'fi', 'fr', 'de', 'hu', 'it', 'ga', 'no', 'nb', 'nn',
           'pt', 'ro', 'ru', 'es', 'sl', 'sv', 'ta', 'tr')`,
    // Prefix-rule terms are indexed by their words rather than their stems: a rule's change re-indexes the record.
  ),
  '0383_glossary_term_target_words': sqlMigration(
    // The target's words the spelling check accepts (spelling/words.ts reads them in the server). Nullable without
    // a default: added without rewriting the table; the backfill job fills the rows already there. Without a
    // pending list (fastupdate): a save's check would read all of it for each word until it is merged, and the
    // embedded database has no autovacuum to merge it.
    sql`alter table glossary_term_keys add column target_words text[]`,
    sql`
        create index glossary_term_keys_target_words on glossary_term_keys using gin (target_words)
          with (fastupdate = off)`,
    sql`insert into glossary_term_backfill (glossary_id) select id from glossaries on conflict do nothing`,
  ),
};
