import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { sqlMigration } from '../../db/sql-migration.ts';
import { linkTables } from '../../links/link-tables.ts';

/** Fuzzy matching (its index, see README.md) and the links of documents to TMs and glossaries: 0350-0359. */
export const matchingMigrations: Record<string, Migration> = {
  '0350_tm_matching_index': sqlMigration(
    // Which TMs have a match index, and whether it is complete ('ready') or being built ('indexing').
    sql`
        create table tm_match_state (
          tm_id integer primary key references translation_memories (id) on delete cascade,
          status text not null check (status in ('indexing', 'ready')),
          updated_at timestamptz not null default now()
        )`,
    // Per unit: the ids of its distinct tokens (GIN-indexed, for the rarest-token filter) and its word count
    // (length filter). One partition per TM, like tm_units: built in bulk, dropped with the TM.
    sql`
        create table tm_match_units (
          tm_id integer not null,
          unit_id integer not null,
          tokens integer[] not null,
          words integer not null
        ) partition by list (tm_id)`,
    // Per TM and token: in how many units it occurs, to pick a lookup's rarest tokens.
    sql`
        create table tm_match_tokens (
          tm_id integer not null,
          token integer not null,
          units integer not null
        ) partition by list (tm_id)`,
  ),
  '0351_document_links': sqlMigration(
    ...linkTables('document'),
    // A document's matching settings (no row: the defaults). Matches at or above display_threshold are shown in
    // the editor; lookups still return everything >= 50.
    sql`
        create table document_match_settings (
          document_id integer primary key references documents (id) on delete cascade,
          display_threshold integer not null check (display_threshold between 50 and 100)
        )`,
    // Which TM unit an approved segment wrote into each write TM: approving it again updates that unit.
    sql`
        create table document_record_tm_units (
          record_id integer not null references document_records (id) on delete cascade,
          tm_id integer not null references translation_memories (id) on delete cascade,
          unit_id integer not null,
          primary key (record_id, tm_id)
        )`,
    sql`create index document_record_tm_units_tm on document_record_tm_units (tm_id)`,
  ),
  // Units of one or two words now also index their words' trigrams (text.ts): every TM's index is built again,
  // at the next start or lookup (needsIndexBuild); until then the previous one answers.
  '0352_tm_match_short_unit_trigrams': sqlMigration(sql`delete from tm_match_state`),
  // Short units' trigram tokens now carry the unit's word count (text.ts): every TM's index is
  // built again, as for 0352; until then the previous one answers, without its short near-word matches.
  '0353_tm_match_trigrams_by_word_count': sqlMigration(sql`delete from tm_match_state`),
  // Short units' word tokens are now also indexed marked with their word count (text.ts, shortWordTokenOf), and their
  // trigram tokens carry their word's position: built again, as for 0352; until then the previous
  // index answers, reading more rows for one- and two-word queries.
  '0354_tm_match_short_unit_marks': sqlMigration(sql`delete from tm_match_state`),
  // Per TM: the distinct words of its short units (word count, position, the word) with their trigram token ids,
  // where a short query finds its near words (matcher.ts, nearWordsPlans); short units also hold their words marked
  // with their place. Built again, as for 0352; until then the previous index answers, without its short near-word
  // matches.
  '0355_tm_match_short_vocabulary': sqlMigration(
    sql`
        create table tm_match_words (
          tm_id integer not null,
          words integer not null,
          position integer not null,
          word text not null,
          length integer not null,
          trigrams integer[] not null
        ) partition by list (tm_id)`,
    sql`delete from tm_match_state`,
  ),
};
