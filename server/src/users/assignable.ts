import { sql } from 'kysely';
import type { UserRef } from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';
import { NAME_KEY, userSearchMatches } from './user-pages.ts';

// GET /users/assignable (the contract's assignments domain, answered here beside the users list whose search it
// shares): the people a manager may give a step to.

/** The people a step may be given to: every enabled user, by name as people read them (not by code points). */
export async function assignableUsers(db: Db): Promise<UserRef[]> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'username', 'display_name'])
    .where('disabled', '=', false)
    .execute();
  return users.sort((a, b) => a.username.localeCompare(b.username, 'en') || a.id - b.id);
}

/**
 * The first `limit` enabled users whose username, display name or email holds `search` (the users list's rule, one
 * expression: userSearchMatches), by the name they are shown by then id: what a picker offers as one types, found by
 * the trigram index, never the thousands of an agency at once. An empty search finds the first by name.
 */
export async function searchAssignableUsers(db: Db, search: string, limit: number): Promise<UserRef[]> {
  return assignableSearch(db, search, limit).execute();
}

/** searchAssignableUsers's statement, for its tests to read the plan of. */
export function assignableSearch(db: Db, search: string, limit: number) {
  let found = db.selectFrom('users as u').where('u.disabled', '=', false);
  if (search !== '') found = found.where(userSearchMatches(search));
  return found
    .select(['u.id', 'u.username', 'u.display_name'])
    .orderBy(sql`${NAME_KEY}, u.id`)
    .limit(limit);
}
