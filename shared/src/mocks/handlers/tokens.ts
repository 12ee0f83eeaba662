import { HttpResponse } from 'msw';
import { ChangePasswordBody, CreateTokenBody, PutTokenSettingsBody } from '../../contract/tokens.ts';
import { AcceptInvitationBody, CreateInvitationBody } from '../../contract/invitations.ts';
import { INVITATION_DAYS } from '../../contract/plain.ts';
import { db, nextId, now, userRef } from '../db.ts';
import { routes } from '../../contract/routes.ts';
import { deleteFrom, errorAnswer, handle, idParam } from './respond.ts';

/** A secret of 43 base64url characters, as long as a real one. */
const randomSecret = () => crypto.randomUUID().replaceAll('-', '').padEnd(43, '0');
const withoutOwner = ({ user_id: _owner, ...token }: (typeof db.apiTokens)[number]) => token;
const invitationOf = (token: unknown) => db.invitations.find((i) => i.token === token);
const notAnInvitation = () =>
  errorAnswer(404, 'invitation_invalid', 'This invitation link is not valid. Ask an admin for a new one.');

/**
 * API tokens, one's own password and sessions, and invitations: plain reads and writes of the fixtures. The mock
 * checks no password, works out no expiry, revokes nothing on its own and keeps an invitation usable: those are the
 * server's rules (tested on it, see server/src/test/real-api.ts).
 */
export const tokenHandlers = [
  handle(routes.tokens.listMine, ({ user }) =>
    HttpResponse.json(db.apiTokens.filter((t) => t.user_id === user.id).map(withoutOwner)),
  ),
  handle.withBody(routes.tokens.create, CreateTokenBody, ({ user, body }) => {
    const { name, scope, expires_at = null } = body;
    const token = { id: nextId(db.apiTokens), name, scope, expires_at, created_at: now(), last_used_at: null };
    db.apiTokens.unshift({ ...token, user_id: user.id });
    return HttpResponse.json({ ...token, token: `tsr_${randomSecret()}` }, { status: 201 });
  }),
  handle(routes.tokens.revokeMine, ({ params, user }) =>
    deleteFrom(
      db.apiTokens,
      (t) => t.id === idParam(params.id) && t.user_id === user.id,
      'api_token_not_found',
      'API token not found',
    ),
  ),
  handle(routes.tokens.listAll, () =>
    HttpResponse.json(
      db.apiTokens.map((t) => ({ ...withoutOwner(t), user: userRef(db.users.find((u) => u.id === t.user_id)!) })),
    ),
  ),
  handle(routes.tokens.revokeAny, ({ params }) =>
    deleteFrom(db.apiTokens, (t) => t.id === idParam(params.id), 'api_token_not_found', 'API token not found'),
  ),
  handle(routes.tokens.settings, () => HttpResponse.json(db.tokenSettings)),
  handle.withBody(routes.tokens.putSettings, PutTokenSettingsBody, ({ body }) => {
    db.tokenSettings = { max_days: body.max_days, source: 'database', updated_at: now() };
    return HttpResponse.json(db.tokenSettings);
  }),
  handle(routes.tokens.limit, () => HttpResponse.json({ max_days: db.tokenSettings.max_days })),
  handle.withBody(routes.auth.changePassword, ChangePasswordBody, () => new HttpResponse(null, { status: 204 })),

  handle(routes.invitations.list, () =>
    HttpResponse.json(db.invitations.map(({ token: _secret, ...invitation }) => invitation)),
  ),
  handle.withBody(routes.invitations.create, CreateInvitationBody, ({ request, user, body }) => {
    const token = randomSecret();
    const invitation = {
      id: nextId(db.invitations),
      ...body,
      status: 'pending' as const,
      created_at: now(),
      expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000).toISOString(),
      used_at: null,
      invited_by: userRef(user),
      token,
    };
    db.invitations.unshift(invitation);
    const url = `${new URL(request.url).origin}/invite/${token}`;
    return HttpResponse.json({ id: invitation.id, url, expires_at: invitation.expires_at }, { status: 201 });
  }),
  handle(routes.invitations.withdraw, ({ params }) =>
    deleteFrom(db.invitations, (i) => i.id === idParam(params.id), 'invitation_not_found', 'Invitation not found'),
  ),
  handle(routes.invitations.read, ({ params }) => {
    const invitation = invitationOf(params.token);
    if (!invitation) return notAnInvitation();
    return HttpResponse.json({ email: invitation.email, role: invitation.role, expires_at: invitation.expires_at });
  }),
  handle.withBody(routes.invitations.accept, AcceptInvitationBody, ({ params, body }) => {
    const invitation = invitationOf(params.token);
    if (!invitation) return notAnInvitation();
    const { email, role } = invitation;
    const user = { id: nextId(db.users), email, username: body.username, display_name: null, role, disabled: false };
    db.users.push(user);
    Object.assign(invitation, { status: 'used', used_at: now() });
    db.currentUserId = user.id;
    return HttpResponse.json(user, { status: 201 });
  }),
];
