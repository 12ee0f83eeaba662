// @vitest-environment node
/**
 * The development mock against the real server: the same requests, in the same order, go to both, and every answer
 * must carry the same status and, when it succeeds, the same shape (keys and value types, recursively). Screen tests
 * run on the mock, so a mock that answers differently from the server would let a screen pass its tests and fail in
 * the composed app. Error bodies are not compared: the mock answers a missing glossary or record with an empty 404
 * body, as the seed's mock did, and the screens read both through `errorMessage`. Every route the mock answers is
 * called here at least once (uploads aside: they are multipart, and the screens' own tests cover them).
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Role } from '../contract/users.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/csrf.ts';
import { routes, type Route } from '../contract/routes.ts';
import { describeWithDatabases, type TestContext } from '../../../server/src/test/harness.ts';
import { db } from './db.ts';
import { mockedRoutes } from './handlers/respond.ts';
import { mockServer, resetMockDb } from './node.ts';

interface Answer {
  status: number;
  body: unknown;
}

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object;
}

type Api = (request: Request) => Promise<Answer>;

const MOCK_ORIGIN = 'http://mock.test';

/** Uploads are multipart: the screens' own tests cover them. */
const UPLOADS: Route[] = [
  routes.glossary.import,
  routes.glossary.importInto,
  routes.tm.import,
  routes.tm.importInto,
  routes.documents.upload,
];

/** Literal paths first, so `/translation_memory/search` is not the TM with the id "search". */
const TABLE = Object.values(routes)
  .flatMap((domain): Route[] => Object.values(domain))
  .sort((a, b) => a.path.split(':').length - b.path.split(':').length);

