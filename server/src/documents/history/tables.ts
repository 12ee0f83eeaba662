import type { ColumnType, Generated } from 'kysely';
import type { MtQualityMethod, SegmentChange, WorkflowStep } from '@tessera/shared/contract';
import type { Timestamps } from '../../db/column-types.ts';

/** Written by the database's trigger only (migration 0361): the code reads it. */
export interface SegmentHistoryTable {
  id: Generated<number>;
  record_id: number;
  user_id: number | null;
  change: SegmentChange;
  old_target: string;
  new_target: string;
  old_approved: boolean;
  new_approved: boolean;
  /** The workflow step it was made in (migration 0520); null without steps. */
  step: WorkflowStep | null;
  old_review_level: number;
  new_review_level: number;
  /** The quality estimate of a machine translation saved as it was rated (migration 0800); else null. */
  mt_score: number | null;
  mt_method: MtQualityMethod | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface SegmentCommentsTable extends Timestamps {
  id: Generated<number>;
  record_id: number;
  document_id: number;
  user_id: number;
  text: string;
  resolved: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface HistoryTables {
  segment_history: SegmentHistoryTable;
  segment_comments: SegmentCommentsTable;
}
