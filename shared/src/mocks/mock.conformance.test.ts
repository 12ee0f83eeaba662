// @vitest-environment node
/**
 * The development mock against the real server: the same requests, in the same order, go to both, and every answer
 * must carry the same status and, when it succeeds, the same shape (keys and value types, recursively). Screen tests
 * run on the mock, so a mock that answers differently from the server would let a screen pass its tests and fail in
 * the composed app. Error bodies are not compared: the mock answers a missing glossary or record with an empty 404
 * body, as the seed's mock did, and the screens read both through `errorMessage`. Every route the mock answers is
 * called here at least once (most uploads aside: the screens' own tests cover them; one file goes into a project,
 * to give the review workflow a document).
 */
import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Role } from '../contract/users.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/csrf.ts';
import { routes, type Route } from '../contract/routes.ts';
import { inlineToken } from '../contract/segment-text.ts';
import { describeWithDatabases, type TestContext } from '../../../server/src/test/harness.ts';
import { multipart } from '../../../server/src/test/multipart.ts';
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
  /** A file sent as multipart/form-data, as a browser uploads it (instead of a JSON payload). */
  file?: { name: string; content: string };
}

type Api = (request: Request) => Promise<Answer>;

const MOCK_ORIGIN = 'http://mock.test';

/** Uploads the screens' own tests cover. */
const UPLOADS: Route[] = [
  routes.glossary.import,
  routes.glossary.importInto,
  routes.tm.import,
  routes.tm.importInto,
  routes.documents.upload,
];

/** Event streams stay open while they may: the server's route tests and the screens' own tests cover them. */
const STREAMS: Route[] = [routes.assignments.events];

/** The review workflow's document: two segments, no targets. */
const REVIEW_XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="review.txt" source-language="en" datatype="plaintext"><body>
    <trans-unit id="u1"><source>Open the file.</source></trans-unit>
    <trans-unit id="u2"><source>Save the report.</source></trans-unit>
  </body></file>
</xliff>`;

/** One segment with a pair of inline codes. */
const CODES_XLIFF = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="codes.txt" source-language="en" target-language="de" datatype="plaintext"><body>
    <trans-unit id="c1"><source>Click <g id="1">Save</g>.</source></trans-unit>
  </body></file>
</xliff>`;

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
  return async ({ method, url, payload, file }) => {
    db.currentUserId = role === null ? null : db.users.find((user) => user.role === role)!.id;
    const form = new FormData();
    if (file) form.append('file', new File([file.content], file.name));
    const response = await fetch(`${MOCK_ORIGIN}${url}`, {
      method,
      headers: { [CSRF_HEADER]: CSRF_VALUE, ...(payload ? { 'content-type': 'application/json' } : {}) },
      body: file ? form : payload ? JSON.stringify(payload) : undefined,
    });
    return { status: response.status, body: bodyOf(await response.text(), response.headers.get('content-type')) };
  };
}

