import { z } from 'zod';
import { Id, IdParam, Timestamp } from './common.ts';
import { DocumentHandoff } from './handoffs.ts';
import { NOTIFICATION_KINDS } from './notification-kinds.ts';
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
 * How far a step is: its segments and words, and those done in it (translation: confirmed, `approved`; review:
 * reviewed; review-2: reviewed again in review-2).
 */
export const StepProgress = z.object({ segments: Count, done: Count, words: Count, words_done: Count });
export type StepProgress = z.infer<typeof StepProgress>;

/** The instant a step is due, with its offset (ISO 8601); null for no deadline. */
export const DueAt = z.iso
  .datetime({ offset: true, error: 'must be an ISO 8601 date-time with its offset' })
  .refine((value) => !value.startsWith('0000'), 'must be an ISO 8601 date-time with its offset')
  .nullable();

/** Who a step is given to; `disabled`: the account was disabled since, and the step waits for someone else. */
export const Assignee = UserRef.extend({ disabled: z.boolean() });
export type Assignee = z.infer<typeof Assignee>;

export const Assignment = z.object({
  step: WorkflowStep,
  user: Assignee,
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

/**
 * A document of a project with its steps in order (none: anyone may work on it), and the package it is out in
 * (read-only until it returns or is taken back), null when it is not out.
 */
export const DocumentSteps = z.object({
  document: z.object({ id: Id, name: z.string(), target_lang: z.string() }),
  assignments: z.array(Assignment),
  handoff: DocumentHandoff.nullable(),
});
export type DocumentSteps = z.infer<typeof DocumentSteps>;

/** `GET /projects/{id}/document_assignments`: every document of the project, in upload order, with its steps. */
export const ProjectDocumentAssignments = z.object({ documents: z.array(DocumentSteps) });
export type ProjectDocumentAssignments = z.infer<typeof ProjectDocumentAssignments>;

/** `GET /users/assignable`: the people a step may be given to (enabled users), by name. */
export const AssignableUsers = z.object({ users: z.array(UserRef) });

/** How many people `GET /users/assignable` answers at most to a search: a picker's list, not the whole agency. */
export const ASSIGNABLE_DEFAULT_LIMIT = 20;
export const ASSIGNABLE_MAX_LIMIT = 100;

/**
 * `GET /users/assignable`'s parameters, both optional. Sent with neither, the route answers every enabled user, as
 * it always has; sent with either, the first `limit` (default ASSIGNABLE_DEFAULT_LIMIT) whose username, display name
 * or email holds `search` (case ignored: the users list's rule), by the name they are shown by.
 */
export const AssignableUsersQuery = z.object({
  search: z.string().max(200, 'must be at most 200 characters').optional(),
  limit: z.coerce.number().int().min(1).max(ASSIGNABLE_MAX_LIMIT).optional(),
});
export type AssignableUsersQuery = z.input<typeof AssignableUsersQuery>;
export type AssignableUsers = z.infer<typeof AssignableUsers>;

/** A step a project's new documents start with. */
export const ProjectAssignment = z.object({ step: WorkflowStep, user: Assignee, due_at: Timestamp.nullable() });
export type ProjectAssignment = z.infer<typeof ProjectAssignment>;

/** `GET /projects/{id}/assignments`: the steps its new documents take. */
export const ProjectAssignments = z.object({ assignments: z.array(ProjectAssignment) });
export type ProjectAssignments = z.infer<typeof ProjectAssignments>;

/** The path of one step of a document: `/document/{id}/assignments/{step}/...`. */
export const DocumentStepParams = z.object({ id: IdParam.shape.id, step: WorkflowStep });

/**
 * `POST /document/{id}/assignments/{step}/deliver` by its assignee (or a manager): `force` (a manager's only)
 * delivers despite what blocks it. The body may be left out.
 */
export const DeliverStepBody = z.object({ force: z.boolean().optional() }).strict().nullable();
export type DeliverStepBody = z.input<typeof DeliverStepBody>;

/** How many blocking segments a refused delivery names by number, for the person to go to them. */
export const BLOCKING_SEGMENTS_NAMED = 20;

/**
 * What keeps a step from being delivered, in a 409's `details.blockers`: segments not done in it (translation:
 * not confirmed, rejected ones included; review: not reviewed; review-2: not reviewed in review-2) and segments
 * with QA errors not ignored. `segment_numbers` names the first of them (by their number in the document, from 1)
 * in document order, at most BLOCKING_SEGMENTS_NAMED.
 */
export const DeliveryBlocker = z.object({
  reason: z.enum(['unconfirmed', 'qa_errors']),
  segments: Count,
  segment_numbers: z.array(z.number().int().min(1)).max(BLOCKING_SEGMENTS_NAMED),
});
export type DeliveryBlocker = z.infer<typeof DeliveryBlocker>;

/** `POST /document/{id}/review/return`: the steps afterwards and how many rejected segments go back. */
export const ReturnedToTranslation = DocumentAssignments.extend({ rejected_segments: Count });
export type ReturnedToTranslation = z.infer<typeof ReturnedToTranslation>;

/**
 * A step of someone's work: the document (its target language and project tell apart the files of a project in
 * several languages, which share a name), the step, its deadline, state and progress.
 */
export const WorkItem = z.object({
  document: z.object({
    id: Id,
    name: z.string(),
    target_lang: z.string(),
    project_id: Id.nullable(),
    project_name: z.string().nullable(),
  }),
  step: WorkflowStep,
  due_at: Timestamp.nullable(),
  state: AssignmentState,
  progress: StepProgress,
});
export type WorkItem = z.infer<typeof WorkItem>;

/**
 * `GET /user/work`: the signed-in person's steps not delivered yet, the soonest due first (no deadline last);
 * `GET /users/{id}/work`: someone's, as an admin about to disable them sees it.
 */
export const UserWork = z.object({ items: z.array(WorkItem) });
export type UserWork = z.infer<typeof UserWork>;

/** One open step of a person being disabled, given to another active person (`user_id`). */
export const Reassignment = z.object({ document_id: Id, step: WorkflowStep, user_id: Id }).strict();
export type Reassignment = z.infer<typeof Reassignment>;

/**
 * `POST /users/{id}/disable`: disables the account and, in the same transaction, gives each open step listed in
 * `reassign` to another active person; a step left out keeps the disabled person until a manager changes it.
 */
export const DisableUserBody = z
  .object({
    reassign: z
      .array(Reassignment)
      .max(1000)
      .default([])
      .superRefine((list, context) => {
        const keys = list.map(({ document_id, step }) => `${document_id}/${step}`);
        const repeated = list.find((_, index) => keys.indexOf(keys[index]!) !== index);
        if (repeated)
          context.addIssue({
            code: 'custom',
            message: `the ${repeated.step} step of document ${repeated.document_id} is given twice`,
          });
      }),
  })
  .strict();
export type DisableUserBody = z.input<typeof DisableUserBody>;

/**
 * What a notification tells: a step was given to one (`assigned`), one's step became active (`activated`), a
 * document came back from review (`returned`), a step of a document one uploaded was delivered (`delivered`),
 * one's active step is due within DEADLINE_WARNING_MS (`deadline`), someone named one with @ in a segment's comment
 * (`mentioned`). In words: describeNotification (plain.ts).
 */
export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

export const Notification = z.object({
  id: Id,
  kind: NotificationKind,
  /** The document, with its target language: a project's files in several languages share a name. */
  document: z.object({ id: Id, name: z.string(), target_lang: z.string() }),
  /** The step it is about; null for a mention in a document without steps. */
  step: WorkflowStep.nullable(),
  /** The segment it is about, by its number in the document from 1 (a mention's); null for the other kinds. */
  segment: z.number().int().min(1).nullable(),
  /** Who did what it tells, when someone did. */
  by: UserRef.nullable(),
  /** The due date it warns of (`deadline`); null for the other kinds. */
  due_at: Timestamp.nullable(),
  created_at: Timestamp,
  read: z.boolean(),
});
export type Notification = z.infer<typeof Notification>;

/** `GET /user/notifications`: the newest first (at most NOTIFICATIONS_LISTED), and how many are unread in all. */
export const NotificationList = z.object({ notifications: z.array(Notification), unread: Count });
export type NotificationList = z.infer<typeof NotificationList>;

/** `POST /user/notifications/read`: these notifications read, or all of one's own without `ids`. */
export const MarkNotificationsReadBody = z.object({ ids: z.array(Id).max(1000).optional() }).strict();
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

/**
 * `GET /user/events` (Server-Sent Events), event `notification`: one just made for the signed-in person, and how
 * many of theirs are unread now.
 */
export const NotificationEvent = z.object({ notification: Notification, unread: Count });
export type NotificationEvent = z.infer<typeof NotificationEvent>;
