import { describe, expect, it } from 'vitest';
import type { MigrationResultSet } from 'kysely/migration';
import { migrateRetryingLookups } from './migrate.ts';

const dropped = Object.assign(new Error('relation "other.tm_match_units_2_next" does not exist'), { code: '42P01' });
const applied: MigrationResultSet = {
  results: [{ migrationName: '0001', direction: 'Up', status: 'Success' }],
};

/** A migrator whose runs answer `outcomes` in turn, counting its runs. */
function migratorAnswering(...outcomes: MigrationResultSet[]) {
  const migrator = { runs: 0, migrateToLatest: async () => outcomes[migrator.runs++]! };
  return migrator;
}

describe('migrating while other processes drop tables', () => {
  it('tries again when a table vanished while the migrator looked for its own, before anything ran', async () => {
    const migrator = migratorAnswering({ error: dropped, results: [] }, { error: dropped }, applied);
    expect(await migrateRetryingLookups(migrator)).toBe(applied);
    expect(migrator.runs).toBe(3);
  });

  it('gives up after three tries, and never repeats a run in which a migration ran or failed otherwise', async () => {
    const lost = migratorAnswering({ error: dropped }, { error: dropped }, { error: dropped }, applied);
    expect((await migrateRetryingLookups(lost)).error).toBe(dropped);
    expect(lost.runs).toBe(3);
    const failedMigration: MigrationResultSet = {
      error: dropped,
      results: [{ migrationName: '0002', direction: 'Up', status: 'Error' }],
    };
    const ran = migratorAnswering(failedMigration, applied);
    expect(await migrateRetryingLookups(ran)).toBe(failedMigration);
    const other = migratorAnswering({ error: new Error('syntax error') }, applied);
    expect((await migrateRetryingLookups(other)).error).toEqual(new Error('syntax error'));
    expect(other.runs + ran.runs).toBe(2);
  });
});
