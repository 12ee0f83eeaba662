import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { endpoint } from '../plugins/endpoint.ts';
import { listUsers } from './repository.ts';
import { changeUser, createUser, resetPassword } from './service.ts';

/** Users administration: admins only, through the users.manage permission. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...endpoint(endpoints.users.list),
    handler: async () => listUsers(app.db),
  });

  app.route({
    ...endpoint(endpoints.users.create),
    handler: async (request, reply) => reply.status(201).send(await createUser(app.db, request.body)),
  });

  app.route({
    ...endpoint(endpoints.users.update),
    handler: async (request) => changeUser(app.db, request.params.id, request.body),
  });

  app.route({
    ...endpoint(endpoints.users.setPassword),
    handler: async (request, reply) => {
      await resetPassword(app.db, request.params.id, request.body.password, request.sessionTokenHash);
      return reply.status(204).send(null);
    },
  });
};
