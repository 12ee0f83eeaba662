import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { UserRef } from './users.ts';

/**
 * The workflow of a document: an ordered list of steps, each with one assignee and a deadline. A project holds
 * the steps its new documents start with. Server: server/src/assignments.
 */

/** The steps in the order a document goes through them; a document has any of them, `review-2` only after `review`. */
export const WORKFLOW_STEPS = ['translation', 'review', 'review-2'] as const;
export const WorkflowStep = z.enum(WORKFLOW_STEPS);
export type WorkflowStep = z.infer<typeof WorkflowStep>;

/**
 * `active`: the assignee's to do now (the first step at once, a later one once the step before it is delivered);
 * `waiting`: a step before it is not delivered yet; `delivered`: its assignee handed it on.
 */
export const AssignmentState = z.enum(['waiting', 'active', 'delivered']);
export type AssignmentState = z.infer<typeof AssignmentState>;

const Count = z.number().int().min(0);

/**
 * How far a step is: its segments and words, and those done in it (translation: translated or approved;
 * a review step: approved).
 */
export const StepProgress = z.object({ segments: Count, done: Count, words: Count, words_done: Count });
export type StepProgress = z.infer<typeof StepProgress>;

/** The instant a step is due, with its offset (ISO 8601); null for no deadline. */
export const DueAt = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time with its offset' })
  .refine((value) => !value.startsWith('0000'), 'must be an ISO 8601 date-time with its offset')
  .nullable();

export const Assignment = z.object({
  step: WorkflowStep,
  user: UserRef,
  due_at: Timestamp.nullable(),
  state: AssignmentState,
  progress: StepProgress,
});
export type Assignment = z.infer<typeof Assignment>;

/** `GET /document/{id}/assignments`: its steps in order; none for a document anyone may work on. */
export const DocumentAssignments = z.object({ assignments: z.array(Assignment) });
export type DocumentAssignments = z.infer<typeof DocumentAssignments>;

export const AssignmentInput = z.object({ step: WorkflowStep, user_id: Id, due_at: DueAt.default(null) }).strict();
export type AssignmentInput = z.input<typeof AssignmentInput>;

/** Each step at most once; a second review only with a first. */
const AssignmentInputList = z
  .array(AssignmentInput)
  .max(WORKFLOW_STEPS.length)
  .superRefine((list, context) => {
    const steps = list.map((assignment) => assignment.step);
    const repeated = steps.find((step, index) => steps.indexOf(step) !== index);
    if (repeated) context.addIssue({ code: 'custom', message: `the step "${repeated}" is given twice` });
    if (steps.includes('review-2') && !steps.includes('review'))
      context.addIssue({ code: 'custom', message: 'a "review-2" step needs a "review" step before it' });
  });

/**
 * `PUT /document/{id}/assignments` and `PUT /projects/{id}/assignments`: the whole list (empty: no workflow). A
 * step kept keeps its state (a delivered step stays delivered, even with another assignee).
 */
export const PutAssignmentsBody = z.object({ assignments: AssignmentInputList }).strict();
export type PutAssignmentsBody = z.input<typeof PutAssignmentsBody>;

/** A step a project's new documents start with. */
export const ProjectAssignment = z.object({ step: WorkflowStep, user: UserRef, due_at: Timestamp.nullable() });
export type ProjectAssignment = z.infer<typeof ProjectAssignment>;

/** `GET /projects/{id}/assignments`: the steps its new documents take. */
export const ProjectAssignments = z.object({ assignments: z.array(ProjectAssignment) });
export type ProjectAssignments = z.infer<typeof ProjectAssignments>;
