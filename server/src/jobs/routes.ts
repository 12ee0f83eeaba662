import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404, HttpError } from '../plugins/errors.ts';
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

/** Background jobs: anyone signed in follows one's progress; managers cancel pre-translations. */
export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.jobs.get, async (request) => {
    const job = foundOr404(await app.jobs.get(request.params.id), 'Job not found');
    return toJob(job);
  });

  route(app, endpoints.jobs.cancel, async (request, reply) => {
    const outcome = await app.jobs.requestCancel(request.params.id);
    if (outcome === 'missing') throw new HttpError(404, 'Job not found');
    if (outcome === 'ended') throw new HttpError(409, 'This job has already ended');
    if (outcome === 'not-cancellable')
      throw new HttpError(409, 'This kind of job cannot be cancelled; it runs to its end');
    return reply.status(202).send({ message: 'Cancelling: the job stops after its current batch' });
  });
};
