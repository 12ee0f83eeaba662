import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeWithDatabase } from '../test/harness.ts';
import { sqlMigration } from './sql-migration.ts';

describeWithDatabase('sqlMigration', (t) => {
  it('runs its statements in the order written, each seeing what the one before did', async () => {
    const migration = sqlMigration(
      sql`create table sql_migration_steps (step integer not null)`,
      sql`insert into sql_migration_steps (step) values (1)`,
      sql`insert into sql_migration_steps (step) select max(step) + 1 from sql_migration_steps`,
    );
    await migration.up(t.db);
    const { rows } = await sql<{ step: number }>`select step from sql_migration_steps order by step`.execute(t.db);
    expect(rows.map((row) => row.step)).toEqual([1, 2]);
  });

  it('stops at the first statement that fails', async () => {
    const migration = sqlMigration(
      sql`create table sql_migration_stop (id integer)`,
      sql`insert into no_such_table values (1)`,
      sql`insert into sql_migration_stop values (1)`,
    );
    await expect(migration.up(t.db)).rejects.toThrow(/no_such_table/);
    const { rows } = await sql<{ n: number }>`select count(*)::integer as n from sql_migration_stop`.execute(t.db);
    expect(rows[0]!.n).toBe(0);
  });
});
