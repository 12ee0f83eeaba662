import type { ColumnType, Generated } from 'kysely';
import type { LqaTypology, ReviewAction, WorkflowStep } from '@tessera/shared/contract';

/** A reviewer's rejection or correction of a segment (migration 0520); its errors are rows of lqa_errors. */
export interface ReviewAnnotationsTable {
  id: Generated<number>;
  record_id: number;
  document_id: number;
  /** Null once its author is removed. */
  user_id: number | null;
  action: ReviewAction;
  reason: string | null;
  /** The document's active step then; null for a document without steps. */
  step: WorkflowStep | null;
  old_target: string;
  new_target: string;
  created_at: ColumnType<Date, Date | string | undefined, never>;
}

/** One error of an annotation, by the ids of the typology in force when it was recorded. */
export interface LqaErrorsTable {
  id: Generated<number>;
  annotation_id: number;
  document_id: number;
  category: string;
  severity: string;
  note: string | null;
}

/** A project's own typology and threshold; null (or no row): the default. */
export interface ProjectLqaSettingsTable {
  project_id: number;
  typology: ColumnType<LqaTypology | null, string | null, string | null>;
  pass_threshold: number | null;
}

export interface ReviewTables {
  review_annotations: ReviewAnnotationsTable;
  lqa_errors: LqaErrorsTable;
  project_lqa_settings: ProjectLqaSettingsTable;
}
