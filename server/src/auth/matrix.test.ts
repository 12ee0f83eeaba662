/**
 * The authorization matrix: every registered /api route (read from the app, so new routes are covered
 * automatically) x every role and anonymous. Anonymous gets 401 except on public routes; a role without the
 * route's permission gets 403; a role with it gets past access control (whatever the minimal request then
 * earns: 2xx, 400, 404...) and never a 5xx.
 */
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { CSRF_HEADER, CSRF_VALUE, MAX_ID, Role, type User } from '@tessera/shared/contract';
import { describeWithDatabases } from '../test/harness.ts';
import { createSession } from './repository.ts';
import { roleHasPermission } from './permissions.ts';
import type { ApiRoute } from './plugin.ts';

const ROLES = Role.options;
type Caller = Role | 'anonymous';

function expectedAccess(route: ApiRoute, caller: Caller): 'allowed' | 401 | 403 {
  if (route.public) return 'allowed';
  if (caller === 'anonymous') return 401;
  return route.permission && roleHasPermission(caller, route.permission) ? 'allowed' : 403;
}

function concreteUrl(url: string): string {
  // Ids that exist nowhere: the request passes access control and then meets a 404 or a validation error.
  return url.replace(/:[A-Za-z_]+/g, '999999').replace(/\*$/, 'x');
}

describeWithDatabases('authorization matrix', (t) => {
  it('covers every /api route for every role and anonymous', async () => {
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !r.url.startsWith('/api/docs'));
    expect(routes.length).toBeGreaterThan(5);
    const users = new Map<Role, User>();
    for (const role of ROLES) users.set(role, (await t.createUser(role)).user);

    const rows: string[] = [];
    const problems: string[] = [];
    for (const route of routes) {
      for (const caller of ['anonymous', ...ROLES] as Caller[]) {
        // A fresh session per request: some routes (sign-out, password reset) end the caller's session.
        const cookie = caller === 'anonymous' ? undefined : await createSession(t.db, users.get(caller)!.id, false, 60_000);
        const response: LightMyRequestResponse = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { [CSRF_HEADER]: CSRF_VALUE, ...(cookie ? { cookie: `tessera_session=${cookie}` } : {}) },
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        const expected = expectedAccess(route, caller);
        const status = response.statusCode;
        const ok = expected === 'allowed' ? status !== 401 && status !== 403 && status < 500 : status === expected;
        rows.push(`${route.method} ${route.url} ${caller}: ${status}`);
        if (!ok) problems.push(`${route.method} ${route.url} as ${caller}: expected ${expected}, got ${status} ${response.body.slice(0, 200)}`);
      }
    }
    await t.app.jobs.idle();
    expect(problems, rows.join('\n')).toEqual([]);
  });

  it('answers ids that are not plain digits or no integer column can hold, and NUL characters in queries, with 400 on every route', async () => {
    const admin = await t.signIn('admin');
    // Something with id 1 exists everywhere it can, so an id read loosely as 1 would be served (or deleted).
    await admin.inject({ method: 'POST', url: '/api/glossary/', payload: { name: 'one', source_lang: 'en', target_lang: 'de' } });
    await admin.inject({ method: 'POST', url: '/api/glossary/1/records', payload: { source: 'a', target: 'b' } });
    await admin.inject({ method: 'POST', url: '/api/translation_memory/', payload: { name: 'one', source_lang: 'en', target_lang: 'de' } });
    const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && r.url.includes(':id'));
    expect(routes.length).toBeGreaterThan(5);
    const looseIds = ['%201', '1%20', '+1', '1.0', '1e0', '0x1', '-1', '0', String(MAX_ID + 1), '99999999999999999999'];
    const problems: string[] = [];
    for (const route of routes) {
      for (const url of [...looseIds.map((id) => route.url.replace(':id', id)), `${route.url.replace(':id', '1')}?search=a%00b`]) {
        const response = await admin.inject({
          method: route.method as 'GET',
          url,
          ...(['POST', 'PUT', 'PATCH'].includes(route.method) ? { payload: {} } : {}),
        });
        if (response.statusCode !== 400) problems.push(`${route.method} ${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
    }
    await t.app.jobs.idle();
    expect(problems).toEqual([]);
    expect((await admin.inject('/api/glossary/1')).statusCode).toBe(200);
  });

  it('lists the core routes with the permissions the README documents', () => {
    const find = (method: string, url: string) => t.app.apiRoutes.find((r) => r.method === method && r.url === url);
    expect(find('POST', '/api/auth/login')?.public).toBe(true);
    expect(find('GET', '/api/health')?.public).toBe(true);
    expect(find('GET', '/api/user/')?.permission).toBe('session');
    for (const [method, url] of [['GET', '/api/users/'], ['POST', '/api/users/'], ['PUT', '/api/users/:id'], ['POST', '/api/users/:id/password']]) {
      expect(find(method!, url!)?.permission).toBe('users.manage');
    }
    // Importing a file into an existing TM or glossary takes what creating one by import takes.
    expect(find('POST', '/api/translation_memory/:id/import')?.permission).toBe(find('POST', '/api/translation_memory/import')?.permission);
    expect(find('POST', '/api/translation_memory/:id/import')?.permission).toBe('tm.manage');
    expect(find('POST', '/api/glossary/:id/import')?.permission).toBe('glossary.manage');
  });
});
