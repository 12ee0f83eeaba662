import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../plugins/errors.ts';
import { bearerSecretOf } from '../auth/tokens/bearer.ts';
import { ScimError, scimErrorBody } from './errors.ts';
import { findScimToken } from './tokens.ts';
import { resourceTypes, schemas, serviceProviderConfig } from './discovery.ts';
import {
  bodyObject,
  listResponse,
  ListQuery,
  pageOf,
  parseScim,
  PatchBody,
  ScimGroupBody,
  ScimUserBody,
} from './schemas.ts';
import {
  createScimUser,
  findScimUser,
  groupsOfUsers,
  idOf,
  listScimUsers,
  patchedState,
  stateFromBody,
  updateScimUser,
  userResource,
  userStateOf,
} from './users.ts';
import {
  createScimGroup,
  deleteScimGroup,
  findScimGroup,
  groupResource,
  listScimGroups,
  membersOfGroups,
  patchScimGroup,
  replaceScimGroup,
} from './groups.ts';
import { syncRoles } from './roles.ts';

const SCIM_JSON = 'application/scim+json; charset=utf-8';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

function send(reply: FastifyReply, status: number, body: unknown) {
  return reply.status(status).type(SCIM_JSON).send(JSON.stringify(body));
}

/**
 * SCIM 2.0 (RFC 7643, RFC 7644) at /scim/v2, outside /api as SCIM clients expect: identity providers (Entra ID,
 * Okta) create, change, deactivate and group accounts. Only a SCIM token opens it (Settings → Provisioning): not a
 * session cookie, not an API token. Every answer, errors included, is `application/scim+json`.
 */
