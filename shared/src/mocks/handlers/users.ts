import { HttpResponse } from 'msw';
import { CreateUserBody, SetPasswordBody, UpdateUserBody } from '../../contract/users.ts';
import { DisableUserBody } from '../../contract/assignments.ts';
import { db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { revokeTokensOf } from './tokens.ts';
import { workOf } from './assignments.ts';
import { errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';

/** Users administration for admins: the users are fixtures, created and changed as sent. */
const requireAdmin = () => requireUser('users.manage');

export const usersHandlers = [
  handle(routes.users.create, async ({ request }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateUserBody);
    if (!body.ok) return body.answer;
    const user = {
      id: Math.max(0, ...db.users.map((u) => u.id)) + 1,
      email: body.value.email,
      username: body.value.username,
      display_name: null,
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
    Object.assign(user, body.value);
    if (user.disabled) revokeTokensOf(user.id);
    return HttpResponse.json(user);
  }),

  handle(routes.users.work, ({ params }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const user = db.users.find((u) => u.id === idParam(params.id));
    if (!user) return errorAnswer(404, 'User not found');
    return HttpResponse.json({ items: workOf(user.id) });
  }),

  handle(routes.users.disable, async ({ request, params }) => {
    const auth = requireAdmin();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, DisableUserBody);
    if (!body.ok) return body.answer;
    const user = db.users.find((u) => u.id === idParam(params.id));
    if (!user) return errorAnswer(404, 'User not found');
    for (const { document_id, step, user_id } of body.value.reassign) {
      const assignment = db.assignments.find(
        (candidate) =>
          candidate.document_id === document_id && candidate.step === step && candidate.user_id === user.id,
      );
      if (assignment) assignment.user_id = user_id;
    }
    user.disabled = true;
    revokeTokensOf(user.id);
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
