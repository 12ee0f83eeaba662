import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { can, type Permission, type User } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { Db } from '../db/database.ts';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import type { JobRow } from './tables.ts';

export function toJob(row: JobRow) {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    progress: Math.min(1, Math.max(0, Number(row.progress))),
    message: row.error ?? row.message,
    cancellable: row.cancellable && row.status === 'running',
  };
}

/** What a job works on, by the domain its kind begins with ('glossary.import'): who may read it, and its table. */
const SUBJECTS: Record<string, { permission: Permission; table: string }> = {
  document: { permission: 'document.read', table: 'documents' },
  project: { permission: 'project.read', table: 'projects' },
  glossary: { permission: 'glossary.read', table: 'glossaries' },
  tm: { permission: 'tm.read', table: 'translation_memories' },
};

/**
 * Whether `user` may read what the job works on (job ids are sequential, so a job is no secret by itself): the
 * subject must still exist and the user's role read it. A job of no known subject is nobody's to read.
 */
async function maySeeJob(db: Db, user: User, job: JobRow): Promise<boolean> {
  const subject = SUBJECTS[job.kind.split('.')[0]!];
  if (!subject || job.target_id === null || !can(user, subject.permission)) return false;
  const { rows } = await sql`select 1 from ${sql.table(subject.table)} where id = ${job.target_id}`.execute(db);
  return rows.length > 0;
}

/** Background jobs: those who may read a job's subject follow its progress; managers cancel pre-translations. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The job, when the caller may see it; 404 otherwise, as if there were none. */
  const visibleJob = async (jobId: number, user: User) => {
    const job = await app.jobs.get(jobId);
    if (!job || !(await maySeeJob(app.db, user, job))) throw new HttpError(404, 'job_not_found', 'Job not found');
    return job;
  };

  route(app, endpoints.jobs.get, async (request) => toJob(await visibleJob(request.params.id, request.user)));

  route(app, endpoints.jobs.cancel, async (request, reply) => {
    await visibleJob(request.params.id, request.user);
    const outcome = await app.jobs.requestCancel(request.params.id);
    if (outcome === 'missing') throw new HttpError(404, 'job_not_found', 'Job not found');
    if (outcome === 'ended') throw new HttpError(409, 'job_ended', 'This job has already ended');
    if (outcome === 'not-cancellable')
      throw new HttpError(409, 'job_not_cancellable', 'This kind of job cannot be cancelled; it runs to its end');
    return reply.status(202).send({ message: 'Cancelling: the job stops after its current batch' });
  });
};
