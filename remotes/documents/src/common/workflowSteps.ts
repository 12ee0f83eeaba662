import { useQuery } from '@tanstack/react-query';
import { can, personName } from '@tessera/shared';
import { getDocumentAssignments } from '@tessera/shared/api/assignments';
import { documentHandoff } from '@tessera/shared/api/handoffs';
import type { Assignee, Assignment, DocumentHandoff, User, WorkflowStep } from '@tessera/shared/contract';
import type { Translate } from '@tessera/shared/i18n/catalog';
import { messagesIn } from './i18n.ts';
import * as documentsWords from '../locales/en/documents.arb';

/** Every query of the workflow (a document's steps, one's work) starts with this: a delivery refreshes them all. */
export const WORKFLOW_KEY = ['assignments'] as const;
export const documentStepsKey = (documentId: number) => [...WORKFLOW_KEY, 'document', documentId] as const;
export const documentHandoffKey = (documentId: number) => [...WORKFLOW_KEY, 'handoff', documentId] as const;

/** The steps of a workflow, in their order. */
export const WORKFLOW_STEPS: readonly WorkflowStep[] = ['translation', 'review', 'review-2'];

/** A step's name: in the active locale, or with `t` (this folder's `useMessages()`). */
export function stepLabel(step: WorkflowStep, t: Translate<'documents'> = messagesIn()): string {
  switch (step) {
    case 'translation':
      return t(documentsWords.stepTranslation);
    case 'review':
      return t(documentsWords.stepReview);
    case 'review-2':
      return t(documentsWords.stepSecondReview);
  }
}

/**
 * The steps' names by step (keys in the workflow's order), each read in the active locale when it is read.
 * @deprecated Call `stepLabel(step, t)` (and WORKFLOW_STEPS for the steps): a name lowercased into a sentence is
 * English only.
 */
export const STEP_LABELS: Readonly<Record<WorkflowStep, string>> = {
  get translation() {
    return stepLabel('translation');
  },
  get review() {
    return stepLabel('review');
  },
  get 'review-2'() {
    return stepLabel('review-2');
  },
};

/**
 * A step's assignee as lists name them: one disabled since says so, their step waits for someone else. In the
 * active locale, or with `t` (this folder's `useMessages()`).
 */
export const assigneeName = (user: Assignee, t: Translate<'documents'> = messagesIn()) =>
  user.disabled ? t(documentsWords.assigneeDisabled, { name: personName(user) }) : personName(user);

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

/** The package the document is out in (its segments read-only for everyone), or null. */
export function useDocumentHandoff(documentId: number) {
  return useQuery({
    queryKey: documentHandoffKey(documentId),
    queryFn: async ({ signal }) => (await documentHandoff(documentId, signal)).handoff,
  });
}

/**
 * Whether the person may change the document's segments: as the server decides, nobody while the document is out in
 * a package (`handoff`, until it returns or the manager takes it back); otherwise a document with steps is its active
 * step's assignee's (and a manager's), one without steps everyone's who may edit.
 */
export function mayChangeSegments(
  steps: readonly Assignment[],
  user: User | null,
  handoff: DocumentHandoff | null = null,
): boolean {
  if (!can(user, 'document.edit') || handoff !== null) return false;
  if (steps.length === 0 || can(user, 'document.manage')) return true;
  return activeStepOf(steps)?.user.id === user?.id;
}

/** The filter value of "my step's open segments": the editor works out the segments from the person's step. */
export const MY_STEP_FILTER = 'my-step';

/** A deadline passed at `now`. */
export const isOverdue = (step: Pick<Assignment, 'due_at' | 'state'>, now: number) =>
  step.state !== 'delivered' && step.due_at !== null && Date.parse(step.due_at) < now;
