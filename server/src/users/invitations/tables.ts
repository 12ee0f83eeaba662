import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp } from '../../db/column-types.ts';

export interface InvitationsTable {
  id: Generated<number>;
  /** SHA-256 (hex) of the link's secret. */
  token_hash: string;
  /** Lower-cased, like users.email. */
  email: string;
  role: Role;
  invited_by: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The account created through the link. */
  user_id: number | null;
}

export interface InvitationTables {
  invitations: InvitationsTable;
}
