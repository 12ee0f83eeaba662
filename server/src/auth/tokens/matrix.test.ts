/**
 * Bearer tokens on every /api route: for each role, a write token gets exactly the access that role's session
 * gets (except the routes refused to tokens), and a read token the same on GET routes and 403 on every other
 * non-public one. Read from the app's route list, so new routes are covered without being named here.
 */
import { expect, it } from 'vitest';
import { Role, roleHasPermission } from '@tessera/shared/contract';
import { describeWithDatabases } from '../../test/harness.ts';
import { answeredAsExpected, routeCaller } from '../route-access.test-helper.ts';
import { createApiToken } from './repository.ts';

/**
 * Routes that refuse tokens whatever their scope: the account's own acts need a signed-in person, so that a leaked
 * token can neither mint more nor lock its owner out.
 */
const SESSION_ONLY = new Set([
  'POST /api/user/tokens',
  'POST /api/user/password',
  'POST /api/auth/logout-all',
  'POST /api/admin/scim-tokens',
]);

describeWithDatabases('API tokens on every route', (t) => {
  const callRoute = routeCaller(() => t.app);

  it("give their user's access narrowed by their scope, with no CSRF header", async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (const role of Role.options) {
      const { user } = await t.createUser(role);
      for (const scope of ['read', 'write'] as const) {
        const { token } = await createApiToken(t.db, {
          userId: user.id,
          name: `${role} ${scope}`,
          scope,
          expiresAt: new Date(Date.now() + 86_400_000),
        });
        for (const route of routes) {
          const key = `${route.method} ${route.url}`;
          let expected: 'allowed' | 403 = 'allowed';
          if (!route.public) {
            if (!route.permission || !roleHasPermission(role, route.permission)) expected = 403;
            else if (SESSION_ONLY.has(key)) expected = 403;
            else if (scope === 'read' && route.method !== 'GET') expected = 403;
          }
          const response = await callRoute(route, { authorization: `Bearer ${token}` });
          const status = response.statusCode;
          if (!answeredAsExpected(expected, status))
            problems.push(
              `${key} with a ${scope} token of a ${role}: expected ${expected}, got ${status} ${response.body.slice(0, 160)}`,
            );
        }
      }
    }
    await t.app.jobs.idle();
    expect(problems).toEqual([]);
  });
});
