import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPostgresDialect } from './postgres.ts';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('the PostgreSQL pool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a connection through a person’s pause and closes it after five quiet minutes', async () => {
    // The pool's idle timers only: its sockets still talk to the real server.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { pool } = createPostgresDialect({ connectionString: url!, maxConnections: 1 });
    const backend = async () => (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
    try {
      const first = await backend();
      vi.advanceTimersByTime(60_000);
      expect(await backend()).toBe(first);
      vi.advanceTimersByTime(5 * 60_000 + 1);
      expect(pool.totalCount).toBe(0);
      expect(await backend()).not.toBe(first);
    } finally {
      await pool.end();
    }
  });
});
