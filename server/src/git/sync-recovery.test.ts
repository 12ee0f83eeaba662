import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { anHourAgo } from '../jobs/dead-job.test-helper.ts';
import { createDocument, updateDocument } from '../documents/repository.ts';
import { describeWithPostgresToo } from '../test/harness.ts';
import { claimConnection, findConnection, setConnectionJob } from './connections.ts';
import { insertConnection } from './connection.test-helper.ts';
import { PULL_JOB } from './sync.ts';
import { SYNC_INTERRUPTED } from './sync-recovery.ts';

describeWithPostgresToo('a pull cut short by a stopped server', (t) => {
  it('lets go of its connection saying so, and takes out the documents it had not finished, keeping the others', async () => {
    const connectionId = await insertConnection(t);
    const connection = (await findConnection(t.db, connectionId))!;
    const linkedDocument = async (name: string) => {
      const document = await createDocument(t.db, {
        name,
        created_by: connection.created_by,
        file_size: 10,
        project_id: connection.project_id,
      });
      await t.db
        .insertInto('repository_documents')
        .values({ document_id: document.id, connection_id: connectionId, source_path: name, target_lang: 'de' })
        .execute();
      return document.id;
    };
    const pulledBefore = await linkedDocument('en/before.json');
    await updateDocument(t.db, pulledBefore, { status: 'done' });

    // The pull's job, its process gone: the connection still taken, a document half stored.
    expect(await claimConnection(t.db, connectionId, 'pulling')).toBe(true);
    const job = await t.db
      .insertInto('jobs')
      .values({
        kind: PULL_JOB,
        target_id: connection.project_id,
        status: 'running',
        owner: 'a dead process',
        started_at: anHourAgo(),
        heartbeat_at: anHourAgo(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setConnectionJob(t.db, connectionId, job.id);
    const halfStored = await linkedDocument('en/new.json');
    await updateDocument(t.db, halfStored, { status: 'processing' });
    await sql`insert into document_records (document_id, position, unit_id, source, source_text, target, target_text)
      values (${halfStored}, 0, 'a', 'Hello', 'Hello', '', '')`.execute(t.db);

    expect(await t.app.jobs.recoverStaleJobs()).toBe(1);
    expect(await findConnection(t.db, connectionId)).toMatchObject({
      state: 'error',
      error_message: SYNC_INTERRUPTED,
      lease_until: null,
    });
    const documents = await t.db
      .selectFrom('documents')
      .select('id')
      .where('project_id', '=', connection.project_id)
      .execute();
    expect(documents.map((document) => document.id)).toEqual([pulledBefore]);
    // Taken again by the next pull at once, not after the lease.
    expect(await claimConnection(t.db, connectionId, 'pulling')).toBe(true);
  });
});
