import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApiTokenList,
  CreatedApiToken,
  CreateTokenBody,
  ErrorBody,
  IdParam,
  UserApiTokenList,
} from '@tessera/shared/contract';
import { z } from 'zod';
import { HttpError } from '../../plugins/errors.ts';
import { createApiToken, deleteApiToken, listAllTokens, listUserTokens } from './repository.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Personal API tokens (`Authorization: Bearer <token>`), and every user's for admins. */
export const apiTokenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/user/tokens',
    {
      config: { permission: 'session' },
      schema: {
        tags: ['tokens'],
        summary: "The signed-in user's API tokens (never their secrets)",
        response: { 200: ApiTokenList, ...errors },
      },
    },
    async (request) => listUserTokens(app.db, request.user.id),
  );

  app.post(
    '/user/tokens',
    {
      // A token minting tokens could outlive its own expiry or widen its scope: only a signed-in person may.
      config: { permission: 'session', sessionOnly: true },
      schema: {
        tags: ['tokens'],
        summary: 'Create an API token; its secret is in this answer only',
        description:
          'scope "read" allows GET requests only; "write" everything the user may do. Without expires_at the token lasts until revoked.',
        body: CreateTokenBody,
        response: { 201: CreatedApiToken, ...errors },
      },
    },
    async (request, reply) => {
      const { name, scope, expires_at } = request.body;
      const expiresAt = expires_at ? new Date(expires_at) : null;
      if (expiresAt && expiresAt.getTime() <= Date.now()) throw new HttpError(400, 'expires_at must be in the future');
      const created = await createApiToken(app.db, { userId: request.user.id, name, scope, expiresAt });
      request.log.info({ userId: request.user.id, tokenId: created.id, scope }, 'API token created');
      return reply.status(201).send(created);
    },
  );

  app.delete(
    '/user/tokens/:id',
    {
      config: { permission: 'session' },
      schema: {
        tags: ['tokens'],
        summary: "Revoke one of one's own API tokens",
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteApiToken(app.db, request.params.id, request.user.id)))
        throw new HttpError(404, 'API token not found');
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/users/tokens',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['tokens'],
        summary: "Every user's API tokens (never their secrets)",
        response: { 200: UserApiTokenList, ...errors },
      },
    },
    async () => listAllTokens(app.db),
  );

  app.delete(
    '/users/tokens/:id',
    {
      config: { permission: 'users.manage' },
      schema: {
        tags: ['tokens'],
        summary: "Revoke any user's API token",
        params: IdParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      if (!(await deleteApiToken(app.db, request.params.id))) throw new HttpError(404, 'API token not found');
      request.log.info({ tokenId: request.params.id, by: request.user.id }, 'API token revoked by an admin');
      return reply.status(204).send(null);
    },
  );
};
