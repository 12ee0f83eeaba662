import { z } from 'zod';
import { Id } from './common.ts';

/**
 * A background job (imports, pre-translation): GET /jobs/{id}, POST /jobs/{id}/cancel. `message` says why a job
 * failed or was cancelled, or what a finished one did.
 */
export const JobStatus = z.enum(['queued', 'running', 'done', 'failed', 'cancelled']);
export type JobStatus = z.infer<typeof JobStatus>;

export const Job = z.object({
  id: Id,
  kind: z.string(),
  status: JobStatus,
  /** 0..1 */
  progress: z.number().min(0).max(1),
  message: z.string().nullable(),
  /** Whether POST /jobs/{id}/cancel can stop it (pre-translation can; imports run to their end). */
  cancellable: z.boolean(),
});
export type Job = z.infer<typeof Job>;

/** 202 answer of requests that start a job. */
export const JobStarted = z.object({ job_id: Id });
export type JobStarted = z.infer<typeof JobStarted>;
