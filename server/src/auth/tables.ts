import type { Timestamp } from '../db/column-types.ts';
import type { SsoTables } from './sso/tables.ts';

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

/** A session ended by disabling its user, kept until it would have expired (auth/repository.ts). */
export interface DisabledAccountSessionsTable {
  token_hash: string;
  user_id: number;
  expires_at: Date | string;
}

/**
 * Sign-in failures of one account from one IP, or of every account from one IP (`email` ''), see auth/throttle.ts.
 * `failures` also counts attempts still being checked: an attempt is counted before its password is.
 */
export interface LoginThrottleTable {
  ip: string;
  email: string;
  failures: number;
  last_failure_at: Timestamp;
}

export interface AuthTables extends SsoTables {
  sessions: SessionsTable;
  disabled_account_sessions: DisabledAccountSessionsTable;
  login_throttle: LoginThrottleTable;
}
