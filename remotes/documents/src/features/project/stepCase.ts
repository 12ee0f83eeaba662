import type { WorkflowStep } from '@tessera/shared/contract';

/**
 * How this feature's messages name a step: the `step` of their select (`review-2` is no ICU key); `none` for the
 * work of a document without steps.
 */
export const stepCase = (step: WorkflowStep | null) =>
  step === null ? 'none' : step === 'review-2' ? 'secondReview' : step;
