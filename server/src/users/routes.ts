import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CreateUserBody,
  ErrorBody,
  IdParam,
  SetPasswordBody,
  UpdateUserBody,
  User,
  UserList,
} from '@tessera/shared/contract';
import { z } from 'zod';
import { listUsers } from './repository.ts';
import { changeUser, createUser, resetPassword } from './service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Users administration: admins only, through the users.manage permission. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'users.manage' } as const;

  app.get(
    '/users/',
    {
      config,
      schema: { tags: ['users'], summary: 'List every user', response: { 200: UserList, ...errors } },
    },
    async () => listUsers(app.db),
  );

  app.post(
    '/users/',
    {
      config,
      schema: { tags: ['users'], summary: 'Create a user', body: CreateUserBody, response: { 201: User, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createUser(app.db, request.body)),
  );

  app.put(
    '/users/:id',
    {
      config,
      schema: {
        tags: ['users'],
        summary: "Change email, username, role or disabled; disabling ends the user's sessions",
        params: IdParam,
        body: UpdateUserBody,
        response: { 200: User, ...errors },
      },
    },
    async (request) => changeUser(app.db, request.params.id, request.body),
  );

  app.post(
    '/users/:id/password',
    {
      config,
      schema: {
        tags: ['users'],
        summary: "Set a new password; ends the user's other sessions",
        params: IdParam,
        body: SetPasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await resetPassword(app.db, request.params.id, request.body.password, request.sessionTokenHash);
      return reply.status(204).send(null);
    },
  );
};
