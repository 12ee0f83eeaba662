import { HttpResponse } from 'msw';
import { ChangePasswordBody, CreateTokenBody, PutTokenSettingsBody } from '../../contract/tokens.ts';
import { AcceptInvitationBody, CreateInvitationBody } from '../../contract/invitations.ts';
import { INVITATION_DAYS } from '../../contract/plain.ts';
import { db, now } from '../db.ts';
import { MOCK_PASSWORD } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { deleteFrom, errorAnswer, handle, idParam, parseBody, requireUser } from './respond.ts';

const nextId = (rows: { id: number }[]) => Math.max(0, ...rows.map((r) => r.id)) + 1;
/** A secret of 43 base64url characters, as long as a real one (32 random bytes). */
const randomSecret = () =>
  Array.from(
    crypto.getRandomValues(new Uint8Array(43)),
    (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64],
  ).join('');

/** The invitation a link's secret names, while it is pending; else a 404 (none) or 410 (used) answer. */
function openInvitation(token: unknown) {
  const invitation = db.invitations.find((i) => i.token === token);
  if (!invitation)
    return {
      ok: false as const,
      answer: errorAnswer(
        404,
        'This invitation link is not valid: it may have been withdrawn. Ask an admin for a new one.',
      ),
    };
  if (invitation.status === 'used')
    return {
      ok: false as const,
      answer: errorAnswer(410, 'This invitation link was already used. Sign in with the account it created.'),
    };
  return { ok: true as const, invitation };
}

/** Revokes every token of a user, as signing out everywhere, disabling the user and a password change asking to do. */
export function revokeTokensOf(userId: number) {
  db.apiTokens.splice(0, db.apiTokens.length, ...db.apiTokens.filter((t) => t.user_id !== userId));
}

const withoutOwner = ({ user_id: _owner, ...token }: (typeof db.apiTokens)[number]) => token;

/** API tokens, one's own password and sessions, and invitations: plain reads and writes of the fixtures. */
export const tokenHandlers = [
  handle(routes.tokens.listMine, () => {
    const auth = requireUser();
    return auth.ok
      ? HttpResponse.json(db.apiTokens.filter((t) => t.user_id === auth.user.id).map(withoutOwner))
      : auth.answer;
  }),
  handle(routes.tokens.create, async ({ request }) => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateTokenBody);
    if (!body.ok) return body.answer;
    const expiresAt =
      body.value.expires_at ?? new Date(Date.now() + db.tokenSettings.max_days * 86_400_000).toISOString();
    const token = {
      id: nextId(db.apiTokens),
      name: body.value.name,
      scope: body.value.scope,
      created_at: now(),
      expires_at: expiresAt,
      last_used_at: null,
      user_id: auth.user.id,
    };
    db.apiTokens.unshift(token);
    return HttpResponse.json({ ...withoutOwner(token), token: `tsr_${randomSecret()}` }, { status: 201 });
  }),
  handle(routes.tokens.revokeMine, ({ params }) => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    const id = idParam(params.id);
    return deleteFrom(db.apiTokens, (t) => t.id === id && t.user_id === auth.user.id, 'API token not found');
  }),
  handle(routes.tokens.listAll, () => {
    const auth = requireUser('users.manage');
    if (!auth.ok) return auth.answer;
    return HttpResponse.json(
      db.apiTokens.map((t) => ({
        ...withoutOwner(t),
        user: (({ id, username, display_name }) => ({ id, username, display_name }))(
          db.users.find((u) => u.id === t.user_id) ?? { id: t.user_id, username: '', display_name: null },
        ),
      })),
    );
  }),
  handle(routes.tokens.revokeAny, ({ params }) => {
    const auth = requireUser('users.manage');
    if (!auth.ok) return auth.answer;
    return deleteFrom(db.apiTokens, (t) => t.id === idParam(params.id), 'API token not found');
  }),
  handle(routes.tokens.settings, () => {
    const auth = requireUser('users.manage');
    return auth.ok ? HttpResponse.json(db.tokenSettings) : auth.answer;
  }),
  handle(routes.tokens.putSettings, async ({ request }) => {
    const auth = requireUser('users.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, PutTokenSettingsBody);
    if (!body.ok) return body.answer;
    db.tokenSettings = { max_days: body.value.max_days, source: 'database', updated_at: now() };
    return HttpResponse.json(db.tokenSettings);
  }),
  handle(routes.tokens.limit, () => {
    const auth = requireUser();
    return auth.ok ? HttpResponse.json({ max_days: db.tokenSettings.max_days }) : auth.answer;
  }),
  handle(routes.auth.changePassword, async ({ request }) => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, ChangePasswordBody);
    if (!body.ok) return body.answer;
    if (body.value.old_password !== MOCK_PASSWORD) return errorAnswer(400, 'The current password is wrong');
    if (body.value.revoke_tokens) revokeTokensOf(auth.user.id);
    return new HttpResponse(null, { status: 204 });
  }),
  handle(routes.auth.logoutAll, () => {
    const auth = requireUser();
    if (!auth.ok) return auth.answer;
    revokeTokensOf(auth.user.id);
    db.currentUserId = null;
    return new HttpResponse(null, { status: 204 });
  }),

  handle(routes.invitations.list, () => {
    const auth = requireUser('users.manage');
    return auth.ok
      ? HttpResponse.json(db.invitations.map(({ token: _secret, ...invitation }) => invitation))
      : auth.answer;
  }),
  handle(routes.invitations.create, async ({ request }) => {
    const auth = requireUser('users.manage');
    if (!auth.ok) return auth.answer;
    const body = await parseBody(request, CreateInvitationBody);
    if (!body.ok) return body.answer;
    const token = randomSecret();
    const invitation = {
      id: nextId(db.invitations),
      email: body.value.email,
      role: body.value.role,
      status: 'pending' as const,
      created_at: now(),
      expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString(),
      used_at: null,
      invited_by: { id: auth.user.id, username: auth.user.username, display_name: auth.user.display_name },
      token,
    };
    db.invitations.unshift(invitation);
    return HttpResponse.json(
      { id: invitation.id, url: `${new URL(request.url).origin}/invite/${token}`, expires_at: invitation.expires_at },
      { status: 201 },
    );
  }),
  handle(routes.invitations.withdraw, ({ params }) => {
    const auth = requireUser('users.manage');
    if (!auth.ok) return auth.answer;
    return deleteFrom(db.invitations, (i) => i.id === idParam(params.id), 'Invitation not found');
  }),
  handle(routes.invitations.read, ({ params }) => {
    const found = openInvitation(params.token);
    if (!found.ok) return found.answer;
    const { invitation } = found;
    return HttpResponse.json({ email: invitation.email, role: invitation.role, expires_at: invitation.expires_at });
  }),
  handle(routes.invitations.accept, async ({ request, params }) => {
    const found = openInvitation(params.token);
    if (!found.ok) return found.answer;
    const { invitation } = found;
    const body = await parseBody(request, AcceptInvitationBody);
    if (!body.ok) return body.answer;
    const user = {
      id: nextId(db.users),
      email: invitation.email,
      username: body.value.username,
      display_name: null,
      role: invitation.role,
      disabled: false,
    };
    db.users.push(user);
    Object.assign(invitation, { status: 'used', used_at: now() });
    db.currentUserId = user.id;
    return HttpResponse.json(user, { status: 201 });
  }),
];
