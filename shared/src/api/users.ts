import { call, plainCalls, routes } from '@tessera/shared';
import type { UserPage, UsersQuery } from '../contract/users.ts';

/**
 * The calls of the users table (admins only; others get 403). `createUser` answers 201 with the user, 409 when the
 * email or username is taken. `updateUser(id, body)` changes only what the body holds and answers the user:
 * disabling ends their sessions at once; 409 for a taken email or username, or when it would leave no active admin.
 * `setUserPassword(id, body)` answers 204; the user's other sessions end. `getUserWork(id)` lists someone's steps
 * not delivered yet; `disableUser(id, { reassign })` disables them and gives the steps listed to others, all or nothing.
 */
export const {
  list: listUsers,
  create: createUser,
  update: updateUser,
  setPassword: setUserPassword,
  work: getUserWork,
  disable: disableUser,
} = plainCalls(routes.users);

/** One's own profile (any signed-in person): `updateProfile(body)` sets one's display name and answers the user. */
export const { updateMe: updateProfile } = plainCalls(routes.auth);

/**
 * A page of the users table, searched, filtered and sorted by the server (`query` as UsersQuery says). It always
 * sends `page`, so the route answers a page: the whole list is for callers that send no paging parameters.
 */
export async function listUsersPage(query: UsersQuery & { page: number }, signal?: AbortSignal): Promise<UserPage> {
  const answer = await call(routes.users.list, { query, signal });
  if (Array.isArray(answer)) throw new Error('GET /users/ answered every user to a request for a page');
  return answer;
}
