import { HttpResponse } from 'msw';
import { LoginBody } from '../../contract/auth.ts';
import { UpdateProfileBody } from '../../contract/users.ts';
import { db } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { errorAnswer, handle } from './respond.ts';

export const authHandlers = [
  // A mock user keeps the interface language and time zone it was given, none at first.
  handle(routes.auth.me, ({ user }) => HttpResponse.json({ locale: null, time_zone: null, ...user })),

  handle.withBody(routes.auth.updateMe, UpdateProfileBody, ({ user, body }) =>
    HttpResponse.json({ locale: null, time_zone: null, ...Object.assign(user, body) }),
  ),

  // Whoever the email names is signed in: the mock checks no password and no account's state.
  handle.withBody(routes.auth.login, LoginBody, ({ body }) => {
    const user = db.users.find((u) => u.email === body.email);
    if (!user) return errorAnswer(401, 'wrong_email_or_password', 'Wrong email or password');
    db.currentUserId = user.id;
    return HttpResponse.json({ locale: null, time_zone: null, ...user });
  }),

  // No single sign-on provider in the mocks: the sign-in page shows the password form alone, and after signing out
  // offers no provider to sign out of.
  handle(routes.sso.providers, () => HttpResponse.json([])),
  handle(routes.sso.signedOut, () => HttpResponse.json({ provider: null })),
  handle(routes.sso.listProviders, () => HttpResponse.json([])),
  handle(routes.sso.methods, ({ request }) => {
    const only = new URL(request.url).searchParams.get('users')?.split(',').map(Number);
    const users = only ? db.users.filter((user) => only.includes(user.id)) : db.users;
    return HttpResponse.json(users.map((user) => ({ user_id: user.id, password: true, providers: [] })));
  }),
  handle(routes.sso.policy, () => HttpResponse.json({ require_sso: false, break_glass_user_id: null })),
  // No SCIM token and no role map in the mocks: Settings shows where a provider would provision accounts.
  handle(routes.scim.listTokens, () => HttpResponse.json([])),
  handle(routes.scim.settings, ({ request }) =>
    HttpResponse.json({ base_url: `${new URL(request.url).origin}/scim/v2`, role_map: {}, updated_at: null }),
  ),

  ...[routes.auth.logout, routes.auth.logoutAll].map((route) =>
    handle(route, () => {
      db.currentUserId = null;
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
