import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../../plugins/endpoint.ts';
import { HttpError } from '../../plugins/errors.ts';
import { createApiToken, deleteApiToken, listAllTokens, listUserTokens } from './repository.ts';
import { saveTokenMaxDays, tokenSettings } from './settings.ts';

const DAY_MS = 86_400_000;

/** Personal API tokens (`Authorization: Bearer <token>`), and every user's and how long they last for admins. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.tokens.listMine, async (request) => listUserTokens(app.db, request.user.id));

  route(app, endpoints.tokens.create, async (request, reply) => {
    const { name, scope, expires_at } = request.body;
    const maxDays = (await tokenSettings(app.db, app.config)).max_days;
    const latest = Date.now() + maxDays * DAY_MS;
    const expiresAt = new Date(expires_at ?? latest);
    if (expiresAt.getTime() <= Date.now())
      throw new HttpError(400, 'expiry_in_past', 'expires_at must be in the future');
    if (expiresAt.getTime() > latest)
      throw new HttpError(
        400,
        'expiry_too_far',
        `expires_at may be at most ${maxDays} days from now: tokens on this server last no longer`,
      );
    const created = await createApiToken(app.db, { userId: request.user.id, name, scope, expiresAt });
    request.log.info({ userId: request.user.id, tokenId: created.id, scope }, 'API token created');
    return reply.status(201).send(created);
  });

  route(app, endpoints.tokens.revokeMine, async (request, reply) => {
    if (!(await deleteApiToken(app.db, request.params.id, request.user.id)))
      throw new HttpError(404, 'api_token_not_found', 'API token not found');
    return reply.status(204).send(null);
  });

  route(app, endpoints.tokens.listAll, async () => listAllTokens(app.db));

  route(app, endpoints.tokens.revokeAny, async (request, reply) => {
    if (!(await deleteApiToken(app.db, request.params.id)))
      throw new HttpError(404, 'api_token_not_found', 'API token not found');
    request.log.info({ tokenId: request.params.id, by: request.user.id }, 'API token revoked by an admin');
    return reply.status(204).send(null);
  });

  route(app, endpoints.tokens.settings, async () => tokenSettings(app.db, app.config));

  route(app, endpoints.tokens.putSettings, async (request) => {
    await saveTokenMaxDays(app.db, request.body.max_days, request.user.id);
    request.log.info({ maxDays: request.body.max_days, by: request.user.id }, 'API token ceiling changed');
    return tokenSettings(app.db, app.config);
  });

  route(app, endpoints.tokens.limit, async () => ({
    max_days: (await tokenSettings(app.db, app.config)).max_days,
  }));
};
