/**
 * The development mock answers in the contract's shapes: every answer it gives parses with the schema the endpoint
 * table names for its status (an error's is ErrorBody), so a screen run on the mock reads what it would read from
 * the server. The mock holds fixtures, not rules: what the server decides is tested against the server (see
 * server/src/test/real-api.ts), not here.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/csrf.ts';
import { endpoints, type SomeEndpoint } from '../contract/endpoints/index.ts';
import type { Route } from '../contract/routes.ts';
import { mockedRoutes } from './handlers/respond.ts';
import { mockServer, resetMockDb, SAMPLE_DOCUMENT_ID, SAMPLE_GLOSSARY_ID } from './node.ts';

const TABLE = Object.values(endpoints).flatMap((group) => Object.values(group) as SomeEndpoint[]);
const endpointOf = (route: Route) => TABLE.find((entry) => entry.method === route.method && entry.path === route.path)!;

/** The fixtures' ids where a path names one: the sample document, its first segment, the sample glossary. */
const FIXTURE_PARAMS: Record<string, string> = { id: '1', step: 'translation', token: 'none' };
const pathFor = (route: Route) => route.path.replace(/:(\w+)/g, (_, name: string) => FIXTURE_PARAMS[name] ?? '1');

/** Why `body`, answered with `status` by `route`, is not what the contract says; undefined when it is. */
function misfit(route: Route, status: number, contentType: string, body: string): string | undefined {
  const answer = endpointOf(route).schema.response[status] as z.ZodType | { content: object } | undefined;
  if (answer === undefined) return `status ${status} is none of the route's answers`;
  if (!(answer instanceof z.ZodType)) {
    const types = Object.keys(answer.content);
    return types.some((type) => contentType.startsWith(type)) ? undefined : `${contentType} is none of ${types}`;
  }
  const json = contentType.includes('json');
  const parsed = answer.safeParse(body === '' ? null : json ? JSON.parse(body) : body);
  return parsed.success ? undefined : JSON.stringify(parsed.error.issues).slice(0, 300);
}

/** Sends a request to the mock as the signed-in admin; the route's answer must fit the contract. */
async function call(route: Route, body?: unknown, path = pathFor(route)) {
  const response = await fetch(`/api${path}`, {
    method: route.method,
    headers: { [CSRF_HEADER]: CSRF_VALUE, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const problem = misfit(route, response.status, response.headers.get('content-type') ?? '', text);
  expect(problem, `${route.method} ${path} (${response.status})`).toBeUndefined();
  return {
    status: response.status,
    body: text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
  };
}

beforeAll(() => mockServer.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => resetMockDb({ signedInAs: 'admin' }));
afterAll(() => mockServer.close());

/** What the screens read; an event stream stays open, and its events are the screens' tests' to check. */
const reads = [...mockedRoutes].filter(
  (route) => route.method === 'GET' && route.path !== endpoints.assignments.events.path,
);

describe('the development mock', () => {
  it.each(reads.map((route) => [`${route.method} ${route.path}`, route] as const))(
    'answers %s in the contract shape',
    async (_, route) => {
      await call(route);
    },
  );

  it('answers the writes the screens make in the contract shapes', async () => {
    const e = endpoints;
    /** A write the mock takes: its answer succeeds, in its shape. */
    const write = async (...args: Parameters<typeof call>) => {
      const answer = await call(...args);
      expect(answer.status, `${args[0].method} ${args[0].path}`).toBeLessThan(300);
      return answer;
    };
    const segment = (await write(e.documents.records)).body.records[0];
    await write(e.documents.saveRecord, { target: 'Ziel', approved: true, updated_at: segment.updated_at });
    await write(e.documents.update, { name: 'renamed.xlf' });
    await write(e.repetitions.setSettings, { propagation: 'auto' });
    await write(e.repetitions.fill, { updated_at: segment.updated_at });
    const glossary = (await write(e.glossary.create, { name: 'Terms', source_lang: 'en', target_lang: 'de' })).body;
    const term = (
      await call(
        e.glossary.createRecord,
        { source: 'file', target: 'Datei' },
        `/glossary/${SAMPLE_GLOSSARY_ID}/records`,
      )
    ).body;
    await call(
      e.glossary.updateRecord,
      { source: 'file', target: 'die Datei', updated_at: term.updated_at },
      `/glossary/records/${term.id}`,
    );
    await write(e.glossary.rename, { name: 'Words' }, `/glossary/${glossary.id}`);
    await write(e.tm.create, { name: 'Memory', source_lang: 'en', target_lang: 'de' });
    await write(e.comments.create, { text: 'Is this right?' });
    const project = (await write(e.projects.create, { name: 'Spring', source_lang: 'en', target_lang: 'de' })).body;
    await write(e.projects.update, { description: 'Docs' }, `/projects/${project.id}`);
    await call(
      e.review.setProjectSettings,
      { typology: null, pass_threshold: 10 },
      `/projects/${project.id}/lqa_settings`,
    );
    await call(
      e.assignments.setDocument,
      { assignments: [{ step: 'translation', user_id: 3 }] },
      `/document/${SAMPLE_DOCUMENT_ID}/assignments`,
    );
    await write(e.assignments.deliver, {});
    await write(e.links.setMatchSettings, { display_threshold: 80 });
    await write(e.tokens.create, { name: 'CI', scope: 'read' });
    await write(e.users.create, {
      email: 'new@tessera.test',
      username: 'newcomer',
      password: 'a long enough password',
      role: 'user',
    });
    await write(e.invitations.create, { email: 'guest@tessera.test', role: 'user' });
    await write(e.assignments.markRead, {});
    await write(e.documents.delete);
  });
});
