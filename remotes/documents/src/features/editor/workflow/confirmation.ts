import type { DocumentRecord, WorkflowStep } from '@tessera/shared/contract';

/**
 * What confirming a segment (Ctrl+Enter) means in the document's active step. Outside a review a translator
 * confirms (`approved`); in a review step the server records the confirmation as `reviewed`, and a rejection asks
 * why. `done` tells the segments confirmed in the step, which Ctrl+Enter skips on its way to the next one.
 */
export type Confirmation = {
  review: boolean;
  done: (record: DocumentRecord) => boolean;
};

const TRANSLATION: Confirmation = {
  review: false,
  done: (record) => record.approved,
};

const REVIEW: Confirmation = {
  review: true,
  done: (record) => record.status === 'reviewed',
};

/**
 * A second review cannot tell from a segment whether it was reviewed in this step or the one before: every
 * confirmation is sent, and the server keeps what it already has.
 */
const SECOND_REVIEW: Confirmation = { ...REVIEW, done: () => false };

/** The confirmation of the document's active step (none: a document without steps, or every step delivered). */
export function confirmationIn(activeStep: WorkflowStep | undefined): Confirmation {
  if (activeStep === 'review') return REVIEW;
  if (activeStep === 'review-2') return SECOND_REVIEW;
  return TRANSLATION;
}

/** A segment Ctrl+Enter still has to visit: not locked, not done in the step. */
export const waiting = (confirmation: Confirmation) => (record: DocumentRecord) =>
  !record.locked && !confirmation.done(record);
