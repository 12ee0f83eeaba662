import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A migration made of plain SQL statements, run one after another in the order written. Most migrations are
 * just that; one that has to read the database first (to loop over partitions, say) writes its own `up`.
 */
export function sqlMigration(...statements: RawBuilder<unknown>[]): Migration {
  return {
    async up(db: Kysely<any>) {
      for (const statement of statements) await statement.execute(db);
    },
  };
}

/**
 * `create table` for a table whose rows have an id of their own: an integer identity column `id`, its primary
 * key, then `columns` as written in the statement (the helper closes its parenthesis). Applied migrations
 * run it again on every new database: the SQL it writes must stay as it is.
 */
export function createTableWithId(name: string, columns: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
        create table ${sql.raw(name)} (
          id integer generated always as identity primary key,${columns})`;
}

/**
 * The state of a glossary's or a TM's background import (ImportedResourceColumns): 'done' and complete unless
 * an import runs, with why it failed. Applied migrations use it: the SQL must stay as it is.
 */
export const importStateColumns = sql`processing_status text not null default 'done'
            check (processing_status in ('pending', 'uploaded', 'processing', 'done', 'error')),
          processing_progress double precision not null default 1,
          processing_error text`;
