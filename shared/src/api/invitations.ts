import type { AcceptInvitationBody, CreateInvitationBody } from '../contract/invitations.ts';
import { call, routes } from '@tessera/shared';

/** 201 {id, url, expires_at}; 409 when a user has that email already. */
export const createInvitation = (body: CreateInvitationBody) => call(routes.invitations.create, { body });

/** Every invitation with its status. */
export const listInvitations = (signal?: AbortSignal) => call(routes.invitations.list, { signal });

/** 204; the link stops working. */
export const withdrawInvitation = (id: number) => call(routes.invitations.withdraw, { params: { id } });

/** What the link is for; 404 unknown or withdrawn, 410 used or expired. */
export const readInvitation = (token: string) => call(routes.invitations.read, { params: { token } });

/** 201 the new user, signed in (session cookie set). */
export const acceptInvitation = (token: string, body: AcceptInvitationBody) =>
  call(routes.invitations.accept, { params: { token }, body });
