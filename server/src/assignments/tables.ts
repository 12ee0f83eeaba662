import type { ColumnType, Generated } from 'kysely';
import type { AnalysisBandName, NotificationKind, WorkflowStep } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A step of a document's workflow; its state follows from `delivered_at` and the steps before it. */
export interface DocumentAssignmentsTable {
  document_id: number;
  step: WorkflowStep;
  /** The step's place in WORKFLOW_STEPS: the order the document goes through its steps. */
  position: number;
  user_id: number;
  due_at: NullableTimestamp;
  /** When its assignee handed it on; null while it is to be done. */
  delivered_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A step a project's new documents start with. */
export interface ProjectAssignmentsTable {
  project_id: number;
  step: WorkflowStep;
  position: number;
  user_id: number;
  due_at: NullableTimestamp;
}

export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  kind: NotificationKind;
  document_id: number;
  /** The step it is about; null for a mention in a document without steps. */
  step: WorkflowStep | null;
  /** The segment it is about (a mention's); null for the others. */
  record_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Who did what it tells; null for the system. */
  actor_id: number | null;
  /** The due date a `deadline` notification warns of. */
  due_at: NullableTimestamp;
  created_at: Timestamp;
  read_at: NullableTimestamp;
  /** When an API process took it to mail (mailer.ts); null while not mailed. */
  mailed_at: NullableTimestamp;
}

/** A segment's band as its document's work started (migration 0541). */
export interface SegmentBandsTable {
  record_id: number;
  band: AnalysisBandName;
}

/** What a person did to a segment: written by the database only (migration 0541), read by the report. */
export interface SegmentWorkTable {
  id: Generated<number>;
  document_id: number;
  record_id: number;
  user_id: number;
  step: WorkflowStep | null;
  kind: 'confirmed' | 'review-edit';
  band: AnalysisBandName | null;
  words: number;
  created_at: Timestamp;
}

export interface AssignmentsTables {
  segment_bands: SegmentBandsTable;
  segment_work: SegmentWorkTable;
  notifications: NotificationsTable;
  document_assignments: DocumentAssignmentsTable;
  project_assignments: ProjectAssignmentsTable;
}
