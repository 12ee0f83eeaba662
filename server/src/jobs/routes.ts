import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorBody, IdParam, Job, MessageBody } from '@tessera/shared/contract';
import { HttpError } from '../plugins/errors.ts';
import type { JobRow } from './tables.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['jobs'];

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

/** Background jobs: anyone signed in follows one's progress; managers cancel pre-translations. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/jobs/:id',
    {
      config: { permission: 'session' },
      schema: {
        tags,
        summary: 'A background job: status queued|running|done|failed|cancelled, progress 0-1, message',
        params: IdParam,
        response: { 200: Job, ...errors },
      },
    },
    async (request) => {
      const job = await app.jobs.get(request.params.id);
      if (!job) throw new HttpError(404, 'Job not found');
      return toJob(job);
    },
  );

  app.post(
    '/jobs/:id/cancel',
    {
      config: { permission: 'document.manage' },
      schema: {
        tags,
        summary: 'Cancel a running job (pre-translation): it stops after its current batch; what it did so far stays',
        params: IdParam,
        response: { 202: MessageBody, ...errors },
      },
    },
    async (request, reply) => {
      const outcome = await app.jobs.requestCancel(request.params.id);
      if (outcome === 'missing') throw new HttpError(404, 'Job not found');
      if (outcome === 'ended') throw new HttpError(409, 'This job has already ended');
      if (outcome === 'not-cancellable')
        throw new HttpError(409, 'This kind of job cannot be cancelled; it runs to its end');
      return reply.status(202).send({ message: 'Cancelling: the job stops after its current batch' });
    },
  );
};
