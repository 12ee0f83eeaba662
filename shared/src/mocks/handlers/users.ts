import { HttpResponse } from 'msw';
import { CreateUserBody, SetPasswordBody, UpdateUserBody } from '../../contract/users.ts';
import { DisableUserBody } from '../../contract/assignments.ts';
import { db, nextId } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { workOf } from './assignments.ts';
import { handle, itemHandler } from './respond.ts';

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
  handle(routes.users.list, () => HttpResponse.json(db.users)),
];
