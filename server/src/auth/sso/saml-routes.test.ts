import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refusalOf, userOf } from './sign-in.test-helper.ts';
import { describeWithPostgresToo, sessionCookieOf, type SignedInClient, type TestContext } from '../../test/harness.ts';
import { keyPair, startSamlIdp, type AnswerTweaks, type SamlAnswer, type TestSamlIdp } from '../../test/saml-idp.ts';

const PUBLIC_URL = 'http://localhost:3999';
const ROLE_MAP = { translators: 'user', pm: 'manager', 'it-admins': 'admin' } as const;

let idp: TestSamlIdp;
/** An identity provider that requires signed AuthnRequests and encrypts its assertions. */
let strictIdp: TestSamlIdp;
beforeAll(async () => {
  idp = await startSamlIdp();
  strictIdp = await startSamlIdp({ wantSignedRequests: true, encryptAssertions: true });
});
afterAll(async () => {
  await idp.close();
  await strictIdp.close();
});
/** Tessera's key for the strict identity provider, and one it was never given. */
const SP_KEY = keyPair();
const OTHER_SP_KEY = keyPair();

describeWithPostgresToo(
  'single sign-on with a SAML identity provider',
  (t: TestContext) => {
    let admin: SignedInClient;
    let count = 0;
    /** A fresh person at the identity provider in these groups. */
    const person = (groups: string[]) => {
      const login = `saml${++count}-${randomBytes(2).toString('hex')}`;
      return { nameId: login, email: `${login}@corp.example`, name: `Person ${count}`, groups };
    };

    /** Saves the provider `corp`: the test identity provider, on this machine, so on a private network. */
    const saveCorp = (settings: Record<string, unknown> = {}) =>
      admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/corp',
        payload: {
          protocol: 'saml',
          name: 'Corp SAML',
          metadata_url: idp.metadataUrl,
          allow_private_network: true,
          role_map: ROLE_MAP,
          ...settings,
        },
      });

    beforeAll(async () => {
      admin = await t.signIn('admin');
      const saved = await saveCorp();
      if (saved.statusCode !== 200) throw new Error(`saving the provider answered ${saved.statusCode}: ${saved.body}`);
      const metadata = await t.anonymous.inject('/api/auth/saml/corp/metadata');
      idp.trust(metadata.body);
    });

    /** Start at Tessera, sign in at the identity provider: the form it has the browser post. */
    async function answerFor(who: ReturnType<typeof person>, tweaks: AnswerTweaks = {}, redirect = '/projects') {
      const start = await t.anonymous.inject(`/api/auth/saml/corp/start?redirect=${encodeURIComponent(redirect)}`);
      expect(start.statusCode, start.body).toBe(302);
      return idp.signIn(start.headers.location as string, who, tweaks);
    }

    /** The browser posts the identity provider's form to Tessera's ACS, as a cross-site form (no CSRF header). */
    const post = (answer: SamlAnswer) => {
      expect(answer.action.startsWith(PUBLIC_URL)).toBe(true);
      return t.app.inject({
        method: 'POST',
        url: answer.action.slice(PUBLIC_URL.length),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          SAMLResponse: answer.SAMLResponse,
          ...(answer.RelayState ? { RelayState: answer.RelayState } : {}),
        }).toString(),
      });
    };

    it("reads the identity provider's metadata when saved, and tells the admin what to give it", async () => {
      const listed = (await admin.inject('/api/admin/sign-in-providers')).json() as { slug: string }[];
      expect(listed.find((p) => p.slug === 'corp')).toEqual({
        slug: 'corp',
        protocol: 'saml',
        name: 'Corp SAML',
        metadata_url: idp.metadataUrl,
        idp_entity_id: idp.metadataUrl,
        idp_sso_url: idp.metadataUrl.replace(/metadata$/, 'sso'),
        idp_certificates: 1,
        groups_attribute: 'groups',
        allow_idp_initiated: false,
        allow_private_network: true,
        trust_email: false,
        sp_certificate: null,
        has_sp_private_key: false,
        sp_entity_id: `${PUBLIC_URL}/api/auth/saml/corp/metadata`,
        acs_url: `${PUBLIC_URL}/api/auth/saml/corp/acs`,
        role_map: ROLE_MAP,
        source: 'database',
      });
    });

    it('fetches no metadata from a private network unless the admin allows it for the provider', async () => {
      const save = (metadataUrl: string, allowPrivateNetwork?: boolean) =>
        admin.inject({
          method: 'PUT',
          url: '/api/admin/sign-in-providers/inside',
          payload: {
            protocol: 'saml',
            name: 'Inside',
            metadata_url: metadataUrl,
            ...(allowPrivateNetwork === undefined ? {} : { allow_private_network: allowPrivateNetwork }),
            role_map: ROLE_MAP,
          },
        });
      const { port } = new URL(idp.metadataUrl);
      // Named by its address, by a name that resolves to it, by the cloud metadata service's address.
      for (const url of [
        idp.metadataUrl,
        `http://localhost:${port}/metadata`,
        'http://169.254.169.254/latest/meta-data/',
      ]) {
        const refused = await save(url);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json().message, url).toMatch(
          /^The metadata was not fetched: http:\/\/[^ ]+ is on a private network \(.+\); allow private networks for this provider \(allow_private_network\)/,
        );
      }
      expect((await save(idp.metadataUrl, false)).statusCode).toBe(400);
      const allowed = await save(`http://localhost:${port}/metadata`, true);
      expect(allowed.statusCode, allowed.body).toBe(200);
      expect(allowed.json()).toMatchObject({ allow_private_network: true, idp_entity_id: idp.metadataUrl });
      expect((await admin.inject({ method: 'DELETE', url: '/api/admin/sign-in-providers/inside' })).statusCode).toBe(
        204,
      );
    });

    it('follows no redirect from the metadata URL: the admin is asked for the URL it leads to', async () => {
      const redirecting = createServer((_request, response) =>
        response.writeHead(302, { location: idp.metadataUrl }).end(),
      );
      await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
      try {
        const url = `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/metadata`;
        const saved = await admin.inject({
          method: 'PUT',
          url: '/api/admin/sign-in-providers/moved',
          payload: {
            protocol: 'saml',
            name: 'Moved',
            metadata_url: url,
            allow_private_network: true,
            role_map: ROLE_MAP,
          },
        });
        expect(saved.statusCode).toBe(400);
        expect(saved.json().message).toBe(
          `The metadata could not be fetched from ${url}: it redirects to ${idp.metadataUrl}; give that URL instead`,
        );
      } finally {
        redirecting.closeAllConnections();
        await new Promise((resolve) => redirecting.close(resolve));
      }
    });

    it("fetches the environment's metadata URL (SAML_IDP_METADATA) on a private network: whoever sets it runs the server", async () => {
      Object.assign(t.config, {
        saml: {
          metadataUrl: idp.metadataUrl,
          groupsAttribute: 'groups',
          trustEmail: false,
          roleMap: ROLE_MAP,
          name: 'Env SAML',
        },
      });
      try {
        const start = await t.anonymous.inject('/api/auth/saml/saml/start');
        expect(start.statusCode, start.body).toBe(302);
        expect(new URL(start.headers.location as string).origin).toBe(new URL(idp.metadataUrl).origin);
      } finally {
        Object.assign(t.config, { saml: undefined });
      }
    });

    it('refuses metadata that names no signing certificate, saying so', async () => {
      const saved = await admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/broken',
        payload: {
          protocol: 'saml',
          name: 'Broken',
          metadata_xml: idp.metadataXml.replace(/<(\w+:)?KeyDescriptor[\s\S]*<\/(\w+:)?KeyDescriptor>/, ''),
          role_map: ROLE_MAP,
        },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toMatch(/no signing certificate/);
    });

    it('keeps the stored metadata when a change gives none, and asks for some for a new provider', async () => {
      const payload = { protocol: 'saml', name: 'Pasted', role_map: ROLE_MAP };
      const missing = await admin.inject({ method: 'PUT', url: '/api/admin/sign-in-providers/pasted', payload });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toMatch(/Give the identity provider's metadata/);
      const pasted = await admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/pasted',
        payload: { ...payload, metadata_xml: idp.metadataXml },
      });
      expect(pasted.json()).toMatchObject({ metadata_url: null, idp_entity_id: idp.metadataUrl });
      const renamed = await admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/pasted',
        payload: { ...payload, name: 'Renamed' },
      });
      expect(renamed.statusCode, renamed.body).toBe(200);
      expect(renamed.json()).toMatchObject({ name: 'Renamed', idp_entity_id: idp.metadataUrl, idp_certificates: 1 });
      expect((await admin.inject({ method: 'DELETE', url: '/api/admin/sign-in-providers/pasted' })).statusCode).toBe(
        204,
      );
    });

    it('refuses metadata that declares a document type (no entity is ever expanded)', async () => {
      const saved = await admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/entities',
        payload: {
          protocol: 'saml',
          name: 'Entities',
          metadata_xml: `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${idp.metadataXml.replace(/^<\?xml[^>]*\?>/, '')}`,
          role_map: ROLE_MAP,
        },
      });
      expect(saved.statusCode).toBe(400);
      expect(saved.json().message).toMatch(/document type/);
    });

    it('serves its service provider metadata: entity id, ACS URL, signed assertions wanted', async () => {
      const metadata = await t.anonymous.inject('/api/auth/saml/corp/metadata');
      expect(metadata.statusCode).toBe(200);
      expect(metadata.headers['content-type']).toMatch(/application\/samlmetadata\+xml/);
      expect(metadata.body).toContain(`entityID="${PUBLIC_URL}/api/auth/saml/corp/metadata"`);
      expect(metadata.body).toContain(`Location="${PUBLIC_URL}/api/auth/saml/corp/acs"`);
      expect(metadata.body).toContain('WantAssertionsSigned="true"');
      expect(metadata.body).toContain(
        `<SingleLogoutService Binding="urn:oasis:names:tc:SAML:2.0:bindings:HTTP-Redirect" Location="${PUBLIC_URL}/api/auth/saml/corp/slo"/>`,
      );
    });

    it('lists the provider on the sign-in page with its start URL', async () => {
      const listed = (await t.anonymous.inject('/api/auth/providers')).json() as unknown[];
      expect(listed).toContainEqual({
        protocol: 'saml',
        slug: 'corp',
        name: 'Corp SAML',
        start_url: '/api/auth/saml/corp/start',
      });
    });

    it('answers 404 for a provider that is not a SAML one', async () => {
      const start = await t.anonymous.inject('/api/auth/saml/nobody/start');
      expect(start.statusCode).toBe(404);
      expect(start.json().message).toBe('No SAML identity provider is named "nobody"');
    });

    it('refuses to start towards a page of another site', async () => {
      const start = await t.anonymous.inject('/api/auth/saml/corp/start?redirect=https://evil.example/');
      expect(start.statusCode).toBe(400);
    });

    it("creates the account at the first sign-in with its group's role, and lands on the page asked for", async () => {
      const who = person(['pm']);
      const signedIn = await post(await answerFor(who, {}, '/projects/7'));
      expect(signedIn.statusCode, signedIn.headers.location as string).toBe(302);
      expect(signedIn.headers.location).toBe('/projects/7');
      const user = await userOf(t, signedIn);
      expect(user).toMatchObject({ email: who.email, role: 'manager', display_name: who.name });
    });

    it('changes the role when the groups change, at the next sign-in', async () => {
      const who = person(['translators']);
      const first = await userOf(t, await post(await answerFor(who)));
      expect(first.role).toBe('user');
      const again = await userOf(t, await post(await answerFor({ ...who, groups: ['translators', 'it-admins'] })));
      expect(again).toMatchObject({ id: first.id, role: 'admin' });
    });

    it('refuses a person in no mapped group, naming the admin to ask', async () => {
      const refused = refusalOf(await post(await answerFor(person(['marketing']))));
      expect(refused).toMatch(/no group that may use Tessera; ask .*admin/);
    });

    it("links an existing account by the provider's e-mail only once an admin trusts the provider's e-mail", async () => {
      const existing = await t.createUser('user');
      const who = { ...person(['translators']), email: existing.user.email };
      expect(refusalOf(await post(await answerFor(who)))).toContain('does not say the address is verified');
      expect((await saveCorp({ trust_email: true })).json()).toMatchObject({ trust_email: true });
      try {
        expect((await userOf(t, await post(await answerFor(who)))).id).toBe(existing.user.id);
      } finally {
        expect((await saveCorp()).json()).toMatchObject({ trust_email: false });
      }
      // Linked by its NameID from now on, the trust withdrawn or not.
      expect((await userOf(t, await post(await answerFor(who)))).id).toBe(existing.user.id);
    });

    /** Saves the provider `strict`: the identity provider that wants signed requests, with Tessera's key or none. */
    const saveStrict = (key: { key?: string; cert: string | null }) =>
      admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/strict',
        payload: {
          protocol: 'saml',
          name: 'Strict SAML',
          metadata_url: strictIdp.metadataUrl,
          allow_private_network: true,
          role_map: ROLE_MAP,
          sp_certificate: key.cert,
          ...(key.key ? { sp_private_key: key.key } : {}),
        },
      });
    const strictStart = async () => {
      const start = await t.anonymous.inject('/api/auth/saml/strict/start?redirect=/projects');
      expect(start.statusCode, start.body).toBe(302);
      return start.headers.location as string;
    };
    const base64Of = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');

    it('signs its AuthnRequests with its own key and reads an assertion encrypted for it', async () => {
      const saved = await saveStrict({ key: SP_KEY.key, cert: SP_KEY.cert });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json()).toMatchObject({ sp_certificate: SP_KEY.cert.trim(), has_sp_private_key: true });
      const metadata = (await t.anonymous.inject('/api/auth/saml/strict/metadata')).body;
      expect(metadata).toContain('AuthnRequestsSigned="true"');
      const certificates = [...metadata.matchAll(/<KeyDescriptor use="(\w+)">[\s\S]*?<\/KeyDescriptor>/g)].map(
        ([descriptor, use]) => [use, descriptor.replace(/\s/g, '').includes(base64Of(SP_KEY.cert))],
      );
      expect(certificates).toEqual([
        ['signing', true],
        ['encryption', true],
      ]);
      strictIdp.trust(metadata);

      const request = new URL(await strictStart());
      expect(request.searchParams.get('SigAlg')).toBe('http://www.w3.org/2001/04/xmldsig-more#rsa-sha256');
      expect(request.searchParams.get('Signature')).toBeTruthy();
      const who = person(['pm']);
      const answer = await strictIdp.signIn(request.href, who);
      const xml = Buffer.from(answer.SAMLResponse, 'base64').toString('utf8');
      expect(xml).toContain('EncryptedAssertion');
      expect(xml).not.toContain(who.nameId);
      const signedIn = await post(answer);
      expect(signedIn.headers.location).toBe('/projects');
      expect(await userOf(t, signedIn)).toMatchObject({ email: who.email, role: 'manager' });
    });

    it('is refused by an identity provider that wants signed requests, without its key or with another', async () => {
      expect((await saveStrict({ cert: null })).json()).toMatchObject({
        sp_certificate: null,
        has_sp_private_key: false,
      });
      await expect(strictIdp.signIn(await strictStart(), person(['pm']))).rejects.toThrow(/ERR_MISSING_SIG_ALG/);
      expect((await saveStrict({ key: OTHER_SP_KEY.key, cert: OTHER_SP_KEY.cert })).statusCode).toBe(200);
      await expect(strictIdp.signIn(await strictStart(), person(['pm']))).rejects.toThrow(
        /ERR_FAILED_MESSAGE_SIGNATURE_VERIFICATION/,
      );
    });

    it('keeps its private key sealed and never answers it; a certificate must be the one of the key', async () => {
      expect((await saveStrict({ key: SP_KEY.key, cert: SP_KEY.cert })).statusCode).toBe(200);
      const row = await t.db
        .selectFrom('sign_in_providers')
        .select(['saml_sp_private_key_sealed', 'saml_sp_certificate'])
        .where('slug', '=', 'strict')
        .executeTakeFirstOrThrow();
      expect(row.saml_sp_private_key_sealed).toMatch(/^v1:/);
      expect(row.saml_sp_private_key_sealed).not.toContain(base64Of(SP_KEY.key).slice(0, 40));
      const listed = await admin.inject('/api/admin/sign-in-providers');
      expect(listed.body).not.toContain(base64Of(SP_KEY.key).slice(0, 40));
      // Saved again with the certificate alone: the stored key is kept, and still signs.
      const kept = await saveStrict({ cert: SP_KEY.cert });
      expect(kept.json()).toMatchObject({ has_sp_private_key: true });
      expect(sessionCookieOf(await post(await strictIdp.signIn(await strictStart(), person(['pm']))))).toBeDefined();
      for (const [key, message] of [
        [{ cert: OTHER_SP_KEY.cert }, 'sp_certificate is not the certificate of sp_private_key'],
        [{ key: SP_KEY.key, cert: OTHER_SP_KEY.cert }, 'sp_certificate is not the certificate of sp_private_key'],
        [{ key: 'not a -----BEGIN PRIVATE KEY----- at all', cert: SP_KEY.cert }, 'sp_private_key cannot be read'],
      ] as const) {
        const refused = await saveStrict(key);
        expect(refused.statusCode, message).toBe(400);
        expect(refused.json().message).toContain(message);
      }
      const missing = await admin.inject({
        method: 'PUT',
        url: '/api/admin/sign-in-providers/keyless',
        payload: {
          protocol: 'saml',
          name: 'Keyless',
          metadata_xml: idp.metadataXml,
          role_map: ROLE_MAP,
          sp_certificate: SP_KEY.cert,
        },
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toBe('Give the private key of sp_certificate (sp_private_key)');
    });

    const sessionOf = (response: { cookies: { name: string; value: string }[] }) => ({
      tessera_session: response.cookies.find((c) => c.name === 'tessera_session')!.value,
    });
    const meWith = async (cookies: { tessera_session: string }) =>
      (await t.anonymous.inject({ url: '/api/user/', cookies })).statusCode;

    it("signs out at the identity provider after Tessera's sign-out (SP-initiated single logout)", async () => {
      const who = person(['pm']);
      const session = sessionOf(await post(await answerFor(who)));
      const signedOut = await t.anonymous.inject({ method: 'POST', url: '/api/auth/logout', cookies: session });
      const cookie = signedOut.cookies.find((c) => c.name === 'tessera_sso_signout')!;
      expect(cookie).toMatchObject({ path: '/api/auth/', httpOnly: true });
      const cookies = { tessera_sso_signout: cookie.value };
      expect((await t.anonymous.inject({ url: '/api/auth/sso/signed-out', cookies })).json()).toEqual({
        provider: { slug: 'corp', name: 'Corp SAML', logout_url: '/api/auth/saml/corp/logout' },
      });

      const logout = await t.anonymous.inject({ url: '/api/auth/saml/corp/logout', cookies });
      expect(logout.statusCode, logout.body).toBe(302);
      const request = logout.headers.location as string;
      expect(request.startsWith(idp.metadataUrl.replace(/metadata$/, 'slo?SAMLRequest='))).toBe(true);
      // The identity provider ends its session of that NameID and answers Tessera's single logout service.
      const answered = await fetch(request, { redirect: 'manual' });
      expect(idp.signedOut.at(-1)).toBe(who.nameId);
      const response = answered.headers.get('location')!;
      expect(response.startsWith(`${PUBLIC_URL}/api/auth/saml/corp/slo?SAMLResponse=`)).toBe(true);
      const back = await t.anonymous.inject(response.slice(PUBLIC_URL.length));
      expect(back.statusCode, back.body).toBe(302);
      expect(back.headers.location).toBe('/login/');
      // The cookie was used: no second LogoutRequest for that session.
      expect((await t.anonymous.inject({ url: '/api/auth/saml/corp/logout', cookies })).statusCode).toBe(409);
    });

    it("ends the sessions the identity provider's own LogoutRequest names, and answers it", async () => {
      const who = person(['pm']);
      const first = sessionOf(await post(await answerFor(who)));
      const second = sessionOf(await post(await answerFor(who)));
      const someoneElse = sessionOf(await post(await answerFor(person(['pm']))));
      const request = idp.logoutRequestFor(who.nameId);
      expect(request.startsWith(`${PUBLIC_URL}/api/auth/saml/corp/slo?SAMLRequest=`)).toBe(true);
      const answer = await t.anonymous.inject(request.slice(PUBLIC_URL.length));
      expect(answer.statusCode, answer.body).toBe(302);
      expect(
        (answer.headers.location as string).startsWith(idp.metadataUrl.replace(/metadata$/, 'slo?SAMLResponse=')),
      ).toBe(true);
      expect([await meWith(first), await meWith(second), await meWith(someoneElse)]).toEqual([401, 401, 200]);
    });

    it('refuses a LogoutRequest that is not signed by the identity provider, ending no session', async () => {
      const who = person(['pm']);
      const session = sessionOf(await post(await answerFor(who)));
      const signed = new URL(idp.logoutRequestFor(who.nameId));
      const unsigned = new URL(signed);
      unsigned.searchParams.delete('Signature');
      const forged = new URL(signed);
      forged.searchParams.set('Signature', Buffer.from('not the signature').toString('base64'));
      for (const url of [unsigned, forged]) {
        const answer = await t.anonymous.inject(url.href.slice(PUBLIC_URL.length));
        expect(answer.statusCode).toBe(400);
        expect(answer.json().message).toBe('The sign-out message from Corp SAML could not be verified');
      }
      expect(await meWith(session)).toBe(200);
    });

    it('refuses an unsigned response', async () => {
      expect(refusalOf(await post(await answerFor(person(['pm']), { unsigned: true })))).toMatch(
        /could not be verified/,
      );
    });

    it('refuses a response signed by a key not in the metadata', async () => {
      expect(refusalOf(await post(await answerFor(person(['pm']), { otherKey: true })))).toMatch(
        /could not be verified/,
      );
    });

    it('refuses an assertion for another audience', async () => {
      const answer = await answerFor(person(['pm']), { audience: 'https://other-app.example/saml' });
      expect(refusalOf(await post(answer))).toMatch(/could not be verified/);
    });

    it('refuses an expired assertion', async () => {
      const answer = await answerFor(person(['pm']), { notOnOrAfter: new Date(Date.now() - 5 * 60_000) });
      expect(refusalOf(await post(answer))).toMatch(/could not be verified/);
    });

    it('refuses an answer to a request Tessera did not send', async () => {
      const answer = await answerFor(person(['pm']), { inResponseTo: '_not-a-request-of-tessera' });
      expect(refusalOf(await post(answer))).toMatch(/could not be verified/);
    });

    it('refuses a response posted a second time', async () => {
      const answer = await answerFor(person(['pm']));
      expect(sessionCookieOf(await post(answer))).toBeDefined();
      expect(refusalOf(await post(answer))).not.toBeNull();
    });

    it('refuses a sign-in the identity provider started unless the admin allows them, then lands on RelayState', async () => {
      const who = person(['pm']);
      expect(refusalOf(await post(await idp.unsolicited(who, '/projects')))).toMatch(/could not be verified/);
      expect((await saveCorp({ allow_idp_initiated: true })).statusCode).toBe(200);
      const unsolicited = await idp.unsolicited(who, '/projects');
      const signedIn = await post(unsolicited);
      expect(signedIn.headers.location).toBe('/projects');
      expect((await userOf(t, signedIn)).email).toBe(who.email);
      // No request of Tessera's is used up here: the assertion's id, remembered until it expires, refuses it again.
      expect(refusalOf(await post(unsolicited))).toMatch(/was used already/);
      const elsewhere = await post(await idp.unsolicited(who, 'https://evil.example/'));
      expect(elsewhere.headers.location).toBe('/');
    });
  },
  { config: { publicUrl: PUBLIC_URL, secretsKey: randomBytes(32).toString('hex') } },
);
