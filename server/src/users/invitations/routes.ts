import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AcceptInvitationBody,
  CreatedInvitation,
  CreateInvitationBody,
  ErrorBody,
  IdParam,
  INVITATION_DAYS,
  InvitationInfo,
  InvitationList,
  InvitationTokenParam,
  User,
} from '@tessera/shared/contract';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { findUserWithHashByEmail } from '../repository.ts';
import { acceptInvitation, invitationProblem } from './service.ts';
import { createInvitation, deleteInvitation, findInvitation, listInvitations } from './repository.ts';
import { createSession } from '../../auth/repository.ts';
import { setSessionCookie } from '../../auth/plugin.ts';

const LIFETIME_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;
const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody, 410: ErrorBody };

/** Invitations: an admin makes a one-time link; the invitee opens it and chooses a username and password. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = { permission: 'users.manage' } as const;

  app.post(
    '/users/invitations',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: `Invite someone by email with a role; answers a one-time link valid ${INVITATION_DAYS} days`,
        body: CreateInvitationBody,
        response: { 201: CreatedInvitation, ...errors },
      },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      if (await findUserWithHashByEmail(app.db, email))
        throw new HttpError(409, 'A user with this email already exists');
      const created = await createInvitation(app.db, {
        email,
        role,
        invitedBy: request.user.id,
        lifetimeMs: LIFETIME_MS,
      });
      request.log.info({ invitationId: created.id, role, by: request.user.id }, 'invitation created');
      // The shell's page for the link; the origin is the one the admin reached the API through.
      const url = `${request.protocol}://${request.host}/invite/${created.token}`;
      return reply.status(201).send({ id: created.id, url, expires_at: created.expiresAt.toISOString() });
    },
  );

  app.get(
    '/users/invitations',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Every invitation with its state (pending, used, expired)',
        response: { 200: InvitationList, ...errors },
      },
    },
    async () => listInvitations(app.db),
  );

  app.delete(
    '/users/invitations/:id',
    {
      config: admin,
      schema: {
        tags: ['users'],
        summary: 'Withdraw an invitation: its link stops working',
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteInvitation(app.db, request.params.id))) throw new HttpError(404, 'Invitation not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/invitations/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'What an invitation link is for; 404 unknown or withdrawn, 410 used or expired',
        params: InvitationTokenParam,
        response: { 200: InvitationInfo, ...errors },
      },
    },
    async (request) => {
      const invitation = await findInvitation(app.db, request.params.token);
      const problem = invitationProblem(invitation);
      if (problem) throw problem;
      return { email: invitation!.email, role: invitation!.role, expires_at: invitation!.expiresAt.toISOString() };
    },
  );

  app.post(
    '/auth/invitations/:token',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Accept an invitation: creates the account with the invited email and role, and signs in',
        params: InvitationTokenParam,
        body: AcceptInvitationBody,
        response: { 201: User, ...errors },
      },
    },
    async (request, reply) => {
      const user = await acceptInvitation(app.db, request.params.token, request.body);
      const token = await createSession(app.db, user.id, false, app.config.sessionIdleTimeoutMs);
      setSessionCookie(request, reply, token);
      request.log.info({ userId: user.id }, 'invitation accepted');
      return reply.status(201).send(user);
    },
  );
};
