import { HttpResponse } from 'msw';
import { CreateUserBody, SetPasswordBody, UpdateUserBody, UsersQuery } from '../../contract/users.ts';
import { PAGE_SIZE, searchText } from '../../contract/plain.ts';
import { DisableUserBody } from '../../contract/assignments.ts';
import { db, nextId } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { workOf } from './assignments.ts';
import { handle, holdsSearch, itemHandler, queryOf } from './respond.ts';

const handleUser = itemHandler((id) => db.users.find((u) => u.id === id), {
  code: 'user_not_found',
  message: 'User not found',
});

/** Users administration for admins: the users are fixtures, created and changed as sent. */
export const usersHandlers = [
  handle.withBody(routes.users.create, CreateUserBody, ({ body: { email, username, role } }) => {
    const user = { id: nextId(db.users), email, username, role, display_name: null };
    db.users.push({ ...user, disabled: false });
    return HttpResponse.json({ ...user, disabled: false }, { status: 201 });
  }),
  handleUser.withBody(routes.users.update, UpdateUserBody, (user, { body }) =>
    HttpResponse.json(Object.assign(user, body)),
  ),
  handleUser(routes.users.work, (user) => HttpResponse.json({ items: workOf(user.id) })),
  // Disabled; whom their steps go to is the server's to carry out.
  handleUser.withBody(routes.users.disable, DisableUserBody, (user) =>
    HttpResponse.json(Object.assign(user, { disabled: true })),
  ),
  handleUser.withBody(routes.users.setPassword, SetPasswordBody, () => new HttpResponse(null, { status: 204 })),
];

/** The list calls of the other domains (translation memories; users for admins; documents: ../documents.ts). */
export const listHandlers = [
  handle(routes.tm.list, () => HttpResponse.json(db.translationMemories)),
  handle(routes.users.list, ({ request }) => usersList(request)),
];

/**
 * Every user without paging parameters; with any, the page of the users whose names or email hold the search, in the
 * fixtures' order: how the server sorts and filters is the server's (its route tests), a screen test that needs a
 * sorted or filtered answer hands it over itself.
 */
function usersList(request: Request): Response {
  const sent = Object.fromEntries(new URL(request.url).searchParams);
  if (Object.keys(sent).length === 0) return HttpResponse.json(db.users);
  const read = queryOf(request, UsersQuery);
  if ('invalid' in read) return read.invalid;
  const { page = 0, search } = read.query;
  const found = db.users.filter((user) =>
    holdsSearch([user.username, user.display_name ?? '', user.email], searchText(search)),
  );
  return HttpResponse.json({
    records: found.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE).map((user) => ({ ...user, last_sign_in_at: null })),
    total_rows: found.length,
  });
}
