import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { acceptInvitation, invitationProblem } from '../users/invitations/service.ts';
import { findInvitation } from '../users/invitations/repository.ts';
import { createSession } from './repository.ts';
import { setSessionCookie } from './plugin.ts';
import { INVITATIONS_OFF, readPolicy } from './sso/policy.ts';
import { HttpError } from '../plugins/errors.ts';

/**
 * The invitee's side of an invitation (users/invitations/ keeps the admins'): they open the link signed out, and
 * accepting it creates their account and signs them in.
 */
export const invitationAcceptRoutes: FastifyPluginAsyncZod = async (app) => {
  /** An invitation made before single sign-on was required can no longer make a password account. */
  const refuseWhileSsoRequired = async () => {
    if ((await readPolicy(app.db)).require_sso) throw new HttpError(410, 'invitations_off', INVITATIONS_OFF);
  };

  route(app, endpoints.invitations.read, async (request) => {
    const invitation = await findInvitation(app.db, request.params.token);
    const problem = invitationProblem(invitation);
    if (problem) throw problem;
    await refuseWhileSsoRequired();
    return { email: invitation!.email, role: invitation!.role, expires_at: invitation!.expiresAt.toISOString() };
  });

  route(app, endpoints.invitations.accept, async (request, reply) => {
    await refuseWhileSsoRequired();
    const user = await acceptInvitation(app.db, request.params.token, request.body);
    const token = await createSession(app.db, user.id, false, app.config.sessionIdleTimeoutMs);
    setSessionCookie(request, reply, token);
    request.log.info({ userId: user.id }, 'invitation accepted');
    return reply.status(201).send(user);
  });
};