export async function scimRoutes(app: FastifyInstance): Promise<void> {
  // SCIM is no part of the Tessera API its OpenAPI document describes (/api/docs): RFC 7644 describes it.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  // SCIM clients send their own media type; plain JSON is read as well.
  app.addContentTypeParser('application/scim+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  const baseUrl = (request: FastifyRequest) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}/scim/v2`;

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ScimError)
      return send(reply, error.status, scimErrorBody(error.status, error.message, error.scimType));
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'scim: request failed');
      return send(reply, error.statusCode, scimErrorBody(error.statusCode, error.message));
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, a media type it cannot read, a body too large).
      const scimType =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError ? 'invalidSyntax' : undefined;
      return send(reply, status, scimErrorBody(status, error.message, scimType));
    }
    request.log.error({ err: error }, 'scim: request failed');
    return send(reply, 500, scimErrorBody(500, 'Internal server error'));
  });

  app.addHook('onRequest', async (request) => {
    const secret = bearerSecretOf(request);
    if (!secret) throw new ScimError(401, 'A SCIM token is needed: Authorization: Bearer <token>');
    const token = await findScimToken(app.db, secret);
    if (!token) throw new ScimError(401, 'The SCIM token is unknown or revoked');
    request.log.debug({ scimTokenId: token.id }, 'scim: token accepted');
  });

  app.get('/ServiceProviderConfig', async (request, reply) =>
    send(reply, 200, serviceProviderConfig(baseUrl(request))),
  );
  app.get('/ResourceTypes', async (request, reply) => {
    const types = resourceTypes(baseUrl(request));
    return send(reply, 200, listResponse(types, types.length, { startIndex: 1, count: types.length }));
  });
  app.get('/Schemas', async (request, reply) => {
    const all = schemas(baseUrl(request));
    return send(reply, 200, listResponse(all, all.length, { startIndex: 1, count: all.length }));
  });

  // Users

  const userAnswer = async (request: FastifyRequest, id: number) => {
    const row = await findScimUser(app.db, id);
    if (!row) throw new ScimError(404, `No user has the id ${id}`);
    const groups = await groupsOfUsers(app.db, [id]);
    return userResource(row, groups.get(id) ?? [], baseUrl(request));
  };

  const existingUser = async (request: IdRequest) => {
    const id = idOf(request.params.id);
    const row = id === undefined ? undefined : await findScimUser(app.db, id);
    if (id === undefined || !row) throw new ScimError(404, `No user has the id ${request.params.id}`);
    return { id, row };
  };

  app.get('/Users', async (request, reply) => {
    const query = parseScim(ListQuery, request.query);
    const page = pageOf(query);
    const { rows, total } = await listScimUsers(app.db, query.filter, page);
    const groups = await groupsOfUsers(
      app.db,
      rows.map((row) => row.id),
    );
    const resources = rows.map((row) => userResource(row, groups.get(row.id) ?? [], baseUrl(request)));
    return send(reply, 200, listResponse(resources, total, page));
  });

  app.get('/Users/:id', async (request: IdRequest, reply) => {
    const { id } = await existingUser(request);
    return send(reply, 200, await userAnswer(request, id));
  });

  app.post('/Users', async (request, reply) => {
    const body = parseScim(ScimUserBody, bodyObject(request.body));
    const id = await createScimUser(app.db, app.accountHooks, stateFromBody(body));
    request.log.info({ userId: id }, 'scim: user created');
    return send(reply, 201, await userAnswer(request, id));
  });

  app.put('/Users/:id', async (request: IdRequest, reply) => {
    const { id, row } = await existingUser(request);
    const body = parseScim(ScimUserBody, bodyObject(request.body));
    await updateScimUser(app.db, app.accountHooks, id, row, stateFromBody(body, userStateOf(row)));
    return send(reply, 200, await userAnswer(request, id));
  });

  app.patch('/Users/:id', async (request: IdRequest, reply) => {
    const { id, row } = await existingUser(request);
    const { Operations } = parseScim(PatchBody, bodyObject(request.body));
    const next = patchedState(userStateOf(row), Operations);
    await updateScimUser(app.db, app.accountHooks, id, row, next);
    if (next.active !== !row.disabled)
      request.log.info(
        { userId: id, active: next.active },
        `scim: user ${next.active ? 'reactivated' : 'deactivated'}`,
      );
    return send(reply, 200, await userAnswer(request, id));
  });

  // Deactivates rather than deletes: the person's translations, reviews and history keep their author.
  app.delete('/Users/:id', async (request: IdRequest, reply) => {
    const { id, row } = await existingUser(request);
    await updateScimUser(app.db, app.accountHooks, id, row, { ...userStateOf(row), active: false });
    request.log.info({ userId: id }, 'scim: user deleted by the provider, deactivated');
    return reply.status(204).send();
  });

  // Groups

  const wantsMembers = (request: FastifyRequest) => {
    const excluded = parseScim(ListQuery, request.query).excludedAttributes ?? '';
    return !excluded
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .includes('members');
  };

  const groupAnswer = async (request: FastifyRequest, id: number) => {
    const row = await findScimGroup(app.db, id);
    if (!row) throw new ScimError(404, `No group has the id ${id}`);
    const members = wantsMembers(request) ? ((await membersOfGroups(app.db, [id])).get(id) ?? []) : undefined;
    return groupResource(row, members, baseUrl(request));
  };

  const existingGroup = async (request: IdRequest) => {
    const id = idOf(request.params.id);
    if (id === undefined || !(await findScimGroup(app.db, id)))
      throw new ScimError(404, `No group has the id ${request.params.id}`);
    return id;
  };

  const rolesFollow = (request: FastifyRequest, userIds: number[]) =>
    syncRoles(app.db, app.accountHooks, request.log, userIds);

  app.get('/Groups', async (request, reply) => {
    const query = parseScim(ListQuery, request.query);
    const page = pageOf(query);
    const { rows, total } = await listScimGroups(app.db, query.filter, page);
    const members = wantsMembers(request)
      ? await membersOfGroups(
          app.db,
          rows.map((row) => row.id),
        )
      : undefined;
    const resources = rows.map((row) =>
      groupResource(row, members ? (members.get(row.id) ?? []) : undefined, baseUrl(request)),
    );
    return send(reply, 200, listResponse(resources, total, page));
  });

  app.get('/Groups/:id', async (request: IdRequest, reply) =>
    send(reply, 200, await groupAnswer(request, await existingGroup(request))),
  );

  app.post('/Groups', async (request, reply) => {
    const body = parseScim(ScimGroupBody, bodyObject(request.body));
    const { id, touched } = await createScimGroup(app.db, body);
    await rolesFollow(request, touched);
    request.log.info({ groupId: id }, 'scim: group created');
    return send(reply, 201, await groupAnswer(request, id));
  });

  app.put('/Groups/:id', async (request: IdRequest, reply) => {
    const id = await existingGroup(request);
    const body = parseScim(ScimGroupBody, bodyObject(request.body));
    await rolesFollow(request, await replaceScimGroup(app.db, id, body));
    return send(reply, 200, await groupAnswer(request, id));
  });

  app.patch('/Groups/:id', async (request: IdRequest, reply) => {
    const id = await existingGroup(request);
    const { Operations } = parseScim(PatchBody, bodyObject(request.body));
    await rolesFollow(request, await patchScimGroup(app.db, id, Operations));
    return send(reply, 200, await groupAnswer(request, id));
  });

  app.delete('/Groups/:id', async (request: IdRequest, reply) => {
    const id = await existingGroup(request);
    await rolesFollow(request, await deleteScimGroup(app.db, id));
    request.log.info({ groupId: id }, 'scim: group deleted');
    return reply.status(204).send();
  });

  // Anything else under /scim/v2 is no resource of this server (not the web app's page).
  app.all('/*', async (request) => {
    throw new ScimError(404, `Not found: ${request.method} ${request.url.split('?')[0]}`);
  });
}
