import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamp, Timestamps } from '../db/column-types.ts';

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  /** Stored lower-cased (the contract lower-cases); unique. */
  email: string;
  /** Unique ignoring case. */
  username: string;
  /** The name the person goes by, trimmed; null when none was given. */
  display_name: ColumnType<string | null, string | null | undefined, string | null>;
  /** The interface language the person chose; null lets the browser's decide. */
  locale: ColumnType<string | null, string | null | undefined, string | null>;
  /** The IANA time zone of the browser the person last used (their e-mails' dates); null until one is known. */
  time_zone: ColumnType<string | null, string | null | undefined, string | null>;
  /** scrypt hash, see ./passwords.ts. */
  password_hash: string;
  role: Role;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
}

/**
 * When each user last signed in (any way: password, single sign-on, an invitation accepted), one row per user who
 * ever did. A table of its own, not a column of users: every change of a users row is announced to each API process,
 * which then forgets the sessions it keeps (auth migration 0005), and a sign-in changes nothing they hold.
 */
export interface UserSignInsTable {
  user_id: number;
  signed_in_at: Timestamp;
}

export interface UsersTables {
  users: UsersTable;
  user_sign_ins: UserSignInsTable;
}

export type UserRow = Selectable<UsersTable>;
