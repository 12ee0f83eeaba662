import { createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { refusalOf, userOf } from './sign-in.test-helper.ts';
import { describeWithDatabases, sessionCookieOf, type SignedInClient, type TestContext } from '../../test/harness.ts';
import {
  claimsOf,
  signInAtProvider,
  signOutAtProvider,
  startOidcProvider,
  type TestOidcProvider,
} from '../../test/oidc-provider.ts';
import { OIDC_CLOCK_TOLERANCE_S } from './providers.ts';

const PUBLIC_URL = 'http://localhost:3999';
const callbackOf = (slug: string) => `${PUBLIC_URL}/api/auth/sso/${slug}/callback`;
const ROLE_MAP = { translators: 'user', pm: 'manager', 'it-admins': 'admin' } as const;
const CLIENT = { client_id: 'tessera', client_secret: 'tessera-secret-value' };
const OTHER_CLIENT = { client_id: 'other-app', client_secret: 'other-secret-value' };

let op: TestOidcProvider;
beforeAll(async () => {
  op = await startOidcProvider([
    {
      ...CLIENT,
      redirect_uris: [callbackOf('corp'), callbackOf('oidc')],
      post_logout_redirect_uris: [`${PUBLIC_URL}/login/`],
    },
    { ...OTHER_CLIENT, redirect_uris: [callbackOf('other')] },
  ]);
});
afterAll(() => op.close());

const flowCookieOf = (response: LightMyRequestResponse) =>
  response.cookies.find((c) => c.name === 'tessera_sso')?.value;

describeWithDatabases(
  'single sign-on with OpenID Connect',
  (t: TestContext) => {
    let admin: SignedInClient;
    let account = 0;
    /** A fresh login name at the provider with these claims. */
    const person = (claims: { groups?: string[]; email_verified?: boolean; email?: string; name?: string }) => {
      const login = `person${++account}-${randomBytes(2).toString('hex')}`;
      op.accounts.set(login, {
        email: `${login}@corp.example`,
        email_verified: true,
        name: `Person ${account}`,
        ...claims,
      });
      return login;
    };

    const saveProvider = (slug: string, client: typeof CLIENT) =>
      admin.inject({
        method: 'PUT',
        url: `/api/admin/sign-in-providers/${slug}`,
        payload: { name: 'Corp SSO', issuer: op.issuer, ...client, role_map: ROLE_MAP },
      });

    beforeAll(async () => {
      admin = await t.signIn('admin');
      const saved = await saveProvider('corp', CLIENT);
      if (saved.statusCode !== 200) throw new Error(`saving the provider answered ${saved.statusCode}: ${saved.body}`);
    });

    /** Start at Tessera, sign in at the provider as `login`, come back: Tessera's answer to the callback. */
    async function signInThrough(login: string, { slug = 'corp', redirect = '/projects' } = {}) {
      const start = await t.anonymous.inject(`/api/auth/sso/${slug}/start?redirect=${encodeURIComponent(redirect)}`);
      expect(start.statusCode, start.body).toBe(302);
      const callback = await signInAtProvider(start.headers.location as string, login, callbackOf(slug));
      return t.anonymous.inject({
        method: 'GET',
        url: callback.slice(PUBLIC_URL.length),
        cookies: { tessera_sso: flowCookieOf(start)! },
      });
    }

    it('lists the providers for the sign-in page: a name and a start URL, nothing else', async () => {
      const answer = await t.anonymous.inject('/api/auth/providers');
      expect(answer.json()).toEqual([
        { protocol: 'oidc', slug: 'corp', name: 'Corp SSO', start_url: '/api/auth/sso/corp/start' },
      ]);
    });

    it('sends the browser to the provider with PKCE, state and nonce, kept under a short-lived HttpOnly cookie', async () => {
      const start = await t.anonymous.inject('/api/auth/sso/corp/start?redirect=/projects');
      const target = new URL(start.headers.location as string);
      expect(target.origin).toBe(op.issuer);
      expect(Object.fromEntries(target.searchParams)).toMatchObject({
        client_id: 'tessera',
        redirect_uri: callbackOf('corp'),
        response_type: 'code',
        code_challenge_method: 'S256',
      });
      for (const check of ['state', 'nonce', 'code_challenge']) expect(target.searchParams.get(check)).toBeTruthy();
      const cookie = start.cookies.find((c) => c.name === 'tessera_sso')!;
      expect(cookie).toMatchObject({
        httpOnly: true,
        sameSite: 'Lax',
        path: '/api/auth/sso/corp/callback',
        maxAge: 600,
      });
    });

    it('creates the account at the first sign-in, with the role of its group, and lands on the page asked for', async () => {
      const login = person({ groups: ['pm', 'unrelated'], name: 'Paula Manager' });
      const answer = await signInThrough(login, { redirect: '/projects/7?tab=files' });
      expect(answer.statusCode).toBe(302);
      expect(answer.headers.location).toBe('/projects/7?tab=files');
      const cookie = answer.cookies.find((c) => c.name === 'tessera_session')!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
      expect(await userOf(t, answer)).toMatchObject({
        email: `${login}@corp.example`,
        role: 'manager',
        display_name: 'Paula Manager',
      });
    });

    it('gives the highest role of the mapped groups, and changes it when the groups change at the next sign-in', async () => {
      const login = person({ groups: ['translators', 'it-admins'] });
      const first = await userOf(t, await signInThrough(login));
      expect(first.role).toBe('admin');
      op.accounts.set(login, { ...op.accounts.get(login), groups: ['translators'] });
      const again = await userOf(t, await signInThrough(login));
      expect(again).toMatchObject({ id: first.id, role: 'user' });
    });

    it('refuses someone in no mapped group, naming the admin to ask, and creates no account', async () => {
      const login = person({ groups: ['marketing'] });
      const message = refusalOf(await signInThrough(login));
      expect(message).toContain('no group that may use Tessera');
      expect(message).toContain(admin.user.email);
      const created = await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', `${login}@corp.example`)
        .execute();
      expect(created).toEqual([]);
    });

    it('keeps a disabled account out', async () => {
      const login = person({ groups: ['translators'] });
      const { id } = await userOf(t, await signInThrough(login));
      expect(
        (await admin.inject({ method: 'PUT', url: `/api/users/${id}`, payload: { disabled: true } })).statusCode,
      ).toBe(200);
      expect(refusalOf(await signInThrough(login))).toBe('This account is disabled');
    });

    it('links no identity to a disabled account found by its verified e-mail', async () => {
      const existing = await t.createUser('user');
      expect(
        (await admin.inject({ method: 'PUT', url: `/api/users/${existing.user.id}`, payload: { disabled: true } }))
          .statusCode,
      ).toBe(200);
      const login = person({ groups: ['translators'], email: existing.user.email, email_verified: true });
      expect(refusalOf(await signInThrough(login))).toBe('This account is disabled');
      const links = await t.db.selectFrom('sso_identities').select('subject').where('user_id', '=', existing.user.id);
      expect(await links.execute()).toEqual([]);
    });

    it('links an existing account by e-mail only when the provider says the address is verified', async () => {
      const existing = await t.createUser('user');
      const unverified = person({ groups: ['translators'], email: existing.user.email, email_verified: false });
      expect(refusalOf(await signInThrough(unverified))).toContain('does not say the address is verified');
      const verified = person({ groups: ['translators'], email: existing.user.email, email_verified: true });
      expect((await userOf(t, await signInThrough(verified))).id).toBe(existing.user.id);
      // Matched by subject from now on, whatever the e-mail says.
      op.accounts.set(verified, { ...op.accounts.get(verified), email: 'changed@corp.example' });
      expect((await userOf(t, await signInThrough(verified))).id).toBe(existing.user.id);
    });

    it('refuses a callback whose state is not the one sent', async () => {
      const login = person({ groups: ['translators'] });
      const start = await t.anonymous.inject('/api/auth/sso/corp/start');
      const callback = new URL(await signInAtProvider(start.headers.location as string, login, callbackOf('corp')));
      callback.searchParams.set('state', 'forged-state');
      const answer = await t.anonymous.inject({
        url: callback.href.slice(PUBLIC_URL.length),
        cookies: { tessera_sso: flowCookieOf(start)! },
      });
      expect(refusalOf(answer)).toBe('The answer from Corp SSO could not be verified; please try again');
    });

    it('refuses a callback from another browser (no flow cookie), and one replayed with the same cookie', async () => {
      const login = person({ groups: ['translators'] });
      const start = await t.anonymous.inject('/api/auth/sso/corp/start');
      const callback = (await signInAtProvider(start.headers.location as string, login, callbackOf('corp'))).slice(
        PUBLIC_URL.length,
      );
      expect(refusalOf(await t.anonymous.inject(callback))).toContain('started in another browser');
      const cookies = { tessera_sso: flowCookieOf(start)! };
      expect((await t.anonymous.inject({ url: callback, cookies })).headers.location).toBe('/');
      expect(refusalOf(await t.anonymous.inject({ url: callback, cookies }))).toContain('started in another browser');
    });

    it("refuses an ID token whose nonce is not the one this browser's sign-in sent", async () => {
      const login = person({ groups: ['translators'] });
      const start = await t.anonymous.inject('/api/auth/sso/corp/start');
      const callback = (await signInAtProvider(start.headers.location as string, login, callbackOf('corp'))).slice(
        PUBLIC_URL.length,
      );
      // As if the code came from a sign-in another browser started: everything matches but the nonce.
      const { numUpdatedRows } = await t.db
        .updateTable('sso_flows')
        .set({ nonce: 'nonce-of-another-sign-in' })
        .where('state', '=', new URL(start.headers.location as string).searchParams.get('state')!)
        .executeTakeFirst();
      expect(Number(numUpdatedRows)).toBe(1);
      const answer = await t.anonymous.inject({ url: callback, cookies: { tessera_sso: flowCookieOf(start)! } });
      expect(refusalOf(answer)).toBe('The answer from Corp SSO could not be verified; please try again');
      expect(await t.db.selectFrom('sso_identities').select('subject').where('subject', '=', login).execute()).toEqual(
        [],
      );
    });

    it("refuses a code the provider issued to another client: its tokens are not for Tessera's audience", async () => {
      expect((await saveProvider('other', OTHER_CLIENT)).statusCode).toBe(200);
      const login = person({ groups: ['translators'] });
      const theirs = await t.anonymous.inject('/api/auth/sso/other/start');
      const theirCallback = new URL(
        await signInAtProvider(theirs.headers.location as string, login, callbackOf('other')),
      );
      const ours = await t.anonymous.inject('/api/auth/sso/corp/start');
      // The other client's code, with our flow's state, at our callback.
      const flow = await t.db
        .selectFrom('sso_flows')
        .select('state')
        .where('provider', '=', 'corp')
        .orderBy('expires_at', 'desc')
        .executeTakeFirstOrThrow();
      const forged = new URL(callbackOf('corp'));
      forged.searchParams.set('code', theirCallback.searchParams.get('code')!);
      forged.searchParams.set('state', flow.state);
      forged.searchParams.set('iss', op.issuer);
      const answer = await t.anonymous.inject({
        url: forged.href.slice(PUBLIC_URL.length),
        cookies: { tessera_sso: flowCookieOf(ours)! },
      });
      expect(refusalOf(answer)).toBe('The answer from Corp SSO could not be verified; please try again');
      expect((await admin.inject({ method: 'DELETE', url: '/api/admin/sign-in-providers/other' })).statusCode).toBe(
        204,
      );
    });

    /** Signs in with each ID token changed by `tamper` on its way from the provider's token endpoint. */
    async function signInTampered(login: string, tamper: NonNullable<TestOidcProvider['tamperIdToken']>) {
      op.tamperIdToken = tamper;
      try {
        return await signInThrough(login);
      } finally {
        op.tamperIdToken = undefined;
      }
    }

    const identitiesOf = (subject: string) =>
      t.db.selectFrom('sso_identities').select('user_id').where('subject', '=', subject).execute();

    it("refuses an ID token changed after the provider signed it: another person's subject, the signature kept", async () => {
      const victim = person({ groups: ['it-admins'] });
      const victimId = (await userOf(t, await signInThrough(victim))).id;
      const attacker = person({ groups: ['translators'] });
      const answer = await signInTampered(attacker, (idToken) => {
        const [header, , signature] = idToken.split('.');
        const claims = Buffer.from(JSON.stringify({ ...claimsOf(idToken), sub: victim })).toString('base64url');
        return `${header}.${claims}.${signature}`;
      });
      expect(refusalOf(answer)).toBe('The answer from Corp SSO could not be verified; please try again');
      expect(await identitiesOf(attacker)).toEqual([]);
      expect(await identitiesOf(victim)).toEqual([{ user_id: victimId }]);
    });

    it('refuses an ID token signed by a key the provider does not publish', async () => {
      const login = person({ groups: ['translators'] });
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const answer = await signInTampered(login, (idToken) => {
        const [header, claims] = idToken.split('.');
        const signature = createSign('RSA-SHA256').update(`${header}.${claims}`).sign(privateKey);
        return `${header}.${claims}.${signature.toString('base64url')}`;
      });
      expect(refusalOf(answer)).toBe('The answer from Corp SSO could not be verified; please try again');
      expect(await identitiesOf(login)).toEqual([]);
    });

    it('refuses an expired ID token, signed by the provider; a clock behind by less than the tolerance is forgiven', async () => {
      const expiredAgo = (seconds: number) => (idToken: string, sign: (claims: Record<string, unknown>) => string) => {
        const now = Math.floor(Date.now() / 1000);
        return sign({ ...claimsOf(idToken), iat: now - seconds - 600, exp: now - seconds });
      };
      const login = person({ groups: ['translators'] });
      const late = await signInTampered(login, expiredAgo(OIDC_CLOCK_TOLERANCE_S + 30));
      expect(refusalOf(late)).toBe('The answer from Corp SSO could not be verified; please try again');
      expect(await identitiesOf(login)).toEqual([]);
      // The same provider key, expired a few seconds ago: the clocks of two machines may differ by that much.
      const forgiven = await signInTampered(login, expiredAgo(OIDC_CLOCK_TOLERANCE_S - 20));
      expect((await userOf(t, forgiven)).role).toBe('user');
    });

    it('refuses a redirect target off this origin', async () => {
      for (const redirect of [
        'https://evil.example/',
        '//evil.example/x',
        '/\\evil.example',
        'javascript:alert(1)',
        'projects',
      ]) {
        const answer = await t.anonymous.inject(`/api/auth/sso/corp/start?redirect=${encodeURIComponent(redirect)}`);
        expect(answer.statusCode, redirect).toBe(400);
        expect(answer.json().message).toBe('redirect must be a path of this app, like /projects');
      }
    });

    it('answers 404 for an unknown provider', async () => {
      expect((await t.anonymous.inject('/api/auth/sso/nobody/start')).statusCode).toBe(404);
    });

    it('signs in with the provider of the environment (OIDC_*) too', async () => {
      Object.assign(t.config, {
        oidc: {
          issuer: op.issuer,
          clientId: CLIENT.client_id,
          clientSecret: CLIENT.client_secret,
          groupsClaim: 'groups',
          roleMap: ROLE_MAP,
          name: 'Company account',
        },
      });
      try {
        const names = (await t.anonymous.inject('/api/auth/providers')).json().map((p: { name: string }) => p.name);
        expect(names).toEqual(['Company account', 'Corp SSO']);
        const login = person({ groups: ['translators'] });
        expect((await userOf(t, await signInThrough(login, { slug: 'oidc' }))).role).toBe('user');
      } finally {
        Object.assign(t.config, { oidc: undefined });
      }
    });

    it('keeps the client secret sealed at rest and never answers it', async () => {
      const row = await t.db
        .selectFrom('sign_in_providers')
        .selectAll()
        .where('slug', '=', 'corp')
        .executeTakeFirstOrThrow();
      expect(row.client_secret_sealed).toMatch(/^v1:/);
      expect(row.client_secret_sealed).not.toContain(CLIENT.client_secret);
      const listed = await admin.inject('/api/admin/sign-in-providers');
      expect(listed.body).not.toContain(CLIENT.client_secret);
      expect(listed.json()).toEqual([
        expect.objectContaining({
          slug: 'corp',
          client_id: 'tessera',
          has_client_secret: true,
          role_map: ROLE_MAP,
          source: 'database',
        }),
      ]);
      // Saved again without a secret: the stored one is kept, and sign-in still works with it.
      const { client_secret: _kept, ...withoutSecret } = CLIENT;
      expect((await saveProvider('corp', withoutSecret as typeof CLIENT)).json().has_client_secret).toBe(true);
      expect((await userOf(t, await signInThrough(person({ groups: ['translators'] })))).role).toBe('user');
    });

    it('refuses a provider without a mapped group, a bad issuer or a bad name', async () => {
      const bad = [
        ['corp', { name: 'X', issuer: op.issuer, client_id: 'x', role_map: {} }],
        ['corp', { name: 'X', issuer: 'ftp://x', client_id: 'x', role_map: ROLE_MAP }],
        ['corp', { name: 'X', issuer: op.issuer, client_id: 'x', role_map: { pm: 'boss' } }],
        ['Not A Slug', { name: 'X', issuer: op.issuer, client_id: 'x', role_map: ROLE_MAP }],
      ] as const;
      for (const [slug, payload] of bad) {
        const answer = await admin.inject({
          method: 'PUT',
          url: `/api/admin/sign-in-providers/${encodeURIComponent(slug)}`,
          payload,
        });
        expect(answer.statusCode, JSON.stringify(payload)).toBe(400);
      }
    });

    it('refuses password sign-in once single sign-on is required, but for the break-glass local admin', async () => {
      const breakGlass = await t.createUser('admin');
      const local = await t.createUser('manager');
      const require = (payload: object) => admin.inject({ method: 'PUT', url: '/api/admin/sign-in-policy', payload });
      expect((await require({ require_sso: true, break_glass_user_id: null })).statusCode).toBe(400);
      expect((await require({ require_sso: true, break_glass_user_id: local.user.id })).statusCode).toBe(400);
      expect((await require({ require_sso: true, break_glass_user_id: breakGlass.user.id })).statusCode).toBe(200);
      try {
        const refused = await t.anonymous.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: local.user.email, password: local.password },
        });
        expect(refused.statusCode).toBe(403);
        expect(refused.json().message).toBe('Single sign-on is required: sign in with Corp SSO');
        expect(sessionCookieOf(refused)).toBeUndefined();
        // A wrong password still learns nothing about the policy.
        const wrong = await t.anonymous.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: local.user.email, password: 'not it' },
        });
        expect(wrong.statusCode).toBe(401);
        await t.signInAs(breakGlass.user.email, breakGlass.password);
        // Single sign-on still works, and the last provider cannot be removed meanwhile.
        expect((await userOf(t, await signInThrough(person({ groups: ['translators'] })))).role).toBe('user');
        expect((await admin.inject({ method: 'DELETE', url: '/api/admin/sign-in-providers/corp' })).statusCode).toBe(
          409,
        );
      } finally {
        expect((await require({ require_sso: false, break_glass_user_id: null })).statusCode).toBe(200);
      }
      await t.signInAs(local.user.email, local.password);
    });

    it('makes and opens no invitation while single sign-on is required: an earlier one says why', async () => {
      const breakGlass = await t.createUser('admin');
      const invite = (email: string) =>
        admin.inject({ method: 'POST', url: '/api/users/invitations', payload: { email, role: 'user' } });
      const earlier = await invite('before-sso@test.example');
      expect(earlier.statusCode, earlier.body).toBe(201);
      const token = new URL(earlier.json().url).pathname.split('/').pop()!;
      const require = (payload: object) => admin.inject({ method: 'PUT', url: '/api/admin/sign-in-policy', payload });
      expect((await require({ require_sso: true, break_glass_user_id: breakGlass.user.id })).statusCode).toBe(200);
      const offMessage =
        'Single sign-on is required, so no one joins with a password: people sign in with the company account instead';
      try {
        const refused = await invite('after-sso@test.example');
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(offMessage);
        const opened = await t.anonymous.inject(`/api/auth/invitations/${token}`);
        expect(opened.statusCode).toBe(410);
        expect(opened.json().message).toBe(offMessage);
        const accepted = await t.anonymous.inject({
          method: 'POST',
          url: `/api/auth/invitations/${token}`,
          payload: { username: 'before-sso', password: 'a long enough password 1' },
        });
        expect(accepted.statusCode).toBe(410);
        expect(sessionCookieOf(accepted)).toBeUndefined();
      } finally {
        expect((await require({ require_sso: false, break_glass_user_id: null })).statusCode).toBe(200);
      }
      // Once it is no longer required, the earlier invitation works again.
      const accepted = await t.anonymous.inject({
        method: 'POST',
        url: `/api/auth/invitations/${token}`,
        payload: { username: 'before-sso', password: 'a long enough password 1' },
      });
      expect(accepted.statusCode, accepted.body).toBe(201);
    });

    it('tells admins how each person signs in', async () => {
      const login = person({ groups: ['translators'] });
      const { id } = await userOf(t, await signInThrough(login));
      const methods = (await admin.inject('/api/admin/sign-in-methods')).json() as { user_id: number }[];
      expect(methods.find((m) => m.user_id === id)).toEqual({ user_id: id, password: false, providers: ['Corp SSO'] });
      expect(methods.find((m) => m.user_id === admin.user.id)).toEqual({
        user_id: admin.user.id,
        password: true,
        providers: [],
      });
    });

    it('tells how the users of a page sign in, those alone, and refuses a list it cannot read', async () => {
      const login = person({ groups: ['translators'] });
      const { id } = await userOf(t, await signInThrough(login));
      const asked = await admin.inject(`/api/admin/sign-in-methods?users=${id},${admin.user.id},${id}`);
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual(
        [
          { user_id: admin.user.id, password: true, providers: [] },
          { user_id: id, password: false, providers: ['Corp SSO'] },
        ].sort((a, b) => a.user_id - b.user_id),
      );
      const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
      for (const users of ['', 'a,b', '1,,2', '0', tooMany]) {
        const refused = await admin.inject(`/api/admin/sign-in-methods?users=${users}`);
        expect(refused.statusCode, users).toBe(400);
        expect(refused.json().message, users).toMatch(/^Invalid request: querystring.users/);
      }
    });

    const signOutCookieOf = (response: LightMyRequestResponse) =>
      response.cookies.find((c) => c.name === 'tessera_sso_signout');

    it("offers, once signed out of Tessera, signing out at the provider with the session's ID token as its hint", async () => {
      const login = person({ groups: ['translators'] });
      const signedIn = await signInThrough(login);
      const signedOut = await t.anonymous.inject({
        method: 'POST',
        url: '/api/auth/logout',
        cookies: { tessera_session: sessionCookieOf(signedIn)! },
      });
      expect(signedOut.statusCode).toBe(204);
      const cookie = signOutCookieOf(signedOut)!;
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/', maxAge: 600 });
      const cookies = { tessera_sso_signout: cookie.value };

      const offer = await t.anonymous.inject({ url: '/api/auth/sso/signed-out', cookies });
      expect(offer.json()).toEqual({
        provider: { slug: 'corp', name: 'Corp SSO', logout_url: '/api/auth/sso/corp/logout' },
      });
      const logout = await t.anonymous.inject({ url: '/api/auth/sso/corp/logout', cookies });
      expect(logout.statusCode).toBe(302);
      const endSession = new URL(logout.headers.location as string);
      expect(endSession.origin).toBe(op.issuer);
      expect(claimsOf(endSession.searchParams.get('id_token_hint')!)).toMatchObject({ sub: login, aud: 'tessera' });
      // The provider accepts the hint, ends its session and sends the browser back to Tessera's sign-in page.
      expect(await signOutAtProvider(endSession.href)).toBe(`${PUBLIC_URL}/login/`);
      // Used once: the cookie is cleared, and offers nothing any more.
      expect(signOutCookieOf(logout)).toMatchObject({ value: '' });
      expect((await t.anonymous.inject({ url: '/api/auth/sso/signed-out', cookies })).json()).toEqual({
        provider: null,
      });
      const again = await t.anonymous.inject({ url: '/api/auth/sso/corp/logout', cookies });
      expect(new URL(again.headers.location as string).searchParams.has('id_token_hint')).toBe(false);
    });

    it('offers no provider sign-out after a password session, nor to a browser without the cookie', async () => {
      const local = await t.createUser('user');
      const session = await t.signInAs(local.user.email, local.password);
      const signedOut = await session.inject({ method: 'POST', url: '/api/auth/logout' });
      expect(signedOut.statusCode).toBe(204);
      expect(signOutCookieOf(signedOut)).toBeUndefined();
      expect((await t.anonymous.inject('/api/auth/sso/signed-out')).json()).toEqual({ provider: null });
      const forged = await t.anonymous.inject({
        url: '/api/auth/sso/signed-out',
        cookies: { tessera_sso_signout: 'not-a-cookie-tessera-gave' },
      });
      expect(forged.json()).toEqual({ provider: null });
    });

    it('offers signing out at the provider (RP-initiated logout) from its discovery', async () => {
      const answer = await t.anonymous.inject('/api/auth/sso/corp/logout');
      expect(answer.statusCode).toBe(302);
      const target = new URL(answer.headers.location as string);
      expect(target.origin).toBe(op.issuer);
      expect(target.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/login/`);
    });
  },
  { config: { publicUrl: PUBLIC_URL, secretsKey: randomBytes(32).toString('hex') } },
);
