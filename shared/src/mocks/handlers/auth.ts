import { HttpResponse } from 'msw';
import { LoginBody } from '../../contract/auth.ts';
import { UpdateProfileBody } from '../../contract/users.ts';
import { MOCK_PASSWORD, currentUser, db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, handle, parseBody } from './respond.ts';

export const authHandlers = [
  handle(routes.auth.me, () => {
    const user = currentUser();
    return user ? HttpResponse.json(user) : errorAnswer(401, 'Not signed in');
  }),

  handle(routes.auth.updateMe, async ({ request }) => {
    const user = currentUser();
    if (!user) return errorAnswer(401, 'Not signed in');
    const body = await parseBody(request, UpdateProfileBody);
    if (!body.ok) return body.answer;
    user.display_name = body.value.display_name;
    return HttpResponse.json(user);
  }),

  handle(routes.auth.login, async ({ request }) => {
    const body = await parseBody(request, LoginBody);
    if (!body.ok) return body.answer;
    const user = db.users.find((u) => u.email === body.value.email);
    if (!user || body.value.password !== MOCK_PASSWORD) return errorAnswer(401, 'Wrong email or password');
    if (user.disabled) return errorAnswer(403, 'This account is disabled');
    db.currentUserId = user.id;
    return HttpResponse.json(user);
  }),

  // No single sign-on provider in the mocks: the sign-in page shows the password form alone.
  handle(routes.sso.providers, () => HttpResponse.json([])),
  handle(routes.sso.listProviders, () => HttpResponse.json([])),
  handle(routes.sso.methods, () =>
    HttpResponse.json(db.users.map((user) => ({ user_id: user.id, password: true, providers: [] }))),
  ),
  handle(routes.sso.policy, () => HttpResponse.json({ require_sso: false, break_glass_user_id: null })),

  handle(routes.auth.logout, () => {
    db.currentUserId = null;
    return new HttpResponse(null, { status: 204 });
  }),
];
