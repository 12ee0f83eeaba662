import type { ColumnType, Generated, Selectable } from 'kysely';
import type { Role } from '@tessera/shared/contract';
import type { Timestamps } from '../db/column-types.ts';

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

export interface UsersTables {
  users: UsersTable;
}

export type UserRow = Selectable<UsersTable>;
