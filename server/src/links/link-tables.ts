import { sql, type RawBuilder } from 'kysely';

/**
 * The statements creating the tables that link an owner (a document, or a project) to the TMs and the
 * glossaries it uses, in the order of `position`; a TM is linked for reading or for writing too (`mode`).
 * Documents and projects keep the same lists (links.ts reads both alike). Each table is indexed by the TM or
 * glossary too: deleting one finds its links there. Applied migrations call it: the SQL must stay as it is.
 */
export function linkTables(owner: 'document' | 'project'): RawBuilder<unknown>[] {
  const ownerId = sql.raw(`${owner}_id`);
  const ownerTable = sql.raw(`${owner}s`);
  const tmLinks = sql.raw(`${owner}_translation_memories`);
  const glossaryLinks = sql.raw(`${owner}_glossaries`);
  return [
    sql`
        create table ${tmLinks} (
          ${ownerId} integer not null references ${ownerTable} (id) on delete cascade,
          tm_id integer not null references translation_memories (id) on delete cascade,
          mode text not null check (mode in ('read', 'write')),
          position integer not null,
          primary key (${ownerId}, tm_id)
        )`,
    sql`create index ${tmLinks}_tm on ${tmLinks} (tm_id)`,
    sql`
        create table ${glossaryLinks} (
          ${ownerId} integer not null references ${ownerTable} (id) on delete cascade,
          glossary_id integer not null references glossaries (id) on delete cascade,
          position integer not null,
          primary key (${ownerId}, glossary_id)
        )`,
    sql`create index ${glossaryLinks}_glossary on ${glossaryLinks} (glossary_id)`,
  ];
}
