import { z } from 'zod';
import { Id, Timestamp } from './common.ts';
import { Email, Password, Role, UserRef, Username } from './users.ts';

export const CreateInvitationBody = z.object({ email: Email, role: Role });
export type CreateInvitationBody = z.infer<typeof CreateInvitationBody>;

/** The answer of inviting: the one-time link to hand to the invitee (shown once; only its hash is stored). */
export const CreatedInvitation = z.object({ id: Id, url: z.string(), expires_at: Timestamp });
export type CreatedInvitation = z.infer<typeof CreatedInvitation>;

export const InvitationStatus = z.enum(['pending', 'used', 'expired']);
export type InvitationStatus = z.infer<typeof InvitationStatus>;

export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: Role,
  status: InvitationStatus,
  created_at: Timestamp,
  expires_at: Timestamp,
  used_at: Timestamp.nullable(),
  invited_by: UserRef.nullable(),
});
export type Invitation = z.infer<typeof Invitation>;
export const InvitationList = z.array(Invitation);

/** The secret part of an invitation link (`/invite/<token>`). */
export const InvitationTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'is not a valid invitation link'),
});

/** What the invitee sees before choosing a username and password. */
export const InvitationInfo = z.object({ email: z.string(), role: Role, expires_at: Timestamp });
export type InvitationInfo = z.infer<typeof InvitationInfo>;

export const AcceptInvitationBody = z.object({ username: Username, password: Password });
export type AcceptInvitationBody = z.infer<typeof AcceptInvitationBody>;
