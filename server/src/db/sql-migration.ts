import type { Kysely, RawBuilder } from 'kysely';
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
