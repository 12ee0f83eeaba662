import { useQuery } from '@tanstack/react-query';
import { can, personName } from '@tessera/shared';
import { getDocumentAssignments } from '@tessera/shared/api/assignments';
import type { Assignee, Assignment, User, WorkflowStep } from '@tessera/shared/contract';

/** Every query of the workflow (a document's steps, one's work) starts with this: a delivery refreshes them all. */
export const WORKFLOW_KEY = ['assignments'] as const;
export const documentStepsKey = (documentId: number) => [...WORKFLOW_KEY, 'document', documentId] as const;

export const STEP_LABELS: Record<WorkflowStep, string> = {
  translation: 'Translation',
  review: 'Review',
  'review-2': 'Second review',
};

/** A step's assignee as lists name them: one disabled since says so, their step waits for someone else. */
export const assigneeName = (user: Assignee) => (user.disabled ? `${personName(user)} (disabled)` : personName(user));

/** The steps of a document in order (none: anyone may work on it). */
export function useDocumentSteps(documentId: number) {
  return useQuery({
    queryKey: documentStepsKey(documentId),
    queryFn: async ({ signal }) => (await getDocumentAssignments(documentId, signal)).assignments,
  });
}

/** The step being worked on: the first not delivered; undefined once every step is (or without steps). */
export const activeStepOf = (steps: readonly Assignment[]) => steps.find((step) => step.state === 'active');

/**
 * The signed-in person's step in the document: the one being worked on when it is theirs, else their first one
 * not delivered, else their last one; null when they have none.
 */
export function myStepOf(steps: readonly Assignment[], userId: number | undefined): Assignment | null {
  const mine = steps.filter((step) => step.user.id === userId);
  return (
    mine.find((step) => step.state === 'active') ?? mine.find((step) => step.state === 'waiting') ?? mine.at(-1) ?? null
  );
}

/**
 * Whether the person may change the document's segments: as the server decides, a document with steps is its
 * active step's assignee's (and a manager's); one without steps is everyone's who may edit.
 */
export function mayChangeSegments(steps: readonly Assignment[], user: User | null): boolean {
  if (!can(user, 'document.edit')) return false;
  if (steps.length === 0 || can(user, 'document.manage')) return true;
  return activeStepOf(steps)?.user.id === user?.id;
}

/** The filter value of "my step's open segments": the editor works out the segments from the person's step. */
export const MY_STEP_FILTER = 'my-step';

/** A deadline passed at `now`. */
export const isOverdue = (step: Pick<Assignment, 'due_at' | 'state'>, now: number) =>
  step.state !== 'delivered' && step.due_at !== null && Date.parse(step.due_at) < now;
