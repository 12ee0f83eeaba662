import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404 } from '../plugins/errors.ts';
import { userWork } from '../assignments/repository.ts';
import { findUser, listUsers } from './repository.ts';
import { changeUser, createUser, disableUser, resetPassword } from './service.ts';

/** Users administration: admins only, through the users.manage permission. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, endpoints.users.list, async () => listUsers(app.db));

  route(app, endpoints.users.create, async (request, reply) =>
    reply.status(201).send(await createUser(app.db, request.body)),
  );

  route(app, endpoints.users.update, async (request) =>
    changeUser(app.db, app.accountHooks, request.params.id, request.body),
  );

  route(app, endpoints.users.work, async (request) => {
    foundOr404(await findUser(app.db, request.params.id), 'user_not_found', 'User not found');
    return { items: await userWork(app.db, request.params.id) };
  });

  route(app, endpoints.users.disable, async (request) =>
    disableUser(app.db, app.accountHooks, request.params.id, request.body.reassign ?? [], request.user.id),
  );

  route(app, endpoints.users.setPassword, async (request, reply) => {
    await resetPassword(app.db, app.accountHooks, request.params.id, request.body.password, request.sessionTokenHash);
    return reply.status(204).send(null);
  });
};
