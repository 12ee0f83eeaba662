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
import { mockServer, notifyInMock, now, resetMockDb, SAMPLE_DOCUMENT_ID } from './node.ts';
import { NotificationEvent } from '../contract/assignments.ts';

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
    async (_, route) => void (await call(route)),
  );

  it('answers the writes the screens make in the contract shapes', async () => {
    const e = endpoints;
    const segment = (await call(e.documents.records)).body.records[0];
    const glossary = await call(e.glossary.create, { name: 'Terms', source_lang: 'en', target_lang: 'de' });
    const term = await call(e.glossary.createRecord, { source: 'file', target: 'Datei' });
    const project = await call(e.projects.create, { name: 'Spring', source_lang: 'en', target_lang: 'de' });
    const writes: Array<Parameters<typeof call>> = [
      [e.documents.saveRecord, { target: 'Ziel', approved: true, updated_at: segment.updated_at }],
      [e.documents.update, { name: 'renamed.xlf' }],
      [e.repetitions.setSettings, { propagation: 'auto' }],
      [e.repetitions.fill, { updated_at: segment.updated_at }],
      [
        e.glossary.updateRecord,
        { source: 'file', target: 'die Datei', updated_at: term.body.updated_at },
        `/glossary/records/${term.body.id}`,
      ],
      [e.glossary.rename, { name: 'Words' }, `/glossary/${glossary.body.id}`],
      [e.tm.create, { name: 'Memory', source_lang: 'en', target_lang: 'de' }],
      [e.comments.create, { text: 'Is this right?' }],
      [e.projects.update, { description: 'Docs' }, `/projects/${project.body.id}`],
      [
        e.review.setProjectSettings,
        { typology: null, pass_threshold: 10 },
        `/projects/${project.body.id}/lqa_settings`,
      ],
      [e.assignments.setDocument, { assignments: [{ step: 'translation', user_id: 3 }] }],
      [e.assignments.deliver, {}],
      [e.links.setMatchSettings, { display_threshold: 80 }],
      [e.tokens.create, { name: 'CI', scope: 'read' }],
      [
        e.users.create,
        { email: 'new@tessera.test', username: 'newcomer', password: 'a long enough password', role: 'user' },
      ],
      [e.invitations.create, { email: 'guest@tessera.test', role: 'user' }],
      [e.assignments.markRead, {}],
      [e.documents.delete],
    ];
    for (const write of writes) expect((await call(...write)).status, write[0].path).toBeLessThan(300);
  });

  it('sends a notification on the event stream in the contract shape', async () => {
    const response = await fetch(`/api${endpoints.assignments.events.path}`, {
      headers: { accept: 'text/event-stream' },
    });
    const frames = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    expect((await frames.read()).value).toBe(': connected\n\n');
    const document = { id: SAMPLE_DOCUMENT_ID, name: 'release-notes.xlf', target_lang: 'de' };
    const notification = { id: 1, kind: 'assigned', document, step: 'translation', segment: null, by: null } as const;
    notifyInMock(1, { notification: { ...notification, due_at: null, created_at: now(), read: false }, unread: 1 });
    const data = /^event: notification\ndata: (.+)\n\n$/.exec((await frames.read()).value ?? '')?.[1];
    expect(NotificationEvent.safeParse(JSON.parse(data ?? 'null')).error).toBeUndefined();
    await frames.cancel();
  });
});
