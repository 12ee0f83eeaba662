/** Typed calls for background jobs: progress and cancel. */
import { call, routes } from '@tessera/shared';

/** Status, progress (0-1) and message. */
export const getJob = (id: number, signal?: AbortSignal) => call(routes.jobs.get, { params: { id }, signal });

/** Asks the job to stop at its next batch; 409 when it has ended or cannot be cancelled. */
export const cancelJob = (id: number) => call(routes.jobs.cancel, { params: { id } });
