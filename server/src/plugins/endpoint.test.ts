import { expect, it } from 'vitest';
import { endpoints } from '@tessera/shared/contract/endpoints';
import { describeWithDatabases } from '../test/harness.ts';

const tableKeys = Object.values(endpoints).flatMap((domain) =>
  Object.values(domain).map((endpoint) => `${endpoint.method} /api${endpoint.path}`),
);

describeWithDatabases('routes registered from the endpoint table', (t) => {
  it('registers the routes of the table and no other /api route', () => {
    const registered = t.app.apiRoutes
      .filter((route) => route.method !== 'HEAD' && !route.url.startsWith('/api/docs'))
      .map((route) => `${route.method} ${route.url}`);
    expect(registered.sort()).toEqual(tableKeys.sort());
  });

  it("registers each endpoint at the table's method and path, with its permission", () => {
    const registered = new Map(t.app.apiRoutes.map((route) => [`${route.method} ${route.url}`, route]));
    for (const domain of Object.values(endpoints)) {
      for (const endpoint of Object.values(domain)) {
        const route = registered.get(`${endpoint.method} /api${endpoint.path}`);
        expect(route, `${endpoint.method} ${endpoint.path}`).toBeDefined();
        expect(route!.permission).toBe(endpoint.permission);
        expect(route!.public).toBe(endpoint.public === true);
      }
    }
  });

  it("documents each endpoint with the table's schemas in the OpenAPI document", async () => {
    const document = (await t.anonymous.inject('/api/docs/json')).json() as {
      paths: Record<string, Record<string, { summary?: string; responses: Record<string, unknown> }>>;
    };
    for (const domain of Object.values(endpoints)) {
      for (const endpoint of Object.values(domain)) {
        const openApiPath = endpoint.path.replace(/:(\w+)/g, '{$1}');
        const operation = document.paths[openApiPath]?.[endpoint.method.toLowerCase()];
        expect(operation?.summary, `${endpoint.method} ${endpoint.path}`).toBe(endpoint.schema.summary);
        expect(Object.keys(operation!.responses).sort()).toEqual(Object.keys(endpoint.schema.response).sort());
      }
    }
  });
});
