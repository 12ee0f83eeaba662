/** Typed calls for background jobs: progress and cancel. */
import type { MessageBody } from '../contract/common.ts';
import type { Job } from '../contract/jobs.ts';
import { api } from './client.ts';

/** GET /jobs/{id}: status, progress (0-1) and message. */
export const getJob = (id: number, signal?: AbortSignal) => api.get<Job>(`/jobs/${id}`, undefined, signal);

/** POST /jobs/{id}/cancel: asks the job to stop at its next batch; 409 when it has ended or cannot be cancelled. */
export const cancelJob = (id: number) => api.post<MessageBody>(`/jobs/${id}/cancel`);
