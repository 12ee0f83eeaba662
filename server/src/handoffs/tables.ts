import type { ColumnType, Generated } from 'kysely';
import type { HandoffFormat, HandoffReport, HandoffState } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A package sent out (migration 0901): whose documents, by whom, until when, and how it ended. */
export interface HandoffsTable {
  id: Generated<number>;
  project_id: number;
  target_lang: string;
  format: HandoffFormat;
  /** The person whose documents went out; null: every document of the language. */
  user_id: number | null;
  sent_by: number | null;
  sent_at: Timestamp;
  due_at: NullableTimestamp;
  state: ColumnType<HandoffState, HandoffState | undefined, HandoffState>;
  closed_at: NullableTimestamp;
  /** The report of its return (JSON), its conflicts as they were then; the open ones are handoff_conflicts. */
  report: ColumnType<HandoffReport | null, string | null | undefined, string | null>;
}

/** The documents of a package (the one a document is out in now is `documents.handoff_id`). */
export interface HandoffDocumentsTable {
  handoff_id: number;
  document_id: number;
}

/** A returned target waiting for the manager: Tessera's changed since the package left. */
export interface HandoffConflictsTable {
  handoff_id: number;
  record_id: number;
  returned_target: string;
}

export interface HandoffsTables {
  handoffs: HandoffsTable;
  handoff_documents: HandoffDocumentsTable;
  handoff_conflicts: HandoffConflictsTable;
}
