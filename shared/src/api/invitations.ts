import type { User } from '../contract/users.ts';
import type {
  AcceptInvitationBody,
  CreatedInvitation,
  CreateInvitationBody,
  Invitation,
  InvitationInfo,
} from '../contract/invitations.ts';
import { api } from './client.ts';

/** POST /users/invitations -> 201 {id, url, expires_at}; 409 when a user has that email already. */
export const createInvitation = (body: CreateInvitationBody) => api.post<CreatedInvitation>('/users/invitations', body);

/** GET /users/invitations: every invitation with its status. */
export const listInvitations = (signal?: AbortSignal) => api.get<Invitation[]>('/users/invitations', undefined, signal);

/** DELETE /users/invitations/{id} -> 204; the link stops working. */
export const withdrawInvitation = (id: number) => api.delete<void>(`/users/invitations/${id}`);

/** GET /auth/invitations/{token}: what the link is for; 404 unknown or withdrawn, 410 used or expired. */
export const readInvitation = (token: string) =>
  api.get<InvitationInfo>(`/auth/invitations/${encodeURIComponent(token)}`);

/** POST /auth/invitations/{token} -> 201 the new user, signed in (session cookie set). */
export const acceptInvitation = (token: string, body: AcceptInvitationBody) =>
  api.post<User>(`/auth/invitations/${encodeURIComponent(token)}`, body);
