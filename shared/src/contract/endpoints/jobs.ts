import { IdParam, MessageBody } from '../common.ts';
import { Job } from '../jobs.ts';
import { routes } from '../routes.ts';
import { endpointsTagged } from './endpoint.ts';

const define = endpointsTagged('jobs');

export const jobsEndpoints = define(routes.jobs, {
  get: {
    summary: 'A background job: status queued|running|done|failed|cancelled, progress 0-1, message',
    description:
      'Only for those who may read what the job works on (its document, project, glossary or TM), while that exists: 404 otherwise.',
    params: IdParam,
    response: { 200: Job },
  },
  cancel: {
    summary: 'Cancel a running job (pre-translation): it stops after its current batch; what it did so far stays',
    params: IdParam,
    response: { 202: MessageBody },
  },
});
