import { describe, expect, it } from 'vitest';
import { endpoints } from './endpoints/index.ts';
import { pathOf, routes, type Route } from './routes.ts';

const everyRoute: Route[] = Object.values(routes).flatMap((domain) => Object.values(domain));
const key = (route: Route) => `${route.method} ${route.path}`;

describe('the route table', () => {
  it('names each method and path once', () => {
    const keys = everyRoute.map(key);
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
  });

  it('says who may call each route: a permission or public, never both', () => {
    const undeclared = everyRoute.filter((route) => (route.permission === undefined) === (route.public === undefined));
    expect(undeclared.map(key)).toEqual([]);
  });

  it('has the schemas of each route, with its method, path and permission', () => {
    const withSchemas = Object.values(endpoints).flatMap((domain) => Object.values(domain));
    expect(withSchemas.map(key).sort()).toEqual(everyRoute.map(key).sort());
    for (const endpoint of withSchemas) {
      const route = everyRoute.find((r) => key(r) === key(endpoint))!;
      expect([endpoint.permission, endpoint.public, endpoint.sessionOnly], key(endpoint)).toEqual([
        route.permission,
        route.public,
        route.sessionOnly,
      ]);
    }
  });
});

describe('pathOf(route, params)', () => {
  it('fills in the path parameters', () => {
    expect(pathOf(routes.glossary.records, { id: 3 })).toBe('/glossary/3/records');
    expect(pathOf(routes.qa.unignore, { id: 7, check: 'numbers' })).toBe('/document/records/7/qa/ignored/numbers');
    expect(pathOf(routes.glossary.list, {})).toBe('/glossary/');
  });

  it('encodes each value, so a value cannot reach another path', () => {
    expect(pathOf(routes.invitations.read, { token: 'a/../b?c' })).toBe('/auth/invitations/a%2F..%2Fb%3Fc');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => pathOf(routes.glossary.get, {} as { id: number })).toThrow('GET /glossary/:id: no value for :id');
  });
});