/** The table's route that a request reaches. */
function routeOf({ method, url }: Request): Route | undefined {
  const path = url.replace(/^\/api/, '').split('?')[0]!;
  return TABLE.find(
    (route) => route.method === method && new RegExp(`^${route.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  );
}

/** JSON answers parsed, files (a download) as their text. */
function bodyOf(text: string, contentType: string | null | undefined): unknown {
  if (!text) return undefined;
  return contentType?.includes('json') ? (JSON.parse(text) as unknown) : text;
}

// As in the server's own tests: a database is created and migrated before the suite.
vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });

/** The mock: msw answers fetch in this process; who is signed in is the mock database's `currentUserId`. */
function mockApi(role: Role | null): Api {
  return async ({ method, url, payload }) => {
    db.currentUserId = role === null ? null : db.users.find((user) => user.role === role)!.id;
    const response = await fetch(`${MOCK_ORIGIN}${url}`, {
      method,
      headers: { [CSRF_HEADER]: CSRF_VALUE, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: payload ? JSON.stringify(payload) : undefined,
    });
    return { status: response.status, body: bodyOf(await response.text(), response.headers.get('content-type')) };
  };
}

/** The real server: a session of a user with this role (or none), through the real sign-in route. */
async function serverApi(t: TestContext, role: Role | null): Promise<Api> {
  const client = role ? await t.signIn(role) : t.anonymous;
  return async ({ method, url, payload }) => {
    const response = await client.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: bodyOf(response.body, String(response.headers['content-type'])) };
  };
}

/** The shape of a JSON value: object keys and value types, arrays by their first element; null matches anything. */
function shapeOf(value: unknown): unknown {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return value.length === 0 ? ['empty'] : [shapeOf(value[0])];
  if (typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, shapeOf(v)]),
    );
  return typeof value;
}

/** Shapes agree when keys match and types match, where 'null' and an empty array agree with anything. */
function sameShape(a: unknown, b: unknown): boolean {
  if (a === 'null' || b === 'null') return true;
  if (Array.isArray(a) && Array.isArray(b)) return a[0] === 'empty' || b[0] === 'empty' || sameShape(a[0], b[0]);
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every(
        (key) => key in b && sameShape((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
      )
    );
  }
  return a === b;
}

describeWithDatabases('the development mock answers like the server', (t) => {
  beforeAll(() => {
    mockServer.listen({ onUnhandledFrame: 'error' });
    resetMockDb({ signedInAs: 'admin' });
  });
  afterAll(() => mockServer.close());

  it('gives the same statuses and answer shapes for the calls the screens make', async () => {
    const server = {
      admin: await serverApi(t, 'admin'),
      user: await serverApi(t, 'user'),
      anonymous: await serverApi(t, null),
    };
    const mock = { admin: mockApi('admin'), user: mockApi('user'), anonymous: mockApi(null) };
    const differences: string[] = [];
    const called = new Set<Route | undefined>();

    /** Sends one request to both as `who`; ids in the URL and payload come from each side's earlier answers. */
    async function both(who: keyof typeof server, request: (side: 'server' | 'mock') => Request) {
      const answers = { server: await server[who](request('server')), mock: await mock[who](request('mock')) };
      const { method, url } = request('server');
      called.add(routeOf(request('server')));
      const label = `${method} ${url} as ${who}`;
      if (answers.server.status !== answers.mock.status) {
        differences.push(`${label}: server ${answers.server.status}, mock ${answers.mock.status}`);
      } else if (answers.server.status < 300 && !sameShape(shapeOf(answers.server.body), shapeOf(answers.mock.body))) {
        differences.push(
          `${label}: shapes differ\n  server ${JSON.stringify(shapeOf(answers.server.body))}\n  mock   ${JSON.stringify(shapeOf(answers.mock.body))}`,
        );
      }
      return answers;
    }
    const field = <K extends 'id' | 'updated_at'>(answers: { server: Answer; mock: Answer }, key: K) => ({
      server: (answers.server.body as Record<K, string | number>)[key],
      mock: (answers.mock.body as Record<K, string | number>)[key],
    });
    const same = (request: Request) => () => request;

    await both('anonymous', same({ method: 'GET', url: '/api/user/' }));
    await both('admin', same({ method: 'GET', url: '/api/user/' }));
    await both('user', same({ method: 'GET', url: '/api/users/' }));
    await both('admin', same({ method: 'GET', url: '/api/users/' }));

    /**
     * A glossary or a TM and its records, as their screens use them: the list; creating one (refused to a user,
     * and without a name); reading it (and a missing one); renaming it; adding records (and a blank one), searching
     * them, editing one without its version, with it, and with a stale one, and a missing one; deleting the
     * record, then the resource (refused to a user); reading it once deleted.
     */
    async function resourceWithRecords(resource: {
      base: string;
      name: string;
      renamed: string;
      record: { source: string; target: string };
      search: string;
      edits: [string, string];
    }) {
      const { base, record: fields } = resource;
      const create = (name: string): Request => ({
        method: 'POST',
        url: `${base}/`,
        payload: { name, source_lang: 'en', target_lang: 'de' },
      });
      await both('admin', same({ method: 'GET', url: `${base}/` }));
      await both('user', same(create('Not mine')));
      await both('admin', same(create('')));
      const id = field(await both('admin', same(create(resource.name))), 'id');
      await both('admin', (side) => ({ method: 'GET', url: `${base}/${id[side]}` }));
      await both('admin', same({ method: 'GET', url: `${base}/999999` }));
      await both('admin', (side) => ({
        method: 'PUT',
        url: `${base}/${id[side]}`,
        payload: { name: resource.renamed },
      }));
      const records = (side: 'server' | 'mock') => `${base}/${id[side]}/records`;
      const added = await both('user', (side) => ({ method: 'POST', url: records(side), payload: fields }));
      await both('user', (side) => ({ method: 'POST', url: records(side), payload: { ...fields, source: ' ' } }));
      await both('user', (side) => ({ method: 'GET', url: `${records(side)}?page=0&search=${resource.search}` }));
      const [record, version] = [field(added, 'id'), field(added, 'updated_at')];
      const [edited, stale] = resource.edits;
      const edit =
        (target: string, updatedAt?: typeof version) =>
        (side: 'server' | 'mock'): Request => ({
          method: 'PUT',
          url: `${base}/records/${record[side]}`,
          payload: { source: fields.source, target, ...(updatedAt && { updated_at: updatedAt[side] }) },
        });
      await both('user', edit(edited));
      await both('user', edit(edited, version));
      await both('user', edit(stale, version));
      await both(
        'user',
        same({
          method: 'PUT',
          url: `${base}/records/999999`,
          payload: { source: 'a', target: 'b', updated_at: '2026-01-01T00:00:00Z' },
        }),
      );
      await both('user', (side) => ({ method: 'DELETE', url: `${base}/records/${record[side]}` }));
      await both('user', (side) => ({ method: 'DELETE', url: `${base}/${id[side]}` }));
      await both('admin', (side) => ({ method: 'DELETE', url: `${base}/${id[side]}` }));
      await both('admin', (side) => ({ method: 'GET', url: `${base}/${id[side]}` }));
    }

    await resourceWithRecords({
      base: '/api/glossary',
      name: 'Conformance',
      renamed: 'Conformance terms',
      record: { source: 'file', target: 'Datei' },
      search: 'fil',
      edits: ['Akte', 'Ordner'],
    });
    await resourceWithRecords({
      base: '/api/translation_memory',
      name: 'Conformance TM',
      renamed: 'Conformance memory',
      record: { source: 'Open the file', target: 'Datei öffnen' },
      search: 'file',
      edits: ['Die Datei öffnen', 'Öffnen'],
    });

    // Documents: the list and a missing one (uploads are multipart and covered by the screens' own tests).
    await both('user', same({ method: 'GET', url: '/api/document/' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/records?page=0' }));
    await both('user', same({ method: 'GET', url: '/api/document/records/999999/history' }));
    await both('user', same({ method: 'GET', url: '/api/document/records/999999/comments' }));
    await both(
      'user',
      same({ method: 'POST', url: '/api/document/records/999999/comments', payload: { text: 'Lost' } }),
    );
    await both('user', same({ method: 'POST', url: '/api/document/records/999999/comments', payload: { text: ' ' } }));
    await both('user', same({ method: 'PUT', url: '/api/comments/999999', payload: { resolved: true } }));
    await both('user', same({ method: 'PUT', url: '/api/comments/999999', payload: {} }));
    await both('user', same({ method: 'DELETE', url: '/api/comments/999999' }));
    await both('anonymous', same({ method: 'GET', url: '/api/document/records/999999/comments' }));

    // One's work and a document's steps (a new server gives its users none; the mock's translator has one).
    await both('user', same({ method: 'GET', url: '/api/user/work' }));
    await both('admin', same({ method: 'GET', url: '/api/user/work' }));
    await both('anonymous', same({ method: 'GET', url: '/api/user/work' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/assignments' }));
    await both('anonymous', same({ method: 'GET', url: '/api/document/999999/assignments' }));
    await both('user', same({ method: 'GET', url: '/api/user/notifications' }));
    await both('user', same({ method: 'POST', url: '/api/user/notifications/read', payload: {} }));
    await both('user', same({ method: 'POST', url: '/api/user/notifications/read', payload: { ids: ['x'] } }));
    await both('anonymous', same({ method: 'GET', url: '/api/user/notifications' }));

    // Machine translation settings (admins); nothing listens on the discard port, so trying the provider fails alike.
    await both('user', same({ method: 'GET', url: '/api/mt/status' }));
    await both('user', same({ method: 'GET', url: '/api/mt/settings' }));
    await both('admin', same({ method: 'GET', url: '/api/mt/settings' }));
    await both(
      'admin',
      same({ method: 'POST', url: '/api/mt/test', payload: { text: 'Hello', source_lang: 'en', target_lang: 'de' } }),
    );
    await both('admin', same({ method: 'PUT', url: '/api/mt/settings', payload: { provider: 'deepl' } }));
    await both(
      'admin',
      same({
        method: 'PUT',
        url: '/api/mt/settings',
        payload: { provider: 'libretranslate', url: 'http://127.0.0.1:9', api_key: 'k' },
      }),
    );
    await both('admin', same({ method: 'GET', url: '/api/mt/settings' }));
    await both('user', same({ method: 'GET', url: '/api/mt/status' }));
    await both(
      'admin',
      same({ method: 'POST', url: '/api/mt/test', payload: { text: 'Hello', source_lang: 'en', target_lang: 'de' } }),
    );
    await both('admin', same({ method: 'PUT', url: '/api/mt/settings', payload: { provider: null } }));

    // API tokens, one's own password, invitations.
    await both('user', same({ method: 'GET', url: '/api/user/tokens' }));
    await both('user', same({ method: 'POST', url: '/api/user/tokens', payload: { name: '', scope: 'read' } }));
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/user/tokens',
        payload: { name: 'old', scope: 'read', expires_at: '2020-01-01T00:00:00Z' },
      }),
    );
    for (const expires_at of [null, '9999-12-31T23:59:59Z'])
      await both(
        'user',
        same({ method: 'POST', url: '/api/user/tokens', payload: { name: 'ci', scope: 'read', expires_at } }),
      );
    const token = field(
      await both('user', same({ method: 'POST', url: '/api/user/tokens', payload: { name: 'ci', scope: 'read' } })),
      'id',
    );
    await both('user', same({ method: 'GET', url: '/api/user/tokens' }));
    await both('user', same({ method: 'GET', url: '/api/users/tokens' }));
    await both('admin', same({ method: 'GET', url: '/api/users/tokens' }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/user/tokens/${token[side]}` }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/user/tokens/${token[side]}` }));
    // How long tokens last at most: the environment's until an admin sets it, then kept to.
    await both('user', same({ method: 'GET', url: '/api/users/tokens/settings' }));
    await both('admin', same({ method: 'GET', url: '/api/users/tokens/settings' }));
    await both('user', same({ method: 'PUT', url: '/api/users/tokens/settings', payload: { max_days: 30 } }));
    await both('admin', same({ method: 'PUT', url: '/api/users/tokens/settings', payload: { max_days: 0 } }));
    await both('admin', same({ method: 'PUT', url: '/api/users/tokens/settings', payload: { max_days: 30 } }));
    await both('user', same({ method: 'GET', url: '/api/user/tokens/limit' }));
    const pastTheCeiling = new Date(Date.now() + 31 * 86_400_000).toISOString();
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/user/tokens',
        payload: { name: 'ci', scope: 'read', expires_at: pastTheCeiling },
      }),
    );
    await both('admin', same({ method: 'PUT', url: '/api/users/tokens/settings', payload: { max_days: 365 } }));
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/user/password',
        payload: { old_password: 'not the password', new_password: 'a brand new password' },
      }),
    );
    await both(
      'user',
      same({ method: 'POST', url: '/api/user/password', payload: { old_password: 'x', new_password: 'short' } }),
    );
    await both('user', same({ method: 'GET', url: '/api/users/invitations' }));
    await both(
      'admin',
      same({ method: 'POST', url: '/api/users/invitations', payload: { email: 'not an email', role: 'user' } }),
    );
    const invitation = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/users/invitations',
          payload: { email: 'conformance@example.com', role: 'user' },
        }),
      ),
      'id',
    );
    await both('admin', same({ method: 'GET', url: '/api/users/invitations' }));
    await both('anonymous', same({ method: 'GET', url: `/api/auth/invitations/${'x'.repeat(43)}` }));
    await both(
      'anonymous',
      same({
        method: 'POST',
        url: `/api/auth/invitations/${'x'.repeat(43)}`,
        payload: { username: 'someone', password: 'long enough password' },
      }),
    );
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/users/invitations/${invitation[side]}` }));
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/users/invitations/${invitation[side]}` }));

    // Signing in and out (as nobody, so the suite's own sessions live on).
    await both('anonymous', same({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com' } }));
    await both(
      'anonymous',
      same({ method: 'POST', url: '/api/auth/login', payload: { email: 'nobody@example.com', password: 'wrong' } }),
    );
    await both('anonymous', same({ method: 'POST', url: '/api/auth/logout' }));
    await both('anonymous', same({ method: 'POST', url: '/api/auth/logout-all' }));
    await both('user', same({ method: 'DELETE', url: '/api/users/tokens/999999' }));
    await both('admin', same({ method: 'DELETE', url: '/api/users/tokens/999999' }));

    // Users administration.
    const newUser = { email: 'conformance-user@example.com', username: 'conformance', password: 'long enough pw' };
    await both('user', same({ method: 'POST', url: '/api/users/', payload: { ...newUser, role: 'user' } }));
    const created = field(
      await both('admin', same({ method: 'POST', url: '/api/users/', payload: { ...newUser, role: 'user' } })),
      'id',
    );
    await both('admin', same({ method: 'POST', url: '/api/users/', payload: { ...newUser, role: 'user' } }));
    await both('admin', (side) => ({
      method: 'PUT',
      url: `/api/users/${created[side]}`,
      payload: { role: 'manager' },
    }));
    await both('admin', same({ method: 'PUT', url: '/api/users/999999', payload: { role: 'manager' } }));
    await both('admin', (side) => ({
      method: 'POST',
      url: `/api/users/${created[side]}/password`,
      payload: { password: 'another long password' },
    }));
    await both('admin', (side) => ({ method: 'PUT', url: `/api/users/${created[side]}`, payload: { disabled: true } }));

    // Downloads: a glossary's file, a missing one.
    const exported = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/glossary/',
          payload: { name: 'Export', source_lang: 'en', target_lang: 'de' },
        }),
      ),
      'id',
    );
    await both('user', (side) => ({ method: 'GET', url: `/api/glossary/${exported[side]}/download?format=csv` }));
    await both('admin', (side) => ({ method: 'GET', url: `/api/glossary/${exported[side]}/download?format=csv` }));
    await both('admin', same({ method: 'GET', url: '/api/glossary/999999/download?format=csv' }));

    // A document's memories, glossaries, match settings, progress and segments, when the document is missing.
    await both('user', same({ method: 'GET', url: '/api/document/999999/progress' }));
    await both('user', same({ method: 'POST', url: '/api/document/999999/presence', payload: { record_id: null } }));
    await both('user', same({ method: 'POST', url: '/api/document/999999/presence', payload: { record_id: 'x' } }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/download' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/download?as=xliff' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/download?as=docx' }));
    await both('admin', same({ method: 'PUT', url: '/api/document/999999', payload: { name: 'Renamed' } }));
    await both('admin', same({ method: 'DELETE', url: '/api/document/999999' }));
    await both(
      'user',
      same({
        method: 'PUT',
        url: '/api/document/records/999999',
        payload: { target: 'x', approved: false, updated_at: '2026-01-01T00:00:00Z' },
      }),
    );
    // A reviewer's rejection goes the same way as a save.
    await both(
      'user',
      same({
        method: 'PUT',
        url: '/api/document/records/999999',
        payload: { target: 'x', approved: false, rejected: true, updated_at: '2026-01-01T00:00:00Z' },
      }),
    );
    await both('user', same({ method: 'GET', url: '/api/document/999999/translation_memories' }));
    await both(
      'admin',
      same({ method: 'PUT', url: '/api/document/999999/translation_memories', payload: { memories: [] } }),
    );
    await both('user', same({ method: 'GET', url: '/api/document/999999/glossaries' }));
    await both('admin', same({ method: 'PUT', url: '/api/document/999999/glossaries', payload: { glossaries: [] } }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/match_settings' }));
    await both(
      'admin',
      same({ method: 'PUT', url: '/api/document/999999/match_settings', payload: { display_threshold: 80 } }),
    );
    await both('user', same({ method: 'GET', url: '/api/document/records/999999/substitutions' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/repetition_settings' }));
    await both(
      'admin',
      same({ method: 'PUT', url: '/api/document/999999/repetition_settings', payload: { propagation: 'auto' } }),
    );
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/document/records/999999/repetitions',
        payload: { updated_at: '2026-01-01T00:00:00Z' },
      }),
    );
    await both('user', same({ method: 'GET', url: '/api/document/records/999999/mt' }));

    // Concordance search across the memories.
    await both('user', same({ method: 'GET', url: '/api/translation_memory/search?query=file' }));
    await both('user', same({ method: 'GET', url: '/api/translation_memory/search?query=' }));

    expect(differences).toEqual([]);
    const uncalled = [...mockedRoutes].filter((route) => !called.has(route) && !UPLOADS.includes(route));
    expect(uncalled.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
