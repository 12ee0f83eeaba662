/**
 * DATABASE_READ_URL: TM lookups, concordance and reports read a streaming replica, while what a request writes is
 * read back from the primary at once. The test starts a primary and its replica of its own (postgres-replica.ts),
 * beside the run's PostgreSQL (TEST_DATABASE_URL), and pauses the replica's replay to tell the two apart: what is
 * read while the replica lags can only have come from one of them.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { DocumentRecord, ProjectReport, Substitution } from '@tessera/shared/contract';
import { postgresKysely } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { createPostgresDialect } from './postgres.ts';
import { migrations } from '../migrations.ts';
import { describeWithDatabases, type Client } from '../test/harness.ts';
import { postgresBinaries, startReplicatedPostgres, type ReplicatedPostgres } from '../test/postgres-replica.ts';
import {
  createProject,
  createTmUnit,
  createTmWithUnits,
  documentRecords,
  getJson,
  linkTms,
  savedRecord,
  uploadDocument,
  xliffOf,
} from '../test/resources.ts';

const bin = postgresBinaries();
let clusters: ReplicatedPostgres | undefined;
afterAll(() => clusters?.stop());

/** How long a unit written on the primary may take to be found by lookups (issue 67's aim). */
const REPLICATION_AIM_MS = 5_000;

async function openPrimaryAndReplica() {
  clusters = await startReplicatedPostgres(bin!);
  const db = postgresKysely(createPostgresDialect({ connectionString: clusters.primaryUrl, maxConnections: 5 }));
  const readDb = postgresKysely(createPostgresDialect({ connectionString: clusters.replicaUrl, maxConnections: 5 }));
  await migrateToLatest(db, migrations);
  return {
    db,
    readDb,
    async close() {
      await Promise.all([db.destroy(), readDb.destroy()]);
    },
  };
}

/** Polls `read` until `done` holds of its answer; fails after the replication aim. */
async function eventually<T>(read: () => Promise<T>, done: (answer: T) => boolean): Promise<T> {
  const deadline = Date.now() + REPLICATION_AIM_MS;
  for (;;) {
    const answer = await read();
    if (done(answer)) return answer;
    if (Date.now() > deadline)
      throw new Error(`not replicated within ${REPLICATION_AIM_MS} ms: ${JSON.stringify(answer)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const lookup = (client: Client, record: DocumentRecord) =>
  getJson<Substitution[]>(client, `/api/document/records/${record.id}/substitutions`);
const concordance = (client: Client, query: string) =>
  getJson<{ total_rows: number }>(client, `/api/translation_memory/search?query=${encodeURIComponent(query)}`);

const SEGMENTS = ['Click the Save button to keep your changes.', 'Press Start to begin the installation.'];

const NEEDS = 'needs TEST_DATABASE_URL and PostgreSQL server binaries in /usr/lib/postgresql';
describe.skipIf(!process.env.TEST_DATABASE_URL || !bin)(`DATABASE_READ_URL (${NEEDS})`, () => {
  describeWithDatabases(
    'a read replica',
    (t) => {
      const pauseReplay = () => sql`select pg_wal_replay_pause()`.execute(t.app.readDb);
      const resumeReplay = () => sql`select pg_wal_replay_resume()`.execute(t.app.readDb);

      // Two clusters on a shared machine: more steps than a route test, each waiting on replication.
      const REPLICATION_TEST_MS = 60_000;
      it(
        'finds a unit added on the primary once the replica has it, and reports what it replayed',
        { timeout: REPLICATION_TEST_MS },
        async () => {
          const manager = await t.signIn('manager');
          const tm = await createTmWithUnits(t, manager, 'Replicated', [
            { source: SEGMENTS[0]!, target: 'Klicken Sie auf Speichern, um Ihre Änderungen zu behalten.' },
          ]);
          const project = await createProject(manager, 'Replicated project');
          const document = await uploadDocument(t, manager, xliffOf(SEGMENTS), { projectId: project.id });
          await linkTms(t, manager, `/api/document/${document.id}`, [{ id: tm.id, mode: 'read' }]);
          const [first, second] = await documentRecords(manager, document.id);
          await eventually(
            () => lookup(manager, first!),
            (matches) => matches.length === 1,
          );

          await pauseReplay();
          try {
            await createTmUnit(manager, tm.id, { source: SEGMENTS[1]!, target: 'Drücken Sie Start.' });
            // The primary has the unit; lookups and concordance read the paused replica, which has not.
            expect(await lookup(manager, second!)).toEqual([]);
            expect((await concordance(manager, 'installation')).total_rows).toBe(0);
            // A save is read back from the primary at once, whatever the replica lags.
            const saved = await savedRecord(manager, first!, { target: 'Klicken Sie auf Speichern.', approved: true });
            const [readBack] = await documentRecords(manager, document.id);
            expect(readBack).toMatchObject({ target: 'Klicken Sie auf Speichern.', updated_at: saved.updated_at });
            const report = await getJson<ProjectReport>(manager, `/api/projects/${project.id}/report`);
            expect(report.totals.confirmed.segments).toBe(0);
          } finally {
            await resumeReplay();
          }

          const matches = await eventually(
            () => lookup(manager, second!),
            (found) => found.length === 1,
          );
          expect(matches[0]).toMatchObject({ tm_id: tm.id, target_text: 'Drücken Sie Start.' });
          expect((await concordance(manager, 'installation')).total_rows).toBe(1);
          await eventually(
            () => getJson<ProjectReport>(manager, `/api/projects/${project.id}/report`),
            (report) => report.totals.confirmed.segments === 1,
          );
        },
      );
    },
    { only: 'postgres', database: openPrimaryAndReplica },
  );
});
