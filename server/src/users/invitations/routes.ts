import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INVITATION_DAYS } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { findUserWithHashByEmail } from '../repository.ts';
import { createInvitation, deleteInvitation, listInvitations } from './repository.ts';

const LIFETIME_MS = INVITATION_DAYS * 24 * 60 * 60 * 1000;

/**
 * Invitations: an admin makes a one-time link, lists and withdraws them; the invitee opens it and chooses a username
 * and password (auth/invitation-routes.ts, which signs them in).
 */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.invitations.create, async (request, reply) => {
    const { email, role } = request.body;
    const refusal = await app.accountHooks.passwordAccountsRefusal(app.db);
    if (refusal) throw new HttpError(409, 'invitations_off', refusal);
    if (await findUserWithHashByEmail(app.db, email))
      throw new HttpError(409, 'user_email_exists', 'A user with this email already exists');
    const created = await createInvitation(app.db, {
      email,
      role,
      invitedBy: request.user.id,
      lifetimeMs: LIFETIME_MS,
    });
    request.log.info({ invitationId: created.id, role, by: request.user.id }, 'invitation created');
    // The shell's page for the link, at the configured public address; without one, where the admin reached the API.
    const origin = app.config.publicUrl ?? `${request.protocol}://${request.host}`;
    const url = `${origin}/invite/${created.token}`;
    return reply.status(201).send({ id: created.id, url, expires_at: created.expiresAt.toISOString() });
  });

  route(app, endpoints.invitations.list, async () => listInvitations(app.db));

  route(app, endpoints.invitations.withdraw, async (request, reply) => {
    if (!(await deleteInvitation(app.db, request.params.id)))
      throw new HttpError(404, 'invitation_not_found', 'Invitation not found');
    return reply.status(204).send(null);
  });
};
