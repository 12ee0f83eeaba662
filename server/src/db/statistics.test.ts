import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithDatabase } from '../test/harness.ts';
import type { Db } from './database.ts';
import { refreshStatistics } from './statistics.ts';
import { expectFreshStatistics } from './statistics.test-helper.ts';

describeWithDatabase('refreshing a table’s statistics', (t) => {
  /** The queries of analyzes under way, by id. */
  const ends = new Set<string>();
  /** `db` recording when each analyze starts and ends. */
  const recordingAnalyzes = (events: string[]): Db =>
    t.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode' && JSON.stringify(args.node).includes('analyze')) {
          events.push('start');
          ends.add(args.queryId.queryId);
        }
        return args.node;
      },
      transformResult: async (args) => {
        if (ends.delete(args.queryId.queryId)) events.push('end');
        return args.result;
      },
    });

  it('shares one analyze among the refreshes asked while another runs, and starts it after that one', async () => {
    await sql`create table statistics_probe (n integer)`.execute(t.db);
    const events: string[] = [];
    const db = recordingAnalyzes(events);
    await sql`insert into statistics_probe select generate_series(1, 1000)`.execute(t.db);
    const asked = Array.from({ length: 5 }, () => refreshStatistics(db, 'statistics_probe' as 'document_records'));
    await Promise.all(asked);
    expect(events).toEqual(['start', 'end', 'start', 'end']);
    await expectFreshStatistics(t.db, 'statistics_probe');
    await refreshStatistics(db, 'statistics_probe' as 'document_records');
    expect(events).toHaveLength(6);
  });

  it('refreshes with other columns or another sample apart', async () => {
    await sql`create table statistics_apart (n integer, m integer)`.execute(t.db);
    const events: string[] = [];
    const db = recordingAnalyzes(events);
    const table = 'statistics_apart' as 'document_records';
    await Promise.all([
      refreshStatistics(db, table),
      refreshStatistics(db, table, { columns: ['n'] }),
      refreshStatistics(db, table, { columns: ['n'], statisticsTarget: 10 }),
    ]);
    expect(events.filter((event) => event === 'start')).toHaveLength(3);
  });

  it('runs the shared analyze even when the one before it failed', async () => {
    await sql`create table statistics_after_failure (n integer)`.execute(t.db);
    const events: string[] = [];
    let refused = false;
    // The first analyze fails before it reaches the database, as one whose connection was lost would.
    const db = recordingAnalyzes(events).withPlugin({
      transformQuery: (args) => {
        if (!refused && JSON.stringify(args.node).includes('analyze')) {
          refused = true;
          throw new Error('connection lost');
        }
        return args.node;
      },
      transformResult: async (args) => args.result,
    });
    const table = 'statistics_after_failure' as 'document_records';
    const failing = refreshStatistics(db, table);
    const shared = refreshStatistics(db, table);
    await expect(failing).rejects.toThrow('connection lost');
    await expect(shared).resolves.toBeUndefined();
    // The refused one was recorded as it started; the shared one ran after it.
    expect(events).toEqual(['start', 'start', 'end']);
  });
});
