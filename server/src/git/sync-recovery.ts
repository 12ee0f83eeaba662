import type { FastifyInstance } from 'fastify';
import { deleteDocument, deleteImportedContent } from '../documents/repository.ts';
import { releaseConnection } from './connections.ts';
import { PULL_JOB, PUSH_JOB } from './sync.ts';

export const SYNC_INTERRUPTED = 'The server stopped during this pull or push; run it again';

/** A document that a pull created and never finished reading. */
const UNFINISHED = ['pending', 'uploaded', 'processing'] as const;

/**
 * A pull or push cut short by a stopped server lets go of its connection (which would otherwise stay taken until
 * its lease runs out, refusing every pull meanwhile) with a message saying so. The documents that pull was
 * creating go, their segments in batches: the next pull, finding their files new again, creates them whole.
 */
export function registerSyncRecovery(app: FastifyInstance): void {
  for (const kind of [PULL_JOB, PUSH_JOB]) {
    app.jobs.onRecover(kind, async (job, signal) => {
      const connection = await app.db
        .selectFrom('repository_connections')
        .select('id')
        .where('job_id', '=', job.id)
        .executeTakeFirst();
      if (!connection) return;
      const unfinished = await app.db
        .selectFrom('documents')
        .innerJoin('repository_documents', 'repository_documents.document_id', 'documents.id')
        .select('documents.id')
        .where('repository_documents.connection_id', '=', connection.id)
        .where('documents.status', 'in', UNFINISHED)
        .where('documents.created_at', '>=', job.started_at)
        .execute();
      for (const { id } of unfinished) {
        await deleteImportedContent(app.db, id, signal);
        await deleteDocument(app.db, id);
      }
      await releaseConnection(app.db, connection.id, SYNC_INTERRUPTED);
    });
  }
}
