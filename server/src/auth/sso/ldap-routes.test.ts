import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { describeWithDatabases, sessionCookieOf, type SignedInClient, type TestContext } from '../../test/harness.ts';
import {
  directoryProviderSettings,
  GROUPS,
  PEOPLE,
  SERVICE_DN,
  SERVICE_PASSWORD,
  SLAPD_MISSING,
  slapdInstalled,
  startSlapd,
  type TestDirectory,
} from '../../test/slapd.ts';

/** Groups by CN as memberOf names them, one by its whole DN in another case, as admins copy them. */
const ROLE_MAP = { translators: 'user', PM: 'manager', [`CN=IT-Admins,${GROUPS.toUpperCase()}`]: 'admin' } as const;
const FAILURES_ALLOWED = 3;

/** Where slapd is not installed the suite is skipped, its title saying why. */
const WHERE = slapdInstalled ? 'against a real slapd' : `skipped: ${SLAPD_MISSING}`;

describe.skipIf(!slapdInstalled)(`signing in with a directory (LDAP), ${WHERE}`, () => {
  let directory: TestDirectory;
  beforeAll(async () => {
    directory = await startSlapd({ tls: true });
  });
  afterAll(() => directory.close());

  describeWithDatabases(
    'the sign-in route',
    (t: TestContext) => {
      let admin: SignedInClient;
      let count = 0;
      /** A fresh person in the directory, in these groups. */
      const person = async (groups: string[], fields: { mail?: string; displayName?: string } = {}) => {
        const uid = `person${++count}-${randomBytes(2).toString('hex')}`;
        const password = `pw-${randomBytes(6).toString('hex')}`;
        const dn = await directory.addPerson({ uid, password, mail: `${uid}@example.test`, ...fields }, groups);
        return { uid, password, dn };
      };

      const settings = (changes: object = {}) => ({
        ...directoryProviderSettings(directory),
        name: 'Example directory',
        role_map: ROLE_MAP,
        ...changes,
      });
      const saveDirectory = async (slug: string, changes: object = {}) => {
        const saved = await admin.inject({
          method: 'PUT',
          url: `/api/admin/sign-in-providers/${slug}`,
          payload: settings(changes),
        });
        if (saved.statusCode !== 200) throw new Error(`saving ${slug} answered ${saved.statusCode}: ${saved.body}`);
      };

      beforeAll(async () => {
        admin = await t.signIn('admin');
        await saveDirectory('corp');
      });

      const signIn = (
        username: string,
        password: string,
        { slug = 'corp', ip = '10.9.0.1', remember }: { slug?: string; ip?: string; remember?: boolean } = {},
      ) =>
        t.anonymous.inject({
          method: 'POST',
          url: `/api/auth/ldap/${slug}/login`,
          payload: { username, password, ...(remember === undefined ? {} : { remember }) },
          remoteAddress: ip,
        });

      async function userOf(response: LightMyRequestResponse) {
        expect(response.statusCode, response.body).toBe(200);
        const me = await t.anonymous.inject({
          url: '/api/user/',
          cookies: { tessera_session: sessionCookieOf(response)! },
        });
        expect(me.statusCode).toBe(200);
        return me.json() as { id: number; email: string; username: string; role: string; display_name: string | null };
      }

      const refused = (response: LightMyRequestResponse, status: number) => {
        expect(response.statusCode, response.body).toBe(status);
        expect(sessionCookieOf(response)).toBeUndefined();
        return response.json().message as string;
      };

      it('creates the account at the first sign-in, with the role of its group, and a session cookie', async () => {
        const paula = await person(['pm', 'unrelated'], { displayName: 'Paula Manager' });
        const answer = await signIn(paula.uid, paula.password);
        expect(answer.json()).toMatchObject({ email: `${paula.uid}@example.test`, role: 'manager' });
        expect(answer.cookies.find((c) => c.name === 'tessera_session')).toMatchObject({
          httpOnly: true,
          sameSite: 'Lax',
        });
        expect(await userOf(answer)).toMatchObject({
          email: `${paula.uid}@example.test`,
          username: paula.uid,
          role: 'manager',
          display_name: 'Paula Manager',
        });
        const identity = await t.db
          .selectFrom('sso_identities')
          .select('subject')
          .where('provider', '=', 'corp')
          .where('user_id', '=', answer.json().id)
          .executeTakeFirstOrThrow();
        // entryUUID: the same person after a rename of their entry.
        expect(identity.subject).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      });

      it('keeps a session a month when asked to remember, as password sign-in does', async () => {
        const someone = await person(['translators']);
        const answer = await signIn(someone.uid, someone.password, { remember: true });
        expect(answer.statusCode).toBe(200);
        expect(answer.cookies.find((c) => c.name === 'tessera_session')?.maxAge).toBe(t.config.rememberMeMs / 1000);
      });

      it('gives the highest role of the mapped groups, matched by CN or DN in any case, and follows group changes', async () => {
        const someone = await person(['translators', 'it-admins']);
        const first = await userOf(await signIn(someone.uid, someone.password));
        expect(first.role).toBe('admin');
        await directory.setGroups(someone.uid, ['translators']);
        expect(await userOf(await signIn(someone.uid, someone.password))).toMatchObject({ id: first.id, role: 'user' });
        await directory.setGroups(someone.uid, ['translators', 'pm']);
        expect(await userOf(await signIn(someone.uid, someone.password))).toMatchObject({
          id: first.id,
          role: 'manager',
        });
      });

      it('finds groups by a search under a base instead of memberOf when the admin sets one', async () => {
        await saveDirectory('by-search', { group_search_base: GROUPS, role_map: { [`cn=pm,${GROUPS}`]: 'manager' } });
        const someone = await person(['pm']);
        expect((await userOf(await signIn(someone.uid, someone.password, { slug: 'by-search' }))).role).toBe('manager');
        await directory.setGroups(someone.uid, []);
        expect(refused(await signIn(someone.uid, someone.password, { slug: 'by-search' }), 403)).toContain(
          'no group that may use Tessera',
        );
      });

      it('refuses someone in no mapped group, naming the admin to ask, and creates no account', async () => {
        const someone = await person(['marketing']);
        const message = refused(await signIn(someone.uid, someone.password), 403);
        expect(message).toContain('Your Example directory account is in no group that may use Tessera');
        expect(message).toContain(admin.user.email);
        const created = await t.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', `${someone.uid}@example.test`)
          .execute();
        expect(created).toEqual([]);
      });

      it('answers a wrong password and an unknown username alike, and counts both as failed sign-ins', async () => {
        const someone = await person(['translators']);
        const ip = '10.9.1.1';
        const wrong = await signIn(someone.uid, 'not-the-password', { ip });
        const unknown = await signIn('nobody-at-all', 'whatever', { ip });
        expect(refused(wrong, 401)).toBe('Wrong username or password');
        expect(unknown.body).toBe(wrong.body);
        await signIn(someone.uid, 'still-not-it', { ip });
        await signIn(someone.uid, 'nor-this', { ip });
        // Three failures for this account from this address: even the right password waits now.
        const blocked = await signIn(someone.uid, someone.password, { ip });
        expect(refused(blocked, 429)).toContain('Too many failed sign-ins');
        expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
        // From another address the owner still gets in, and success forgets that address's failures.
        expect((await signIn(someone.uid, someone.password, { ip: '10.9.1.2' })).statusCode).toBe(200);
      });

      it('refuses an empty password before asking the directory: an anonymous bind is no proof', async () => {
        const someone = await person(['translators']);
        for (const password of ['', undefined]) {
          const answer = await t.anonymous.inject({
            method: 'POST',
            url: '/api/auth/ldap/corp/login',
            payload: { username: someone.uid, ...(password === undefined ? {} : { password }) },
          });
          expect(answer.statusCode).toBe(400);
          expect(sessionCookieOf(answer)).toBeUndefined();
        }
        expect(refused(await signIn('   ', someone.password), 400)).toContain('username is required');
      });

      it('escapes the username in the filter: wildcards and filter syntax find nobody', async () => {
        const someone = await person(['translators']);
        const prefix = someone.uid.slice(0, -2);
        for (const username of ['*', `${prefix}*`, '*)(uid=*', `${someone.uid})(|(uid=*`, `*)(|(objectClass=*`, '\\2a'])
          expect(refused(await signIn(username, someone.password, { ip: '10.9.2.1' }), 401), username).toBe(
            'Wrong username or password',
          );
        expect((await signIn(someone.uid, someone.password, { ip: '10.9.2.2' })).statusCode).toBe(200);
      });

      it('keeps a disabled account out', async () => {
        const someone = await person(['translators']);
        const { id } = await userOf(await signIn(someone.uid, someone.password));
        const disabled = await admin.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { disabled: true } });
        expect(disabled.statusCode).toBe(200);
        expect(refused(await signIn(someone.uid, someone.password), 403)).toBe('This account is disabled');
      });

      it("links an existing account by the directory's mail only when the admin trusts it", async () => {
        const existing = await t.createUser('user');
        const someone = await person(['translators'], { mail: existing.user.email });
        expect(refused(await signIn(someone.uid, someone.password), 403)).toContain(
          'does not say the address is verified',
        );
        await saveDirectory('trusted', { trust_mail: true });
        expect((await userOf(await signIn(someone.uid, someone.password, { slug: 'trusted' }))).id).toBe(
          existing.user.id,
        );
      });

      it('signs in over plain ldap:// only when the admin allowed it', async () => {
        const someone = await person(['translators']);
        await saveDirectory('plain', { starttls: false, allow_plain: true, tls_ca: null });
        expect((await signIn(someone.uid, someone.password, { slug: 'plain' })).statusCode).toBe(200);
        // A row that says neither (written before the check, or by hand) is refused before anything is sent.
        await t.db.updateTable('sign_in_providers').set({ allow_plain: false }).where('slug', '=', 'plain').execute();
        expect(refused(await signIn(someone.uid, someone.password, { slug: 'plain' }), 502)).toBe(
          'Example directory cannot be reached; try again later, or sign in with your password',
        );
      });

      it('signs in over ldaps:// with the certificate the admin trusts', async () => {
        await saveDirectory('ldaps', { url: directory.ldapsUrl, starttls: false });
        const someone = await person(['translators']);
        expect((await signIn(someone.uid, someone.password, { slug: 'ldaps' })).statusCode).toBe(200);
      });

      it('refuses a directory whose certificate is not trusted, over StartTLS and ldaps:// alike', async () => {
        const someone = await person(['translators']);
        await saveDirectory('untrusted', { tls_ca: null });
        await saveDirectory('untrusted-ldaps', { url: directory.ldapsUrl, starttls: false, tls_ca: null });
        for (const slug of ['untrusted', 'untrusted-ldaps'])
          expect(refused(await signIn(someone.uid, someone.password, { slug }), 502), slug).toContain(
            'cannot be reached',
          );
      });

      it('refuses a trusted certificate that names another host than the one connected to', async () => {
        // The same slapd, whose certificate names localhost and 127.0.0.1 but not 127.0.0.2.
        await saveDirectory('other-name', { url: directory.otherNameUrl });
        const someone = await person(['translators']);
        await saveDirectory('same-name', { url: directory.url });
        expect((await signIn(someone.uid, someone.password, { slug: 'same-name' })).statusCode).toBe(200);
        expect(refused(await signIn(someone.uid, someone.password, { slug: 'other-name' }), 502)).toContain(
          'cannot be reached',
        );
      });

      it('answers 502 when the service account is refused, and never says or answers its password', async () => {
        await saveDirectory('bad-service', { bind_password: 'not-the-service-password' });
        const someone = await person(['translators']);
        const answer = await signIn(someone.uid, someone.password, { slug: 'bad-service' });
        expect(refused(answer, 502)).toBe(
          'Example directory cannot be reached; try again later, or sign in with your password',
        );
        const listed = await admin.inject('/api/admin/sign-in-providers');
        for (const secret of [SERVICE_PASSWORD, 'not-the-service-password']) {
          expect(listed.body).not.toContain(secret);
          expect(answer.body).not.toContain(secret);
        }
        expect(listed.json()).toContainEqual(expect.objectContaining({ slug: 'corp', has_bind_password: true }));
      });

      it('signs in while single sign-on is required: a directory is single sign-on', async () => {
        const breakGlass = await t.createUser('admin');
        const require = (payload: object) => admin.inject({ method: 'PUT', url: '/api/admin/sign-in-policy', payload });
        expect((await require({ require_sso: true, break_glass_user_id: breakGlass.user.id })).statusCode).toBe(200);
        try {
          const someone = await person(['translators']);
          expect((await userOf(await signIn(someone.uid, someone.password))).role).toBe('user');
        } finally {
          expect((await require({ require_sso: false, break_glass_user_id: null })).statusCode).toBe(200);
        }
      });

      it('answers 404 for a provider that is no directory, and the OpenID Connect routes 404 for a directory', async () => {
        expect(refused(await signIn('someone', 'pw', { slug: 'nobody' }), 404)).toBe('No directory is named "nobody"');
        const oidc = await admin.inject({
          method: 'PUT',
          url: '/api/admin/sign-in-providers/an-oidc',
          payload: { name: 'OIDC', issuer: 'https://id.example.test', client_id: 'x', role_map: ROLE_MAP },
        });
        expect(oidc.statusCode).toBe(200);
        expect((await signIn('someone', 'pw', { slug: 'an-oidc' })).statusCode).toBe(404);
        expect((await t.anonymous.inject('/api/auth/sso/corp/start')).statusCode).toBe(404);
      });

      it("signs in with the environment's directory (LDAP_*) too", async () => {
        Object.assign(t.config, {
          ldap: {
            url: directory.url,
            starttls: false,
            allowPlain: true,
            bindDn: SERVICE_DN,
            bindPassword: SERVICE_PASSWORD,
            searchBase: PEOPLE,
            searchFilter: '(uid={username})',
            groupSearchFilter: '(member={dn})',
            trustMail: false,
            roleMap: ROLE_MAP,
            name: 'Environment directory',
          },
        });
        try {
          const names = (await t.anonymous.inject('/api/auth/providers')).json().map((p: { name: string }) => p.name);
          expect(names[0]).toBe('Environment directory');
          const someone = await person(['pm']);
          expect((await userOf(await signIn(someone.uid, someone.password, { slug: 'ldap' }))).role).toBe('manager');
        } finally {
          Object.assign(t.config, { ldap: undefined });
        }
      });
    },
    {
      config: {
        secretsKey: randomBytes(32).toString('hex'),
        loginFailuresPerAccountAndIp: FAILURES_ALLOWED,
      },
    },
  );
});
