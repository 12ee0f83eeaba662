import { z } from 'zod';
import { DisableUserBody, UserWork } from '../assignments.ts';
import { LoginBody } from '../auth.ts';
import { IdParam } from '../common.ts';
import {
  AcceptInvitationBody,
  CreatedInvitation,
  CreateInvitationBody,
  InvitationInfo,
  InvitationList,
  InvitationTokenParam,
} from '../invitations.ts';
import { INVITATION_DAYS } from '../plain.ts';
import { routes } from '../routes.ts';
import {
  ApiTokenList,
  ChangePasswordBody,
  CreatedApiToken,
  CreateTokenBody,
  PutTokenSettingsBody,
  TokenLimit,
  TokenSettings,
  UserApiTokenList,
} from '../tokens.ts';
import {
  CreateUserBody,
  Me,
  SetPasswordBody,
  UpdateProfileBody,
  UpdateUserBody,
  User,
  UserList,
  UserPage,
  UsersQuery,
} from '../users.ts';
import { endpointsTagged, NO_CONFLICT_ERRORS, NoContent } from './endpoint.ts';

const auth = endpointsTagged('auth');
const users = endpointsTagged('users');
const tokens = endpointsTagged('tokens', { errors: NO_CONFLICT_ERRORS });

export const authEndpoints = auth(routes.auth, {
  login: {
    summary: 'Sign in; sets the HttpOnly session cookie',
    body: LoginBody,
    response: { 200: Me },
    errors: [400, 401, 403, 429],
  },
  logout: {
    summary: 'Sign out; deletes the session',
    response: { 204: NoContent },
    errors: [403],
  },
  logoutAll: {
    summary: "Sign out of every session, this one included, and revoke every one of one's API tokens",
    response: { 204: NoContent },
    errors: [401, 403],
  },
  me: { summary: 'The signed-in user, with the interface language they chose', response: { 200: Me }, errors: [401] },
  updateMe: {
    summary: "Change one's own profile: the display name (an empty one removes it) and the interface's language",
    body: UpdateProfileBody,
    response: { 200: Me },
    errors: [400, 401, 403],
  },
  changePassword: {
    summary: "Change one's own password; ends one's other sessions, and one's API tokens with revoke_tokens",
    body: ChangePasswordBody,
    response: { 204: NoContent },
    errors: [400, 401, 403, 429],
  },
  health: {
    tag: 'health',
    summary: 'Answers once the database is reachable',
    response: { 200: z.object({ status: z.literal('ok') }) },
    errors: [503],
  },
});

export const usersEndpoints = users(routes.users, {
  list: {
    summary: 'List every user, or a page of them: searched, filtered and sorted',
    description:
      'Without query parameters: every user, by id (an array). With any of them: a page (0-based, 100 per page) ' +
      '`{records, total_rows}`, each user with `last_sign_in_at`; `search` is a case-insensitive substring of the ' +
      'username, display name or email; `role` and `status` (active, disabled) filter; sort by name (the default), ' +
      'email, role, last_sign_in or status, order asc (the default) or desc.',
    querystring: UsersQuery,
    response: { 200: z.union([UserPage, UserList]) },
  },
  create: { summary: 'Create a user', body: CreateUserBody, response: { 201: User } },
  update: {
    summary: "Change email, username, display name, role or disabled; disabling ends the user's sessions",
    params: IdParam,
    body: UpdateUserBody,
    response: { 200: User },
  },
  setPassword: {
    summary: "Set a new password; ends the user's other sessions",
    params: IdParam,
    body: SetPasswordBody,
    response: { 204: NoContent },
  },
  work: {
    summary: "Someone's steps not delivered yet (active or waiting), the soonest due first",
    description: 'What an admin about to disable the person sees: the steps to give to someone else.',
    params: IdParam,
    response: { 200: UserWork },
  },
  disable: {
    summary: 'Disable a user and give their open steps to others, in one transaction',
    description:
      "Ends the user's sessions and revokes their API tokens as disabling through PUT does. Each step of `reassign` " +
      'must be one of their steps not delivered yet (400 otherwise), and its new assignee an active user who may ' +
      'edit documents (400 otherwise); a step left out keeps the disabled user. 409 for the last active admin, or ' +
      'a step that changed hands or was delivered meanwhile; nothing is changed then.',
    params: IdParam,
    body: DisableUserBody,
    response: { 200: User },
  },
});

export const tokensEndpoints = tokens(routes.tokens, {
  listMine: { summary: "The signed-in user's API tokens (never their secrets)", response: { 200: ApiTokenList } },
  create: {
    summary: 'Create an API token; its secret is in this answer only',
    description:
      'scope "read" allows GET requests only; "write" everything the user may do but create tokens, change the password and sign out everywhere. Every token expires: at most the ceiling an admin set (else API_TOKEN_MAX_DAYS, 365 unless set) days from now, which is also what it gets without expires_at; 400 beyond it.',
    body: CreateTokenBody,
    response: { 201: CreatedApiToken },
  },
  revokeMine: {
    summary: "Revoke one of one's own API tokens",
    params: IdParam,
    response: { 204: NoContent },
  },
  listAll: {
    summary: "Every user's API tokens (never their secrets)",
    response: { 200: UserApiTokenList },
  },
  revokeAny: {
    summary: "Revoke any user's API token",
    params: IdParam,
    response: { 204: NoContent },
  },
  settings: {
    summary: 'How many days API tokens may last at most, and whether an admin set it or the environment',
    response: { 200: TokenSettings },
  },
  putSettings: {
    summary: 'Set how many days API tokens may last at most; tokens already made keep their expiry',
    body: PutTokenSettingsBody,
    response: { 200: TokenSettings },
  },
  limit: {
    summary: 'How many days a new API token may last at most',
    response: { 200: TokenLimit },
  },
});

/** An invitation link may have been used or have expired (410). */
const invitations = endpointsTagged('users', { errors: [400, 401, 403, 404, 409, 410] });

export const invitationsEndpoints = invitations(routes.invitations, {
  create: {
    summary: `Invite someone by email with a role; answers a one-time link valid ${INVITATION_DAYS} days`,
    body: CreateInvitationBody,
    response: { 201: CreatedInvitation },
  },
  list: {
    summary: 'Every invitation with its state (pending, used, expired)',
    response: { 200: InvitationList },
  },
  withdraw: {
    summary: 'Withdraw an invitation: its link stops working',
    params: IdParam,
    response: { 204: NoContent },
  },
  read: {
    tag: 'auth',
    summary: 'What an invitation link is for; 404 unknown or withdrawn, 410 used or expired',
    params: InvitationTokenParam,
    response: { 200: InvitationInfo },
  },
  accept: {
    tag: 'auth',
    summary: 'Accept an invitation: creates the account with the invited email and role, and signs in',
    params: InvitationTokenParam,
    body: AcceptInvitationBody,
    response: { 201: User },
  },
});
