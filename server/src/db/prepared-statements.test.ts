import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { postgresKysely, type Db } from './database.ts';
import { createPostgresDialect } from './postgres.ts';
import { StatementNames } from './prepared-statements.ts';

describe('statement names', () => {
  it('names a statement with parameters once, the same name each time', () => {
    const names = new StatementNames();
    const name = names.nameOf('select * from glossaries where id = $1', 1);
    expect(name).toBeDefined();
    expect(names.nameOf('select * from glossaries where id = $1', 1)).toBe(name);
    expect(names.nameOf('select * from glossaries where id = $1 and name = $2', 2)).not.toBe(name);
  });

  it('leaves unprepared what has no parameters or a row count of them', () => {
    const names = new StatementNames();
    expect(names.nameOf('select 1; select 2', 0)).toBeUndefined();
    const values = Array.from({ length: 65 }, (_, i) => `($${i + 1})`).join(', ');
    expect(names.nameOf(`insert into t (a) values ${values}`, 65)).toBeUndefined();
  });

  it('plans statements whose best plan depends on what their values match for their values each time', () => {
    const names = new StatementNames();
    expect(names.nameOf('select id from r where lower(source) like lower($1)', 1)).toBeUndefined();
    expect(names.nameOf('select id from r where source ILIKE $1', 1)).toBeUndefined();
    expect(names.nameOf('select id from r where target_text ~* $1', 1)).toBeUndefined();
    expect(names.nameOf('select id from r where source % $1', 1)).toBeUndefined();
    expect(names.nameOf('select id from m where tokens @> array[$1::int]', 1)).toBeUndefined();
    expect(names.nameOf('select id from m where tokens && $1::int[]', 1)).toBeUndefined();
  });

  it('prepares no more than its limit of statements', () => {
    const names = new StatementNames(2);
    expect(names.nameOf('select $1::int', 1)).toBeDefined();
    expect(names.nameOf('select $1::text', 1)).toBeDefined();
    expect(names.nameOf('select $1::bigint', 1)).toBeUndefined();
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('prepared statements on PostgreSQL', () => {
  const schema = `test_prepared_${process.pid}_${randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  let db: Db;
  /** The names of the statements prepared on the pool's one connection. */
  const prepared = async () =>
    (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db)).rows.map(
      (row) => row.statement,
    );

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.query(`create table ${schema}.items (id int primary key, name text)`);
    await admin.query(`insert into ${schema}.items values (1, 'one'), (2, 'two')`);
    db = postgresKysely(createPostgresDialect({ connectionString: url!, schema, maxConnections: 1 }));
  });
  afterAll(async () => {
    await db?.destroy();
    await admin?.query(`drop schema if exists ${schema} cascade`);
    await admin?.end();
  });

  const itemById = (id: number) => sql<{ id: number; name: string }>`select * from items where id = ${id}`.execute(db);

  it('runs a statement with parameters prepared, once per connection, with the answers of an unprepared one', async () => {
    expect((await itemById(1)).rows).toEqual([{ id: 1, name: 'one' }]);
    expect((await itemById(2)).rows).toEqual([{ id: 2, name: 'two' }]);
    expect((await prepared()).filter((statement) => statement.includes('from items'))).toEqual([
      'select * from items where id = $1',
    ]);
  });

  it('runs statements unprepared inside a transaction', async () => {
    await db.transaction().execute(async (trx) => {
      await sql`select name from items where id = ${1} and name is not null`.execute(trx);
    });
    expect((await prepared()).some((statement) => statement.includes('name is not null'))).toBe(false);
  });

  it('answers with the new columns when another connection changed the table after it was prepared', async () => {
    await itemById(1);
    await admin.query(`alter table ${schema}.items add column note text default 'n'`);
    expect((await itemById(1)).rows).toEqual([{ id: 1, name: 'one', note: 'n' }]);
  });
});
