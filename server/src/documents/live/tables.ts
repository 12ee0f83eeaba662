import type { Timestamp } from '../../db/column-types.ts';

export interface DocumentPresenceTable {
  document_id: number;
  user_id: number;
  connection: string;
  record_id: number | null;
  focused_at: Timestamp;
  seen_at: Timestamp;
}

export interface LiveTables {
  document_presence: DocumentPresenceTable;
}
