import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ASSIGNABLE_DEFAULT_LIMIT, searchText } from '@tessera/shared/contract';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { route } from '../plugins/endpoint.ts';
import { foundOr404 } from '../plugins/errors.ts';
import { userWork } from '../assignments/repository.ts';
import { findUser, listUsers } from './repository.ts';
import { pageUsers } from './user-pages.ts';
import { assignableUsers, searchAssignableUsers } from './assignable.ts';
import { changeUser, createUser, disableUser, resetPassword } from './service.ts';

/** Users administration: admins only, through the users.manage permission; and the people a step may go to. */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without paging parameters every user, as callers before the pages were told; with any, a page.
  route(app, endpoints.users.list, async (request) => {
    const { page, search, sort, order, role, status } = request.query;
    if (Object.values(request.query).every((value) => value === undefined)) return listUsers(app.db);
    return pageUsers(app.db, {
      page: page ?? 0,
      search: searchText(search),
      sort: sort ?? 'name',
      order: order ?? 'asc',
      role,
      status,
    });
  });

  // The people a manager may give a step to (document.manage, not users.manage): without parameters every enabled
  // user, as callers before the search were told; with either, what a picker shows as one types.
  route(app, endpoints.assignments.assignable, async (request) => {
    const { search, limit } = request.query;
    if (search === undefined && limit === undefined) return { users: await assignableUsers(app.db) };
    return { users: await searchAssignableUsers(app.db, searchText(search), limit ?? ASSIGNABLE_DEFAULT_LIMIT) };
  });

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