/** The real server: a session of a user with this role (or none), through the real sign-in route. */
async function serverApi(t: TestContext, role: Role | null): Promise<Api> {
  const client = role ? await t.signIn(role) : t.anonymous;
  return async ({ method, url, payload, file }) => {
    const body = file ? multipart({}, file) : payload ? { payload } : {};
    const response = await client.inject({ method, url, ...body });
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
    /** Notes a difference when what the mock answered is not what the server did (beyond the shape). */
    const agree = (label: string, values: { server: unknown; mock: unknown }) => {
      if (!isDeepStrictEqual(values.mock, values.server))
        differences.push(`${label}: server ${JSON.stringify(values.server)}, mock ${JSON.stringify(values.mock)}`);
    };
    /** What `read` takes from each side's answer (ids, versions: each side has its own). */
    const valuesOf = <Body, T>(answers: { server: Answer; mock: Answer }, read: (body: Body) => T) => ({
      server: read(answers.server.body as Body),
      mock: read(answers.mock.body as Body),
    });

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
    // A glossary's records sorted, and deleted several at once (by id, refusing another glossary's; by search).
    const sorted = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/glossary/',
          payload: { name: 'Sorted', source_lang: 'en', target_lang: 'de' },
        }),
      ),
      'id',
    );
    const other = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/glossary/',
          payload: { name: 'Other', source_lang: 'en', target_lang: 'de' },
        }),
      ),
      'id',
    );
    const termsOf = (glossary: typeof sorted) => (side: 'server' | 'mock') => `/api/glossary/${glossary[side]}/records`;
    const first = field(
      await both('user', (side) => ({
        method: 'POST',
        url: termsOf(sorted)(side),
        payload: { source: 'b', target: 'x' },
      })),
      'id',
    );
    await both('user', (side) => ({
      method: 'POST',
      url: termsOf(sorted)(side),
      payload: { source: 'a', target: 'y' },
    }));
    const foreign = field(
      await both('user', (side) => ({
        method: 'POST',
        url: termsOf(other)(side),
        payload: { source: 'c', target: 'z' },
      })),
      'id',
    );
    await both('user', (side) => ({ method: 'GET', url: `${termsOf(sorted)(side)}?sort=source&order=desc` }));
    await both('user', (side) => ({ method: 'GET', url: `${termsOf(sorted)(side)}?sort=comment` }));
    const bulkDelete = (payload: (side: 'server' | 'mock') => object) => (side: 'server' | 'mock') => ({
      method: 'POST' as const,
      url: `${termsOf(sorted)(side)}/delete`,
      payload: payload(side),
    });
    await both(
      'user',
      bulkDelete((side) => ({ ids: [first[side], foreign[side]] })),
    );
    await both(
      'user',
      bulkDelete(() => ({ ids: [] })),
    );
    await both(
      'user',
      bulkDelete((side) => ({ ids: [first[side]] })),
    );
    await both(
      'user',
      bulkDelete(() => ({ search: 'Y' })),
    );
    await both(
      'anonymous',
      bulkDelete(() => ({ search: '' })),
    );
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/glossary/${sorted[side]}` }));
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/glossary/${other[side]}` }));

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
    // Delivering a step and returning a document from review: a step that is none, a body that is not the
    // contract's, and then no document (the path and body are checked first); never anonymously.
    const deliver = (step: string, payload: object) =>
      same({ method: 'POST', url: `/api/document/999999/assignments/${step}/deliver`, payload });
    await both('user', deliver('proofreading', {}));
    await both('user', deliver('translation', { force: 'yes' }));
    await both('user', deliver('translation', {}));
    await both('admin', deliver('review-2', { force: true }));
    await both('anonymous', deliver('review', {}));
    await both('user', same({ method: 'POST', url: '/api/document/999999/review/return', payload: {} }));
    await both('anonymous', same({ method: 'POST', url: '/api/document/999999/review/return', payload: {} }));
    await both('user', same({ method: 'GET', url: '/api/user/notifications' }));
    await both('user', same({ method: 'POST', url: '/api/user/notifications/read', payload: {} }));
    await both('user', same({ method: 'POST', url: '/api/user/notifications/read', payload: { ids: ['x'] } }));
    await both('anonymous', same({ method: 'GET', url: '/api/user/notifications' }));
    // A project's report: managers only, a period that is one, of a project that exists.
    await both('user', same({ method: 'GET', url: '/api/projects/999999/report' }));
    await both('anonymous', same({ method: 'GET', url: '/api/projects/999999/report' }));
    await both('admin', same({ method: 'GET', url: '/api/projects/999999/report?from=2026-01-01&to=2026-01-31' }));
    await both('admin', same({ method: 'GET', url: '/api/projects/999999/report?from=yesterday' }));
    await both('admin', same({ method: 'GET', url: '/api/projects/999999/report?from=2026-02-01&to=2026-01-31' }));

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
    // A reviewer's note goes with the save; what was noted, the typology and the quality are read apart.
    await both(
      'user',
      same({
        method: 'PUT',
        url: '/api/document/records/999999',
        payload: {
          target: 'x',
          approved: false,
          rejected: true,
          review: { reason: 'Wrong term', errors: [{ category: 'terminology', severity: 'major' }] },
          updated_at: '2026-01-01T00:00:00Z',
        },
      }),
    );
    await both(
      'user',
      same({
        method: 'PUT',
        url: '/api/document/records/999999',
        payload: {
          target: 'x',
          approved: false,
          review: { errors: [{ category: 'Terminology' }] },
          updated_at: '2026-01-01T00:00:00Z',
        },
      }),
    );
    await both('user', same({ method: 'GET', url: '/api/document/records/999999/review' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/rejections' }));
    await both('user', same({ method: 'DELETE', url: '/api/document/review_annotations/999999' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/quality' }));
    await both('anonymous', same({ method: 'GET', url: '/api/document/999999/quality' }));
    await both('user', same({ method: 'GET', url: '/api/document/999999/lqa_settings' }));
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
    // The next screenful's matches and term hits in one request each: a malformed list first (400), then no document.
    for (const lookup of ['substitutions', 'glossary_records']) {
      await both('user', same({ method: 'GET', url: `/api/document/999999/${lookup}?records=1,x` }));
      await both('user', same({ method: 'GET', url: `/api/document/999999/${lookup}?records=1,2` }));
      await both('anonymous', same({ method: 'GET', url: `/api/document/999999/${lookup}?records=1` }));
    }
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

    // Projects: several target languages, the first also as target_lang; their progress and ZIP while empty.
    await both('admin', same({ method: 'GET', url: '/api/projects/' }));
    const newProject = { name: 'Atlas', source_lang: 'en', target_langs: ['de', 'fr'] };
    await both('user', same({ method: 'POST', url: '/api/projects/', payload: newProject }));
    await both('admin', same({ method: 'POST', url: '/api/projects/', payload: { ...newProject, target_langs: [] } }));
    await both(
      'admin',
      same({ method: 'POST', url: '/api/projects/', payload: { ...newProject, target_langs: ['en'] } }),
    );
    const project = field(
      await both('admin', same({ method: 'POST', url: '/api/projects/', payload: newProject })),
      'id',
    );
    await both(
      'admin',
      same({ method: 'POST', url: '/api/projects/', payload: { name: 'Old', source_lang: 'en', target_lang: 'it' } }),
    );
    await both('admin', same({ method: 'GET', url: '/api/projects/' }));
    await both('user', (side) => ({ method: 'GET', url: `/api/projects/${project[side]}` }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999' }));
    await both('admin', (side) => ({
      method: 'PUT',
      url: `/api/projects/${project[side]}`,
      payload: { target_langs: ['de', 'fr', 'es'], client: 'ACME' },
    }));
    await both('admin', (side) => ({
      method: 'PUT',
      url: `/api/projects/${project[side]}`,
      payload: { target_lang: 'nl' },
    }));
    await both('admin', (side) => ({ method: 'PUT', url: `/api/projects/${project[side]}`, payload: {} }));
    await both('user', (side) => ({ method: 'PUT', url: `/api/projects/${project[side]}`, payload: { name: 'Mine' } }));
    await both('admin', same({ method: 'PUT', url: '/api/projects/999999', payload: { name: 'Gone' } }));
    await both('user', (side) => ({ method: 'GET', url: `/api/projects/${project[side]}/progress` }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999/progress' }));
    await both('user', (side) => ({ method: 'GET', url: `/api/projects/${project[side]}/download` }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999/download' }));

    // The steps of a project's documents (none yet) and of its new documents, and the people a manager may assign.
    await both('user', same({ method: 'GET', url: '/api/users/assignable' }));
    await both('admin', same({ method: 'GET', url: '/api/users/assignable' }));
    const adminId = field(await both('admin', same({ method: 'GET', url: '/api/user/' })), 'id');
    await both('user', (side) => ({ method: 'GET', url: `/api/projects/${project[side]}/document_assignments` }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999/document_assignments' }));
    const projectSteps = (side: 'server' | 'mock') => `/api/projects/${project[side]}/assignments`;
    const steps = (side: 'server' | 'mock', assignments: object[]): Request => ({
      method: 'PUT',
      url: projectSteps(side),
      payload: { assignments },
    });
    await both('user', (side) => steps(side, []));
    await both('admin', (side) => steps(side, [{ step: 'review-2', user_id: adminId[side] }]));
    await both('admin', (side) => steps(side, [{ step: 'translation', user_id: 999999 }]));
    await both('admin', (side) =>
      steps(side, [{ step: 'translation', user_id: adminId[side], due_at: '2030-05-01T17:00:00+02:00' }]),
    );
    await both('user', (side) => ({ method: 'GET', url: projectSteps(side) }));
    await both('admin', same({ method: 'PUT', url: '/api/projects/999999/assignments', payload: { assignments: [] } }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999/assignments' }));
    await both('user', same({ method: 'PUT', url: '/api/document/999999/assignments', payload: { assignments: [] } }));
    await both('admin', same({ method: 'PUT', url: '/api/document/999999/assignments', payload: { assignments: [] } }));
    await both('admin', same({ method: 'PUT', url: '/api/document/999999/assignments', payload: {} }));

    /**
     * A review from start to end on a document of a project of its own, so that the answers compared carry items:
     * the steps given (the user translates, the admin reviews), the translator's confirmations and delivery, the
     * reviewer's rejection and correction with errors, the quality, the return to translation, everyone's work and
     * notifications, and the report of what each did.
     */
    const reviewProject = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/projects/',
          payload: { name: 'Review', source_lang: 'en', target_langs: ['de'] },
        }),
      ),
      'id',
    );
    const upload = await both('admin', (side) => ({
      method: 'POST',
      url: `/api/projects/${reviewProject[side]}/documents`,
      file: { name: 'review.xlf', content: REVIEW_XLIFF },
    }));
    const reviewed = valuesOf(upload, (body: { documents: Array<{ id: number }> }) => body.documents[0]!.id);
    const inReview = (path: string) => (side: 'server' | 'mock') => `/api/document/${reviewed[side]}${path}`;
    // The server's import job ends when its jobs are idle; the mock reads an upload over two polls.
    await t.app.jobs.idle();
    await both('admin', (side) => ({ method: 'GET', url: inReview('')(side) }));
    const imported = await both('admin', (side) => ({ method: 'GET', url: inReview('')(side) }));
    expect(valuesOf(imported, (body: { status: string }) => body.status)).toEqual({ server: 'done', mock: 'done' });
    const userId = field(await both('user', same({ method: 'GET', url: '/api/user/' })), 'id');
    await both('admin', (side) => ({
      method: 'PUT',
      url: inReview('/assignments')(side),
      payload: {
        assignments: [
          { step: 'translation', user_id: userId[side], due_at: '2030-05-01T17:00:00Z' },
          { step: 'review', user_id: adminId[side] },
        ],
      },
    }));
    await both('user', (side) => ({ method: 'GET', url: inReview('/assignments')(side) }));
    await both('user', same({ method: 'GET', url: '/api/user/work' }));
    const segments = await both('user', (side) => ({ method: 'GET', url: inReview('/records?page=0')(side) }));
    type Segment = { id: number; updated_at: string };
    const segmentAt = (index: number) => valuesOf(segments, (body: { records: Segment[] }) => body.records[index]!);
    // Each save answers the segment's new version, which the next save of it sends.
    let [opening, saving] = [segmentAt(0), segmentAt(1)];
    const save = (segment: typeof opening, who: 'user' | 'admin', payload: object) =>
      both(who, (side) => ({
        method: 'PUT',
        url: `/api/document/records/${segment[side].id}`,
        payload: { ...payload, updated_at: segment[side].updated_at },
      }));
    const savedAs = (answers: { server: Answer; mock: Answer }) => valuesOf(answers, (body: Segment) => body);
    opening = savedAs(await save(opening, 'user', { target: 'Öffnen Sie die Datei.', approved: true }));
    saving = savedAs(await save(saving, 'user', { target: 'Speichern Sie den Bericht.', approved: true }));
    await both('user', (side) => ({
      method: 'POST',
      url: inReview('/assignments/translation/deliver')(side),
      payload: {},
    }));
    await save(opening, 'admin', {
      target: 'Öffnen Sie die Datei.',
      approved: false,
      rejected: true,
      review: { reason: 'Use the product term', errors: [{ category: 'terminology', severity: 'major' }] },
    });
    await save(saving, 'admin', {
      target: 'Sichern Sie den Bericht.',
      approved: true,
      review: { errors: [{ category: 'style', severity: 'minor', note: 'Sichern, not Speichern' }] },
    });
    await both('user', (side) => ({ method: 'GET', url: `/api/document/records/${opening[side].id}/review` }));
    await both('user', (side) => ({ method: 'GET', url: inReview('/rejections')(side) }));
    await both('user', (side) => ({ method: 'GET', url: inReview('/quality')(side) }));
    await both('admin', (side) => ({ method: 'POST', url: inReview('/review/return')(side), payload: {} }));
    // Back in translation, the review waits again.
    await both('admin', (side) => ({
      method: 'POST',
      url: inReview('/assignments/review/deliver')(side),
      payload: {},
    }));
    await both('user', same({ method: 'GET', url: '/api/user/work' }));
    // Each is told the same news: the translator assigned, then returned to; the reviewer activated, and (having
    // uploaded it) the translation delivered.
    const kindsOf = (body: { notifications: Array<{ kind: string }> }) => body.notifications.map(({ kind }) => kind);
    for (const who of ['user', 'admin'] as const) {
      const news = valuesOf(await both(who, same({ method: 'GET', url: '/api/user/notifications' })), kindsOf);
      agree(`the notifications of ${who}`, news);
    }
    await both('user', same({ method: 'POST', url: '/api/user/notifications/read', payload: {} }));
    const report = (query: string) => (side: 'server' | 'mock') =>
      ({ method: 'GET', url: `/api/projects/${reviewProject[side]}/report${query}` }) as const;
    const reported = await both('admin', report(''));
    agree(
      "the report's totals",
      valuesOf(reported, (body: { totals: unknown }) => body.totals),
    );
    const today = new Date().toISOString().slice(0, 10);
    await both('admin', report(`?from=${today}&to=${today}`));
    // The CSV's people differ in name between the two; its columns and totals are the same.
    const csv = valuesOf(await both('admin', report('?format=csv')), (body: string) => body.split('\r\n'));
    agree("the CSV report's header", { server: csv.server[0], mock: csv.mock[0] });
    const totalLine = (lines: string[]) => lines.find((line) => line.startsWith('Total,'));
    agree("the CSV report's totals", { server: totalLine(csv.server), mock: totalLine(csv.mock) });

    // A project's error typology and pass threshold: read by all, set by managers, and what its documents follow.
    const lqaSettings = (side: 'server' | 'mock') => `/api/projects/${reviewProject[side]}/lqa_settings`;
    const ownLqa = {
      typology: {
        categories: [
          { id: 'accuracy', label: 'Accuracy' },
          { id: 'terminology', label: 'Terminology' },
        ],
        severities: [
          { id: 'minor', label: 'Minor', weight: 1 },
          { id: 'major', label: 'Major', weight: 10 },
        ],
      },
      pass_threshold: 5,
    };
    const repeated = {
      ...ownLqa,
      typology: {
        ...ownLqa.typology,
        categories: [
          { id: 'style', label: 'Style' },
          { id: 'style', label: 'Tone' },
        ],
      },
    };
    await both('user', (side) => ({ method: 'GET', url: lqaSettings(side) }));
    await both('anonymous', (side) => ({ method: 'GET', url: lqaSettings(side) }));
    await both('user', (side) => ({ method: 'PUT', url: lqaSettings(side), payload: ownLqa }));
    await both('admin', (side) => ({ method: 'PUT', url: lqaSettings(side), payload: repeated }));
    // Both parts are sent, null to follow the default.
    await both('admin', (side) => ({ method: 'PUT', url: lqaSettings(side), payload: { typology: null } }));
    await both('admin', (side) => ({ method: 'PUT', url: lqaSettings(side), payload: ownLqa }));
    const followed = await both('user', (side) => ({ method: 'GET', url: inReview('/lqa_settings')(side) }));
    agree(
      "the document's settings, its project's",
      valuesOf(followed, (body) => body),
    );
    const scored = await both('user', (side) => ({ method: 'GET', url: inReview('/quality')(side) }));
    agree(
      "the document's quality by its project's weights",
      valuesOf(scored, (body) => body),
    );
    await both('admin', (side) => ({
      method: 'PUT',
      url: lqaSettings(side),
      payload: { typology: null, pass_threshold: null },
    }));
    await both('user', (side) => ({ method: 'GET', url: lqaSettings(side) }));
    await both('user', same({ method: 'GET', url: '/api/projects/999999/lqa_settings' }));
    await both('admin', same({ method: 'PUT', url: '/api/projects/999999/lqa_settings', payload: ownLqa }));

    // Inline codes: a target leaving out a whole pair is saved with QA's error, which holds back an approval asked
    // unless_qa_errors; half a pair cannot be written back into the file and is refused.
    const coded = await both('admin', (side) => ({
      method: 'POST',
      url: `/api/projects/${reviewProject[side]}/documents`,
      file: { name: 'codes.xlf', content: CODES_XLIFF },
    }));
    const codedId = valuesOf(coded, (body: { documents: Array<{ id: number }> }) => body.documents[0]!.id);
    await t.app.jobs.idle();
    await both('admin', (side) => ({ method: 'GET', url: `/api/document/${codedId[side]}` }));
    await both('admin', (side) => ({ method: 'GET', url: `/api/document/${codedId[side]}` }));
    const codedSegment = valuesOf(
      await both('admin', (side) => ({ method: 'GET', url: `/api/document/${codedId[side]}/records?page=0` })),
      (body: { records: Segment[] }) => body.records[0]!,
    );
    const withoutPair = await save(codedSegment, 'admin', {
      target: 'Klicken Sie auf Speichern.',
      approved: true,
      unless_qa_errors: true,
    });
    agree(
      'a target without a pair of codes, saved unapproved with the QA error',
      valuesOf(withoutPair, (body: { approved: boolean; qa: Array<{ check: string; severity: string }> }) => [
        body.approved,
        body.qa.map(({ check, severity }) => [check, severity]),
      ]),
    );
    const halfPair = await save(savedAs(withoutPair), 'admin', {
      target: `Klicken Sie auf ${inlineToken(1)}Speichern.`,
      approved: false,
    });
    expect([halfPair.server.status, halfPair.mock.status]).toEqual([422, 422]);

    // Concordance search across the memories.
    await both('user', same({ method: 'GET', url: '/api/translation_memory/search?query=file' }));
    await both('user', same({ method: 'GET', url: '/api/translation_memory/search?query=' }));

    expect(differences).toEqual([]);
    const uncalled = [...mockedRoutes].filter(
      (route) => !called.has(route) && !UPLOADS.includes(route) && !STREAMS.includes(route),
    );
    expect(uncalled.map((route) => `${route.method} ${route.path}`)).toEqual([]);
  });
});
