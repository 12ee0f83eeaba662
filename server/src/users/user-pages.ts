import { sql, type RawBuilder } from 'kysely';
import {
  PAGE_SIZE,
  type ListedUser,
  type Role,
  type SortOrder,
  type UserPage,
  type UserSort,
  type UserStatus,
} from '@tessera/shared/contract';
import type { Db } from '../db/database.ts';

/** What a page of the users table is asked for; the route fills in the defaults. */
export interface UserPageQuery {
  page: number;
  search: string;
  sort: UserSort;
  order: SortOrder;
  role?: Role;
  status?: UserStatus;
}

/** The name a person is shown by, case ignored: the expression migration 0893's indexes are built on. */
export const NAME_KEY = sql`lower(coalesce(u.display_name, u.username))`;

const ASC = sql.raw('asc');
const DESC = sql.raw('desc');

/**
 * What each sort orders by before the name and the id that break its ties. Emails by lower(email), which the unique
 * index users_email_key holds (they are stored lower-cased, so the order is theirs); roles as their names sort (admin,
 * manager, user: also their rank), status as `disabled` (active first), a last sign-in with never as the earliest.
 */
const SORT_KEYS: Record<Exclude<UserSort, 'name'>, (direction: RawBuilder<unknown>) => RawBuilder<unknown>> = {
  email: (direction) => sql`lower(u.email) ${direction}`,
  role: (direction) => sql`u.role ${direction}`,
  status: (direction) => sql`u.disabled ${direction}`,
  last_sign_in: (direction) =>
    sql`s.signed_in_at ${direction} ${sql.raw(direction === ASC ? 'nulls first' : 'nulls last')}`,
};
/** `%search%` for LIKE, with the person's %, _ and \ taken literally. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The users whose username, display name or email holds `search`, case ignored (both sides lower-cased by PostgreSQL
 * as the glossary's search does): the users list's search and the people pickers' (GET /users/assignable), on `u`.
 * Migration 0893's trigram index (users_search_trgm) is built on this very expression and serves it from three
 * characters on.
 */
export function userSearchMatches(search: string): RawBuilder<boolean> {
  return sql<boolean>`lower(u.username || E'\\n' || coalesce(u.display_name, '') || E'\\n' || u.email) like lower(${likePattern(search)})`;
}

/**
 * One page of the users table and how many users match: searched (userSearchMatches), filtered by role and status, sorted in
 * the database. The count is exact: users are thousands, not millions.
 */
export async function pageUsers(db: Db, query: UserPageQuery): Promise<UserPage> {
  let matching = db.selectFrom('users as u');
  if (query.search !== '') matching = matching.where(userSearchMatches(query.search));
  if (query.role) matching = matching.where('u.role', '=', query.role);
  if (query.status) matching = matching.where('u.disabled', '=', query.status === 'disabled');

  const direction = query.order === 'desc' ? DESC : ASC;
  const keys = [
    ...(query.sort === 'name' ? [] : [SORT_KEYS[query.sort](direction)]),
    sql`${NAME_KEY} ${direction}`,
    sql`u.id ${direction}`,
  ];
  const [rows, count] = await Promise.all([
    matching
      .leftJoin('user_sign_ins as s', 's.user_id', 'u.id')
      .select(['u.id', 'u.email', 'u.username', 'u.display_name', 'u.role', 'u.disabled', 's.signed_in_at'])
      .orderBy(sql.join(keys))
      .limit(PAGE_SIZE)
      .offset(query.page * PAGE_SIZE)
      .execute(),
    matching.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { records: rows.map(listedUser), total_rows: Number(count.n) };
}

function listedUser({ signed_in_at, ...user }: Omit<ListedUser, 'last_sign_in_at'> & { signed_in_at: Date | null }) {
  return { ...user, last_sign_in_at: signed_in_at === null ? null : new Date(signed_in_at).toISOString() };
}

/** Keeps the time of a user's sign-in (a new session), for the users table's last sign-in. */
export async function recordSignIn(db: Db, userId: number, at: Date): Promise<void> {
  await db
    .insertInto('user_sign_ins')
    .values({ user_id: userId, signed_in_at: at })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ signed_in_at: at }))
    .execute();
}
