import { HttpResponse } from 'msw';
import { CreateUserBody, SetPasswordBody, UpdateUserBody } from '../../contract/users.ts';
import { db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { revokeTokensOf } from './tokens.ts';
import { errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';

/** Users administration as the server does it: admins only, unique email/username, last admin kept. */
const requireAdmin = () => requireUser('users.manage');

function clash(email: string | undefined, username: string | undefined, exceptId?: number): Response | undefined {
  const others = db.users.filter((u) => u.id !== exceptId);
  if (email && others.some((u) => u.email.toLowerCase() === email.toLowerCase()))
    return errorAnswer(409, 'A user with this email already exists');
  if (username && others.some((u) => u.username.toLowerCase() === username.toLowerCase()))
    return errorAnswer(409, 'A user with this username already exists');
  return undefined;
}

export const usersHandlers = [
  handle(routes.users.create, async ({ request }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateUserBody);
    if (!body.ok) return body.answer;
    const conflict = clash(body.value.email, body.value.username);
    if (conflict) return conflict;
    const user = {
      id: Math.max(0, ...db.users.map((u) => u.id)) + 1,
      email: body.value.email,
      username: body.value.username,
      role: body.value.role,
      disabled: false,
    };
    db.users.push(user);
    return HttpResponse.json(user, { status: 201 });
  }),

  handle(routes.users.update, async ({ request, params }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, UpdateUserBody);
    if (!body.ok) return body.answer;
    const user = db.users.find((u) => u.id === idParam(params.id));
    if (!user) return errorAnswer(404, 'User not found');
    const conflict = clash(body.value.email, body.value.username, user.id);
    if (conflict) return conflict;
    const losesAdmin =
      user.role === 'admin' &&
      !user.disabled &&
      (body.value.disabled === true || (body.value.role !== undefined && body.value.role !== 'admin'));
    if (losesAdmin && db.users.filter((u) => u.role === 'admin' && !u.disabled).length <= 1) {
      return errorAnswer(409, 'This is the last active admin; make another user an admin first');
    }
    Object.assign(user, body.value);
    if (user.disabled) revokeTokensOf(user.id);
    return HttpResponse.json(user);
  }),

  handle(routes.users.setPassword, async ({ request, params }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, SetPasswordBody);
    if (!body.ok) return body.answer;
    if (!db.users.some((u) => u.id === idParam(params.id))) return errorAnswer(404, 'User not found');
    return new HttpResponse(null, { status: 204 });
  }),
];
