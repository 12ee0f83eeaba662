import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { endpoints } from '@tessera/shared/contract/endpoints';
import type { ScimSettings } from '@tessera/shared/contract';
import { route } from '../plugins/endpoint.ts';
import { HttpError } from '../plugins/errors.ts';
import { createScimToken, deleteScimToken, listScimTokens } from './tokens.ts';
import { readRoleMap, saveRoleMap, scimGroupMemberIds, syncRoles } from './roles.ts';

/** SCIM's tokens and role map, for admins (Settings → Provisioning). */
export const scimAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Where the identity provider is pointed: PUBLIC_URL/scim/v2 (else this request's origin). */
  const baseUrl = (request: FastifyRequest) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/scim/v2`;

  const settings = async (request: FastifyRequest): Promise<ScimSettings> => {
    const { roleMap, updatedAt } = await readRoleMap(app.db);
    return { base_url: baseUrl(request), role_map: roleMap, updated_at: updatedAt?.toISOString() ?? null };
  };

  route(app, endpoints.scim.listTokens, async () => listScimTokens(app.db));

  route(app, endpoints.scim.createToken, async (request, reply) => {
    const created = await createScimToken(app.db, request.body.name, request.user.id);
    request.log.info({ scimTokenId: created.id, by: request.user.id }, 'SCIM token created');
    return reply.status(201).send(created);
  });

  route(app, endpoints.scim.revokeToken, async (request, reply) => {
    if (!(await deleteScimToken(app.db, request.params.id)))
      throw new HttpError(404, 'scim_token_not_found', 'SCIM token not found');
    request.log.info({ scimTokenId: request.params.id, by: request.user.id }, 'SCIM token revoked');
    return reply.status(204).send(null);
  });

  route(app, endpoints.scim.settings, async (request) => settings(request));

  route(app, endpoints.scim.putSettings, async (request) => {
    await saveRoleMap(app.db, request.body.role_map, request.user.id);
    request.log.info({ by: request.user.id }, 'SCIM role map changed');
    await syncRoles(app.db, app.accountHooks, request.log, await scimGroupMemberIds(app.db));
    return settings(request);
  });
};
