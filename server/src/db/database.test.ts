import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { isUniqueViolation } from './errors.ts';
import { describeWithDatabase } from '../test/harness.ts';

describeWithDatabase('database', (t) => {
  it('reports a unique violation with PostgreSQL code 23505 and the constraint name', async () => {
    await t.db
      .insertInto('users')
      .values({ email: 'dup@example.com', username: 'dup', password_hash: 'x', role: 'user' })
      .execute();
    const error = await t.db
      .insertInto('users')
      .values({ email: 'DUP@example.com', username: 'dup2', password_hash: 'x', role: 'user' })
      .execute()
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error, 'users_email_key')).toBe(true);
    expect((error as Error).message).toMatch(/duplicate key/);
  });

  it('answers the same JS types on both backends', async () => {
    const row = await sql<{ n: number; d: string; ts: Date; j: unknown; arr: string[] }>`
      select count(*) as n, date '2024-02-29' as d, now() as ts, '{"a":[1]}'::jsonb as j, array['x','y'] as arr
    `.execute(t.db);
    const r = row.rows[0]!;
    expect(r.n).toBe(1);
    expect(r.d).toBe('2024-02-29');
    expect(r.ts).toBeInstanceOf(Date);
    expect(r.j).toEqual({ a: [1] });
    expect(r.arr).toEqual(['x', 'y']);
  });

  it('accepts array parameters for unnest bulk inserts', async () => {
    const emails = ['b1@example.com', 'b2@example.com'];
    const names = ['b1', 'b2'];
    await sql`
      insert into users (email, username, password_hash, role)
      select e, u, 'x', 'user' from unnest(${emails}::text[], ${names}::text[]) as t(e, u)
    `.execute(t.db);
    const found = await t.db
      .selectFrom('users')
      .select('username')
      .where('email', 'in', emails)
      .orderBy('username')
      .execute();
    expect(found.map((r) => r.username)).toEqual(names);
  });

  it('rolls a failed transaction back completely', async () => {
    await expect(
      t.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('users')
          .values({ email: 'tx@example.com', username: 'tx', password_hash: 'x', role: 'user' })
          .execute();
        throw new Error('abort');
      }),
    ).rejects.toThrow('abort');
    const row = await t.db.selectFrom('users').select('id').where('email', '=', 'tx@example.com').executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it('does not let other queries see a transaction before it commits', async () => {
    let outsideSawIt: boolean | undefined;
    let markInserted!: () => void;
    const inserted = new Promise<void>((resolve) => (markInserted = resolve));
    let markAnswered!: () => void;
    const outsideAnswered = new Promise<void>((resolve) => (markAnswered = resolve));
    const tx = t.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('users')
        .values({ email: 'iso@example.com', username: 'iso', password_hash: 'x', role: 'user' })
        .execute();
      markInserted();
      // PostgreSQL answers the outside query beside the open transaction, so it stays open until then; PGlite
      // runs one statement at a time, so there the outside query can only wait for the commit.
      await (t.backend === 'postgres' ? outsideAnswered : new Promise((resolve) => setTimeout(resolve, 50)));
    });
    await inserted;
    const outside = t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'iso@example.com')
      .executeTakeFirst()
      .then((row) => {
        outsideSawIt = row !== undefined;
        markAnswered();
      });
    await Promise.all([tx, outside]);
    expect(outsideSawIt).toBe(t.backend === 'pglite');
  });

  it('has pg_trgm for substring-search indexes', async () => {
    await sql`create table trgm_probe (t text)`.execute(t.db);
    await sql`create index trgm_probe_t on trgm_probe using gin (t gin_trgm_ops)`.execute(t.db);
    const { rows } = await sql<{ s: number }>`select similarity('translation', 'translations') as s`.execute(t.db);
    expect(rows[0]!.s).toBeGreaterThan(0.5);
  });
});

describe('embedded database folder', () => {
  it('refuses a data folder another live process is using, and takes over one left by a dead process', async () => {
    const { mkdtempSync, writeFileSync, readFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { lockDataDir } = await import('./database.ts');
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    try {
      writeFileSync(join(dir, 'pglite.lock'), String(process.ppid));
      await expect(lockDataDir(dir, { waitMs: 300 })).rejects.toThrow(/in use by process/);
      const messages: string[] = [];
      writeFileSync(join(dir, 'pglite.lock'), '999999999');
      await lockDataDir(dir, { log: (message) => messages.push(message) });
      expect(readFileSync(join(dir, 'pglite.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}\\b`));
      expect(messages).toEqual([expect.stringMatching(/from process 999999999, which is no longer running/)]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not take a live process for the holder when the pid in the lock was reused by another one', async () => {
    const { mkdtempSync, writeFileSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const { lockDataDir } = await import('./database.ts');
    const dir = mkdtempSync(join(tmpdir(), 'tessera-lock-'));
    try {
      // The parent is alive, but it started at another time than the one the lock names.
      writeFileSync(join(dir, 'pglite.lock'), `${process.ppid} 1`);
      await lockDataDir(dir, { waitMs: 300 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('PGlite worker', () => {
  it('reports a worker that dies on its own and fails later queries instead of hanging', async () => {
    const { PgliteWorkerClient } = await import('./pglite-dialect.ts');
    const { emptyDatabaseTemplate } = await import('../test/pglite-template.ts');
    const crashes: Error[] = [];
    const client = await PgliteWorkerClient.open(
      { loadDataDir: await emptyDatabaseTemplate() },
      { onCrash: (e) => crashes.push(e), maxHeapMb: 64 },
    );
    expect((await client.query('select 1 as one')).rows).toEqual([{ one: 1 }]);
    // A result far bigger than the worker's heap: the worker dies of it, as it would of any fatal error.
    await expect(
      client.query('select repeat(md5(i::text), 40) as t from generate_series(1, 400000) as i'),
    ).rejects.toThrow();
    await expect(client.query('select 1')).rejects.toThrow(/memory|exited/);
    expect(crashes).toHaveLength(1);
  });
});
