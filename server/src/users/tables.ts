import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp } from '../db/column-types.ts';

export interface UsersTable {
  id: Generated<number>;
  /** Stored lower-cased (the contract lower-cases); unique. */
  email: string;
  /** Unique ignoring case. */
  username: string;
  /** scrypt hash, see auth/passwords.ts. */
  password_hash: string;
  role: Role;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UsersTables {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
