/** Typed calls for background jobs: progress and cancel. */
import { plainCalls, routes } from '@tessera/shared';

/**
 * `getJob(id)`: status, progress (0-1) and message. `cancelJob(id)` asks the job to stop at its next batch; 409 when
 * it has ended or cannot be cancelled.
 */
export const { get: getJob, cancel: cancelJob } = plainCalls(routes.jobs);
