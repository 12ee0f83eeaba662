// @vitest-environment node
/**
 * The development mock against the real server: the same requests, in the same order, go to both, and every answer
 * must carry the same status and, when it succeeds, the same shape (keys and value types, recursively). Screen tests
 * run on the mock, so a mock that answers differently from the server would let a screen pass its tests and fail in
 * the composed app. Error bodies are not compared: the mock answers a missing glossary or record with an empty 404
 * body, as the seed's mock did, and the screens read both through `errorMessage`.
 */
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { Role } from '../contract/users.ts';
import { CSRF_HEADER, CSRF_VALUE } from '../contract/csrf.ts';
import { describeWithDatabases, type TestContext } from '../../../server/src/test/harness.ts';
import { db } from './db.ts';
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
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : undefined };
  };
}

/** The real server: a session of a user with this role (or none), through the real sign-in route. */
async function serverApi(t: TestContext, role: Role | null): Promise<Api> {
  const client = role ? await t.signIn(role) : t.anonymous;
  return async ({ method, url, payload }) => {
    const response = await client.inject({ method, url, ...(payload ? { payload } : {}) });
    return { status: response.statusCode, body: response.body ? (JSON.parse(response.body) as unknown) : undefined };
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

    /** Sends one request to both as `who`; ids in the URL and payload come from each side's earlier answers. */
    async function both(who: keyof typeof server, request: (side: 'server' | 'mock') => Request) {
      const answers = { server: await server[who](request('server')), mock: await mock[who](request('mock')) };
      const { method, url } = request('server');
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

    // Glossaries and their records.
    await both('admin', same({ method: 'GET', url: '/api/glossary/' }));
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/glossary/',
        payload: { name: 'Not mine', source_lang: 'en', target_lang: 'de' },
      }),
    );
    await both(
      'admin',
      same({ method: 'POST', url: '/api/glossary/', payload: { name: '', source_lang: 'en', target_lang: 'de' } }),
    );
    const glossary = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/glossary/',
          payload: { name: 'Conformance', source_lang: 'en', target_lang: 'de' },
        }),
      ),
      'id',
    );
    await both('admin', (side) => ({ method: 'GET', url: `/api/glossary/${glossary[side]}` }));
    await both('admin', same({ method: 'GET', url: '/api/glossary/999999' }));
    await both('admin', (side) => ({
      method: 'PUT',
      url: `/api/glossary/${glossary[side]}`,
      payload: { name: 'Conformance terms' },
    }));
    const added = await both('user', (side) => ({
      method: 'POST',
      url: `/api/glossary/${glossary[side]}/records`,
      payload: { source: 'file', target: 'Datei' },
    }));
    await both('user', (side) => ({
      method: 'POST',
      url: `/api/glossary/${glossary[side]}/records`,
      payload: { source: ' ', target: 'Datei' },
    }));
    await both('user', (side) => ({ method: 'GET', url: `/api/glossary/${glossary[side]}/records?page=0&search=fil` }));
    const [record, version] = [field(added, 'id'), field(added, 'updated_at')];
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/glossary/records/${record[side]}`,
      payload: { source: 'file', target: 'Akte' },
    }));
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/glossary/records/${record[side]}`,
      payload: { source: 'file', target: 'Akte', updated_at: version[side] },
    }));
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/glossary/records/${record[side]}`,
      payload: { source: 'file', target: 'Ordner', updated_at: version[side] },
    }));
    await both(
      'user',
      same({
        method: 'PUT',
        url: '/api/glossary/records/999999',
        payload: { source: 'a', target: 'b', updated_at: '2026-01-01T00:00:00Z' },
      }),
    );
    await both('user', (side) => ({ method: 'DELETE', url: `/api/glossary/records/${record[side]}` }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/glossary/${glossary[side]}` }));
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/glossary/${glossary[side]}` }));
    await both('admin', (side) => ({ method: 'GET', url: `/api/glossary/${glossary[side]}` }));

    // Translation memories and their units.
    await both('admin', same({ method: 'GET', url: '/api/translation_memory/' }));
    await both(
      'user',
      same({
        method: 'POST',
        url: '/api/translation_memory/',
        payload: { name: 'Not mine', source_lang: 'en', target_lang: 'de' },
      }),
    );
    const tm = field(
      await both(
        'admin',
        same({
          method: 'POST',
          url: '/api/translation_memory/',
          payload: { name: 'Conformance TM', source_lang: 'en', target_lang: 'de' },
        }),
      ),
      'id',
    );
    await both('admin', (side) => ({ method: 'GET', url: `/api/translation_memory/${tm[side]}` }));
    await both('admin', same({ method: 'GET', url: '/api/translation_memory/999999' }));
    const unit = await both('user', (side) => ({
      method: 'POST',
      url: `/api/translation_memory/${tm[side]}/records`,
      payload: { source: 'Open the file', target: 'Datei öffnen' },
    }));
    await both('user', (side) => ({
      method: 'GET',
      url: `/api/translation_memory/${tm[side]}/records?page=0&search=file`,
    }));
    const [unitId, unitVersion] = [field(unit, 'id'), field(unit, 'updated_at')];
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/translation_memory/records/${unitId[side]}`,
      payload: { source: 'Open the file', target: 'Die Datei öffnen' },
    }));
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/translation_memory/records/${unitId[side]}`,
      payload: { source: 'Open the file', target: 'Die Datei öffnen', updated_at: unitVersion[side] },
    }));
    await both('user', (side) => ({
      method: 'PUT',
      url: `/api/translation_memory/records/${unitId[side]}`,
      payload: { source: 'Open the file', target: 'Öffnen', updated_at: unitVersion[side] },
    }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/translation_memory/records/${unitId[side]}` }));
    await both('admin', (side) => ({ method: 'DELETE', url: `/api/translation_memory/${tm[side]}` }));

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

    // Machine translation settings (admins); nothing listens on the discard port, so trying the provider fails alike.
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
    const token = field(
      await both(
        'user',
        same({ method: 'POST', url: '/api/user/tokens', payload: { name: 'ci', scope: 'read', expires_at: null } }),
      ),
      'id',
    );
    await both('user', same({ method: 'GET', url: '/api/user/tokens' }));
    await both('user', same({ method: 'GET', url: '/api/users/tokens' }));
    await both('admin', same({ method: 'GET', url: '/api/users/tokens' }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/user/tokens/${token[side]}` }));
    await both('user', (side) => ({ method: 'DELETE', url: `/api/user/tokens/${token[side]}` }));
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

    expect(differences).toEqual([]);
  });
});
