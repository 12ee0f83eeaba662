import type { ColumnType } from 'kysely';

export interface DocumentPresenceTable {
  document_id: number;
  user_id: number;
  connection: string;
  record_id: number | null;
  focused_at: ColumnType<Date, Date | string | undefined, Date | string>;
  seen_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface LiveTables {
  document_presence: DocumentPresenceTable;
}
