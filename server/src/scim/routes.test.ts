import { expect, it } from 'vitest';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { CreatedScimToken, ScimSettings, ScimToken } from '@tessera/shared/contract';
import { describeWithPostgresToo, type TestContext } from '../test/harness.ts';
import { createSession } from '../auth/repository.ts';
import { createApiToken } from '../auth/tokens/repository.ts';
import { findUser } from '../users/repository.ts';

const ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const USER = 'urn:ietf:params:scim:schemas:core:2.0:User';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

let unique = 0;
const tag = () => `${++unique}${Math.random().toString(36).slice(2, 6)}`;

interface Scim {
  (method: InjectOptions['method'], url: string, body?: unknown): Promise<LightMyRequestResponse>;
  token: string;
}

/** A SCIM client as identity providers are: a token an admin made, `application/scim+json` both ways. */
async function scimClient(t: TestContext): Promise<Scim> {
  const admin = await t.signIn('admin');
  const made = await admin.inject({ method: 'POST', url: '/api/admin/scim-tokens', payload: { name: 'Entra ID' } });
  expect(made.statusCode).toBe(201);
  const { token } = made.json<CreatedScimToken>();
  const call = (method: InjectOptions['method'], url: string, body?: unknown) =>
    t.app.inject({
      method,
      url: `/scim/v2${url}`,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/scim+json' }),
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
  return Object.assign(call, { token });
}

/** What Entra ID sends to create a user (its default attribute mappings). */
function entraUser(userName: string, externalId: string) {
  return {
    schemas: [USER, 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
    externalId,
    userName,
    active: true,
    emails: [{ primary: true, type: 'work', value: userName }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Ada Lovelace', familyName: 'Lovelace', givenName: 'Ada' },
    roles: [],
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Localisation' },
  };
}

const patch = (...Operations: unknown[]) => ({ schemas: [PATCH_OP], Operations });

/** A signed-in session and an API token of `userId`, as someone provisioned would hold after signing in. */
async function credentialsOf(t: TestContext, userId: number) {
  const cookie = await createSession(t.db, userId, false, 3_600_000);
  const { token } = await createApiToken(t.db, {
    userId,
    name: 'script',
    scope: 'write',
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return {
    session: () => t.app.inject({ method: 'GET', url: '/api/user/', headers: { cookie: `tessera_session=${cookie}` } }),
    apiToken: () => t.app.inject({ method: 'GET', url: '/api/user/', headers: { authorization: `Bearer ${token}` } }),
  };
}

describeWithPostgresToo('SCIM provisioning', (t) => {
  it('lets an admin make a token shown once, list it without its secret with its last use, and revoke it', async () => {
    const admin = await t.signIn('admin');
    const made = await admin.inject({ method: 'POST', url: '/api/admin/scim-tokens', payload: { name: 'Okta' } });
    expect(made.statusCode).toBe(201);
    const created = made.json<CreatedScimToken>();
    expect(created.token).toMatch(/^tscim_[A-Za-z0-9_-]{40,}$/);

    const listed = () => admin.inject('/api/admin/scim-tokens').then((r) => r.json<ScimToken[]>());
    const before = (await listed()).find((token) => token.id === created.id)!;
    expect(before).toEqual({ id: created.id, name: 'Okta', created_at: created.created_at, last_used_at: null });
    expect(JSON.stringify(await listed())).not.toContain(created.token);
    const stored = await t.db
      .selectFrom('scim_tokens')
      .select('token_hash')
      .where('id', '=', created.id)
      .executeTakeFirst();
    expect(stored?.token_hash).not.toContain(created.token);

    const config = () =>
      t.app.inject({ url: '/scim/v2/ServiceProviderConfig', headers: { authorization: `Bearer ${created.token}` } });
    expect((await config()).statusCode).toBe(200);
    expect((await listed()).find((token) => token.id === created.id)!.last_used_at).not.toBeNull();

    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/scim-tokens/${created.id}` })).statusCode).toBe(
      204,
    );
    expect((await config()).statusCode).toBe(401);
    expect((await admin.inject({ method: 'DELETE', url: `/api/admin/scim-tokens/${created.id}` })).statusCode).toBe(
      404,
    );
  });

  it('refuses a blank name, and lets no one but an admin signed in make a token', async () => {
    const admin = await t.signIn('admin');
    const blank = await admin.inject({ method: 'POST', url: '/api/admin/scim-tokens', payload: { name: '  ' } });
    expect(blank.statusCode).toBe(400);
    const manager = await t.signIn('manager');
    expect(
      (await manager.inject({ method: 'POST', url: '/api/admin/scim-tokens', payload: { name: 'x' } })).statusCode,
    ).toBe(403);
    const { token } = await createApiToken(t.db, {
      userId: admin.user.id,
      name: 'admin script',
      scope: 'write',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const byApiToken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/scim-tokens',
      headers: { authorization: `Bearer ${token}` },
      payload: { name: 'x' },
    });
    expect(byApiToken.statusCode).toBe(403);
  });

  it('answers 401 with a SCIM error to no token, a session cookie, an API token or an unknown token', async () => {
    const admin = await t.signIn('admin');
    const { token: apiToken } = await createApiToken(t.db, {
      userId: admin.user.id,
      name: 'admin script',
      scope: 'write',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const attempts: Record<string, Record<string, string>> = {
      'no credentials': {},
      'an admin session cookie': { cookie: `tessera_session=${admin.sessionCookie}` },
      "an admin's API token": { authorization: `Bearer ${apiToken}` },
      'an unknown SCIM token': { authorization: 'Bearer tscim_thisisnotatoken' },
      'a malformed header': { authorization: 'Basic YWRtaW46YWRtaW4=' },
    };
    for (const [what, headers] of Object.entries(attempts)) {
      const response = await t.app.inject({ url: '/scim/v2/Users', headers });
      expect(response.statusCode, what).toBe(401);
      expect(response.headers['content-type'], what).toMatch(/^application\/scim\+json/);
      expect(response.json(), what).toMatchObject({ schemas: [ERROR], status: '401' });
    }
  });

  it('opens nothing under /api with a SCIM token', async () => {
    const scim = await scimClient(t);
    const response = await t.app.inject({ url: '/api/user/', headers: { authorization: `Bearer ${scim.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it('describes itself: ServiceProviderConfig, ResourceTypes and Schemas', async () => {
    const scim = await scimClient(t);
    const config = await scim('GET', '/ServiceProviderConfig');
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/scim\+json/);
    expect(config.json()).toMatchObject({
      patch: { supported: true },
      filter: { supported: true },
      bulk: { supported: false },
    });
    const types = (await scim('GET', '/ResourceTypes')).json();
    expect(types.Resources.map((type: { id: string; schema: string }) => [type.id, type.schema])).toEqual([
      ['User', USER],
      ['Group', GROUP],
    ]);
    const schemas = (await scim('GET', '/Schemas')).json();
    expect(schemas.totalResults).toBe(2);
    expect(schemas.Resources[0].attributes.map((a: { name: string }) => a.name)).toContain('userName');
    expect((await scim('GET', '/Nothing')).json()).toMatchObject({ schemas: [ERROR], status: '404' });
  });

  it("Entra ID: looks up by userName, creates, deactivates ending the person's session and API token, reactivates", async () => {
    const scim = await scimClient(t);
    const userName = `ada.${tag()}@corp.example`;
    // Entra ID first asks whether the account exists, by userName.
    const lookup = await scim('GET', `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}`);
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

    const created = await scim('POST', '/Users', entraUser(userName, 'entra-object-1'));
    expect(created.statusCode).toBe(201);
    const resource = created.json();
    expect(resource).toMatchObject({
      schemas: [USER],
      userName,
      externalId: 'entra-object-1',
      active: true,
      displayName: 'Ada Lovelace',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      emails: [{ value: userName, primary: true }],
      meta: { resourceType: 'User', location: `http://localhost:80/scim/v2/Users/${resource.id}` },
    });
    const id = Number(resource.id);
    const user = await t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ email: userName, role: 'user', disabled: false, password_hash: 'sso' });

    // Found again by each of the filters Entra ID may use.
    for (const filter of [
      `userName eq "${userName.toUpperCase()}"`,
      'externalId eq "entra-object-1"',
      `emails[type eq "work"].value eq "${userName}"`,
    ]) {
      const found = (await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`)).json();
      expect(found.totalResults, filter).toBe(1);
      expect(found.Resources[0].id, filter).toBe(String(id));
    }

    const person = await credentialsOf(t, id);
    expect((await person.session()).statusCode).toBe(200);
    expect((await person.apiToken()).statusCode).toBe(200);

    const deactivated = await scim('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'active', value: 'False' }));
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().active).toBe(false);
    expect((await findUser(t.db, id))?.disabled).toBe(true);
    expect((await person.session()).statusCode).toBe(401);
    expect((await person.apiToken()).statusCode).toBe(401);

    const reactivated = await scim('PATCH', `/Users/${id}`, patch({ op: 'Replace', path: 'active', value: 'True' }));
    expect(reactivated.json().active).toBe(true);
    expect((await findUser(t.db, id))?.disabled).toBe(false);
    // Enabling again brings back nothing handed out before: the old session and token stay ended.
    expect((await person.session()).statusCode).toBe(401);
    expect((await person.apiToken()).statusCode).toBe(401);

    const renamed = await scim(
      'PATCH',
      `/Users/${id}`,
      patch(
        { op: 'Replace', path: 'name.givenName', value: 'Augusta' },
        { op: 'Replace', path: 'displayName', value: 'Augusta Ada King' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: `augusta.${userName}` },
        { op: 'Add', path: 'title', value: 'Translator' },
      ),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ displayName: 'Augusta Ada King', name: { givenName: 'Augusta' } });
    expect(await findUser(t.db, id)).toMatchObject({ display_name: 'Augusta Ada King', email: `augusta.${userName}` });
  });

  it('Okta: pages its lookup, creates (ignoring the password it sends), replaces, and deactivates with a value object', async () => {
    const scim = await scimClient(t);
    const userName = `grace.${tag()}@okta.example`;
    const lookup = await scim(
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${userName}"`)}&startIndex=1&count=100`,
    );
    expect(lookup.json()).toMatchObject({ totalResults: 0, startIndex: 1, itemsPerPage: 0 });
    const created = await scim('POST', '/Users', {
      schemas: [USER],
      userName,
      name: { givenName: 'Grace', familyName: 'Hopper' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      displayName: 'Grace Hopper',
      locale: 'en-US',
      externalId: '00ujl29u0le5T6Aj10h7',
      groups: [],
      password: '1mz050nq',
      active: true,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect(
      (await t.db.selectFrom('users').select('password_hash').where('id', '=', Number(id)).executeTakeFirst())
        ?.password_hash,
    ).toBe('sso');

    const replaced = await scim('PUT', `/Users/${id}`, {
      schemas: [USER],
      id,
      userName,
      name: { givenName: 'Grace', familyName: 'Brewster Hopper' },
      emails: [{ primary: true, value: userName, type: 'work' }],
      active: true,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ displayName: 'Grace Brewster Hopper', active: true });

    const person = await credentialsOf(t, Number(id));
    const deactivated = await scim('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: false } }));
    expect(deactivated.json().active).toBe(false);
    expect((await person.session()).statusCode).toBe(401);
    expect((await person.apiToken()).statusCode).toBe(401);
    const got = await scim('GET', `/Users/${id}`);
    expect(got.json()).toMatchObject({ id, active: false, userName });
    expect((await scim('PATCH', `/Users/${id}`, patch({ op: 'replace', value: { active: true } }))).json().active).toBe(
      true,
    );
  });

  it('answers 409 uniqueness for a userName or e-mail that exists, and keeps a login as the username', async () => {
    const scim = await scimClient(t);
    const login = `linus${tag()}`;
    const first = await scim('POST', '/Users', { userName: login, emails: [{ value: `${login}@corp.example` }] });
    expect(first.statusCode).toBe(201);
    expect(await findUser(t.db, Number(first.json().id))).toMatchObject({ username: login });

    for (const body of [
      { userName: login.toUpperCase(), emails: [{ value: `other.${login}@corp.example` }] },
      { userName: `other.${login}`, emails: [{ value: `${login}@corp.example` }] },
    ]) {
      const again = await scim('POST', '/Users', body);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ schemas: [ERROR], status: '409', scimType: 'uniqueness' });
    }
    // An account made in Tessera is found by its e-mail, and is no second account.
    const existing = await t.createUser('user');
    const clash = await scim('POST', '/Users', { userName: existing.user.email });
    expect(clash.json()).toMatchObject({ status: '409', scimType: 'uniqueness' });
  });

  it('gives one of two simultaneous creations of the same userName the account, the other 409', async () => {
    const scim = await scimClient(t);
    const userName = `twin.${tag()}@corp.example`;
    const answers = await Promise.all([scim('POST', '/Users', { userName }), scim('POST', '/Users', { userName })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const count = await t.db.selectFrom('users').select('id').where('email', '=', userName).execute();
    expect(count).toHaveLength(1);
  });

  it('answers 400 with a SCIM error to a filter it cannot read and to an invalid body', async () => {
    const scim = await scimClient(t);
    for (const filter of [
      'userName co "ada"',
      'nickName eq "ada"',
      'userName eq ada',
      'userName eq "a" and active eq true',
    ]) {
      const response = await scim('GET', `/Users?filter=${encodeURIComponent(filter)}`);
      expect(response.statusCode, filter).toBe(400);
      expect(response.json(), filter).toMatchObject({ schemas: [ERROR], status: '400', scimType: 'invalidFilter' });
    }
    const invalid = [
      { userName: '' },
      { userName: 'nomail' },
      { userName: `a${tag()}@corp.example`, active: 'maybe' },
      { userName: `a${tag()}@corp.example`, displayName: 'R2-D2 <script>' },
    ];
    for (const body of invalid) {
      const response = await scim('POST', '/Users', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json(), JSON.stringify(body)).toMatchObject({ schemas: [ERROR], scimType: 'invalidValue' });
    }
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/scim/v2/Users',
      headers: { authorization: `Bearer ${scim.token}`, 'content-type': 'application/json' },
      payload: '{"userName": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ schemas: [ERROR], status: '400' });
    const badOp = await scim('PATCH', '/Users/1', patch({ op: 'Merge', path: 'active', value: true }));
    expect(badOp.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
    expect((await scim('GET', '/Users/abc')).statusCode).toBe(404);
    expect((await scim('GET', '/Users/999999')).json()).toMatchObject({ schemas: [ERROR], status: '404' });
  });

  it('pages users with startIndex (1-based) and count, counting them all', async () => {
    const scim = await scimClient(t);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push((await scim('POST', '/Users', { userName: `page${i}.${tag()}@corp.example` })).json().id);
    const all = (await scim('GET', '/Users?count=200')).json();
    const position = all.Resources.findIndex((user: { id: string }) => user.id === ids[0]) + 1;
    const page = (await scim('GET', `/Users?startIndex=${position + 1}&count=2`)).json();
    expect(page).toMatchObject({ totalResults: all.totalResults, startIndex: position + 1, itemsPerPage: 2 });
    expect(page.Resources.map((user: { id: string }) => user.id)).toEqual(ids.slice(1, 3));
    expect((await scim('GET', '/Users?count=0')).json()).toMatchObject({
      totalResults: all.totalResults,
      Resources: [],
    });
  });

  it('deactivates on DELETE: the account stays, inactive, with its work', async () => {
    const scim = await scimClient(t);
    const { id } = (await scim('POST', '/Users', { userName: `leaver.${tag()}@corp.example` })).json();
    expect((await scim('DELETE', `/Users/${id}`)).statusCode).toBe(204);
    expect((await scim('GET', `/Users/${id}`)).json()).toMatchObject({ id, active: false });
    expect((await findUser(t.db, Number(id)))?.disabled).toBe(true);
  });

  it("Entra ID groups: adding and removing members gives them their groups' highest mapped role, else user", async () => {
    const admin = await t.signIn('admin');
    const groupName = (name: string) => `${name}-${tag()}`;
    const [translators, managers, unmapped] = [groupName('Translators'), groupName('PMs'), groupName('Everyone')];
    const map = await admin.inject({
      method: 'PUT',
      url: '/api/admin/scim-settings',
      payload: { role_map: { [translators.toLowerCase()]: 'user', [managers]: 'manager' } },
    });
    expect(map.statusCode).toBe(200);
    expect(map.json<ScimSettings>().base_url).toBe('http://localhost:80/scim/v2');

    const scim = await scimClient(t);
    const { id: userId } = (await scim('POST', '/Users', entraUser(`pm.${tag()}@corp.example`, tag()))).json();
    const role = async () => (await findUser(t.db, Number(userId)))?.role;
    const group = async (displayName: string) => {
      const lookup = await scim(
        'GET',
        `/Groups?filter=${encodeURIComponent(`displayName eq "${displayName}"`)}&excludedAttributes=members`,
      );
      expect(lookup.json().totalResults).toBe(0);
      const made = await scim('POST', '/Groups', { schemas: [GROUP], displayName, externalId: tag(), members: [] });
      expect(made.statusCode).toBe(201);
      return made.json().id as string;
    };
    const [t1, m1, e1] = [await group(translators), await group(managers), await group(unmapped)];
    const add = (groupId: string) =>
      scim('PATCH', `/Groups/${groupId}`, patch({ op: 'Add', path: 'members', value: [{ value: userId }] }));
    const remove = (groupId: string) =>
      scim('PATCH', `/Groups/${groupId}`, patch({ op: 'Remove', path: `members[value eq "${userId}"]` }));

    expect((await add(e1)).statusCode).toBe(200);
    expect(await role()).toBe('user');
    await add(m1);
    expect(await role()).toBe('manager');
    await add(t1);
    expect(await role()).toBe('manager');
    const withMembers = (await scim('GET', `/Groups/${m1}`)).json();
    expect(withMembers.members).toEqual([expect.objectContaining({ value: userId })]);
    expect((await scim('GET', `/Groups/${m1}?excludedAttributes=members`)).json().members).toBeUndefined();
    expect(
      (await scim('GET', `/Users/${userId}`))
        .json()
        .groups.map((g: { value: string }) => g.value)
        .sort(),
    ).toEqual([t1, m1, e1].sort());

    expect((await remove(m1)).statusCode).toBe(200);
    expect(await role()).toBe('user');
    // The role map changes: every member's role follows.
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/scim-settings',
      payload: { role_map: { [unmapped]: 'admin' } },
    });
    expect(await role()).toBe('admin');
    await admin.inject({ method: 'PUT', url: '/api/admin/scim-settings', payload: { role_map: {} } });
    expect(await role()).toBe('user');

    const unknown = await scim(
      'PATCH',
      `/Groups/${t1}`,
      patch({ op: 'Add', path: 'members', value: [{ value: '999999' }] }),
    );
    expect(unknown.json()).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });

  it('Okta group push: a group made with members, renamed with a value object, then deleted', async () => {
    const admin = await t.signIn('admin');
    const [before, after] = [`Reviewers-${tag()}`, `Leads-${tag()}`];
    await admin.inject({
      method: 'PUT',
      url: '/api/admin/scim-settings',
      payload: { role_map: { [after]: 'manager' } },
    });
    const scim = await scimClient(t);
    const { id: userId } = (await scim('POST', '/Users', { userName: `lead.${tag()}@okta.example` })).json();
    const made = await scim('POST', '/Groups', {
      schemas: [GROUP],
      displayName: before,
      members: [{ value: userId, display: 'lead' }],
    });
    expect(made.statusCode).toBe(201);
    const groupId = made.json().id as string;
    expect((await findUser(t.db, Number(userId)))?.role).toBe('user');
    expect((await scim('POST', '/Groups', { displayName: before.toUpperCase() })).json()).toMatchObject({
      status: '409',
      scimType: 'uniqueness',
    });

    const renamed = await scim(
      'PATCH',
      `/Groups/${groupId}`,
      patch({ op: 'replace', value: { id: groupId, displayName: after } }),
    );
    expect(renamed.json()).toMatchObject({ displayName: after });
    expect((await findUser(t.db, Number(userId)))?.role).toBe('manager');

    const replaced = await scim('PUT', `/Groups/${groupId}`, { schemas: [GROUP], displayName: after, members: [] });
    expect(replaced.json().members).toEqual([]);
    expect((await findUser(t.db, Number(userId)))?.role).toBe('user');
    await scim('PATCH', `/Groups/${groupId}`, patch({ op: 'add', path: 'members', value: [{ value: userId }] }));
    expect((await findUser(t.db, Number(userId)))?.role).toBe('manager');

    expect((await scim('DELETE', `/Groups/${groupId}`)).statusCode).toBe(204);
    expect((await findUser(t.db, Number(userId)))?.role).toBe('user');
    expect((await scim('GET', `/Groups/${groupId}`)).statusCode).toBe(404);
  });
});
