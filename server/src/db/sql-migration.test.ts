import { expect, it } from 'vitest';
import { sql } from 'kysely';
import { describeWithDatabase } from '../test/harness.ts';
import { createTableWithId, sqlMigration } from './sql-migration.ts';

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

describeWithDatabase('createTableWithId', (t) => {
  it('keys the rows by an id the database numbers, which no insert may choose', async () => {
    await createTableWithId(
      'table_with_id',
      sql`
          label text not null`,
    ).execute(t.db);
    await sql`insert into table_with_id (label) values ('first'), ('second')`.execute(t.db);
    const { rows } = await sql<{ id: number; label: string }>`select id, label from table_with_id order by id`.execute(
      t.db,
    );
    expect(rows).toEqual([
      { id: 1, label: 'first' },
      { id: 2, label: 'second' },
    ]);
    await expect(sql`insert into table_with_id (id, label) values (3, 'third')`.execute(t.db)).rejects.toThrow(/id/);
    await expect(sql`insert into table_with_id (label) values (null)`.execute(t.db)).rejects.toThrow(/label/);
  });
});
