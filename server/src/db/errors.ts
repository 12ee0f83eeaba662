/**
 * A PostgreSQL error as both backends report it. node-postgres throws its own DatabaseError with these same
 * fields; errors from the PGlite worker are rebuilt as this class. Check `code`, never the class.
 */
export class DatabaseError extends Error {
  override name = 'DatabaseError';
  code?: string;
  detail?: string;
  hint?: string;
  constraint?: string;
  table?: string;
  column?: string;
  schema?: string;
  severity?: string;

  constructor(fields: { message: string } & Partial<Omit<DatabaseError, 'name' | 'message'>>) {
    super(fields.message);
    Object.assign(this, fields);
  }
}

/** PostgreSQL SQLSTATE codes the application reacts to. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';
export const PG_LOCK_NOT_AVAILABLE = '55P03';

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** True for a unique-constraint clash; pass `constraint` to tell which one (e.g. 'users_email_key'). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (codeOf(error) !== PG_UNIQUE_VIOLATION) return false;
  return constraint === undefined || (error as { constraint?: string }).constraint === constraint;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return codeOf(error) === PG_FOREIGN_KEY_VIOLATION;
}

/** True when a statement gave up waiting for a lock (lock_timeout). */
export function isLockNotAvailable(error: unknown): boolean {
  return codeOf(error) === PG_LOCK_NOT_AVAILABLE;
}
