import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SessionsTable {
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  /** "Remember me": a 30-day cookie; otherwise a browser-session cookie with a sliding idle timeout. */
  persistent: boolean;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Date | string;
}

/** Failed sign-ins, counted per email and per IP to answer 429 across every server process. */
export interface LoginFailuresTable {
  id: Generated<number>;
  email: string;
  ip: string;
  failed_at: Timestamp;
}

export interface AuthTables {
  sessions: SessionsTable;
  login_failures: LoginFailuresTable;
}
