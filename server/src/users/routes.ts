import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { listUsers } from './repository.ts';
import { changeUser, createUser, resetPassword } from './service.ts';

/** Users administration: admins only, through the users.manage permission. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.users.list, async () => listUsers(app.db));

  route(app, endpoints.users.create, async (request, reply) =>
    reply.status(201).send(await createUser(app.db, request.body)),
  );

  route(app, endpoints.users.update, async (request) => changeUser(app.db, request.params.id, request.body));

  route(app, endpoints.users.setPassword, async (request, reply) => {
    await resetPassword(app.db, request.params.id, request.body.password, request.sessionTokenHash);
    return reply.status(204).send(null);
  });
};
