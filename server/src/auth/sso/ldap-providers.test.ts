import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { TEST_CERTIFICATE } from '../../test/tls.ts';
import { describeWithPostgresToo, type SignedInClient, type TestContext } from '../../test/harness.ts';

const ROLE_MAP = { translators: 'user', pm: 'manager' } as const;
const BIND_PASSWORD = 'service-account-password-value';
const DIRECTORY = {
  protocol: 'ldap',
  name: 'Corp directory',
  url: 'ldaps://ldap.corp.example:636',
  bind_dn: 'cn=tessera,ou=services,dc=corp,dc=example',
  bind_password: BIND_PASSWORD,
  search_base: 'ou=people,dc=corp,dc=example',
  role_map: ROLE_MAP,
};

describeWithPostgresToo(
  'directories (LDAP) as sign-in providers',
  (t: TestContext) => {
    let admin: SignedInClient;
    beforeAll(async () => {
      admin = await t.signIn('admin');
    });
    const save = (slug: string, payload: object) =>
      admin.inject({ method: 'PUT', url: `/api/admin/sign-in-providers/${slug}`, payload });
    const sealedOf = async (slug: string) =>
      (
        await t.db
          .selectFrom('sign_in_providers')
          .select(['bind_password_sealed', 'client_secret_sealed'])
          .where('slug', '=', slug)
          .executeTakeFirstOrThrow()
      ).bind_password_sealed;

    it('saves a directory with the defaults filled in, its bind password sealed at rest and never answered', async () => {
      const saved = await save('corp-ldap', DIRECTORY);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain(BIND_PASSWORD);
      expect(saved.json()).toEqual({
        slug: 'corp-ldap',
        protocol: 'ldap',
        name: 'Corp directory',
        url: 'ldaps://ldap.corp.example:636',
        starttls: false,
        allow_plain: false,
        tls_ca: null,
        bind_dn: 'cn=tessera,ou=services,dc=corp,dc=example',
        has_bind_password: true,
        search_base: 'ou=people,dc=corp,dc=example',
        search_filter: '(uid={username})',
        group_search_base: null,
        group_search_filter: '(member={dn})',
        trust_mail: false,
        role_map: ROLE_MAP,
        source: 'database',
      });
      const sealed = await sealedOf('corp-ldap');
      expect(sealed).toMatch(/^v1:/);
      expect(sealed).not.toContain(BIND_PASSWORD);
      const listed = await admin.inject('/api/admin/sign-in-providers');
      expect(listed.body).not.toContain(BIND_PASSWORD);
      expect(listed.json()).toContainEqual(expect.objectContaining({ slug: 'corp-ldap', has_bind_password: true }));
    });

    it('keeps the stored bind password when saved without one, and forgets it when the search becomes anonymous', async () => {
      await save('keep-ldap', DIRECTORY);
      const sealed = await sealedOf('keep-ldap');
      const { bind_password: _kept, ...withoutPassword } = DIRECTORY;
      const again = await save('keep-ldap', { ...withoutPassword, search_filter: '(sAMAccountName={username})' });
      expect(again.json()).toMatchObject({ has_bind_password: true, search_filter: '(sAMAccountName={username})' });
      expect(await sealedOf('keep-ldap')).toBe(sealed);
      const anonymous = await save('keep-ldap', { ...withoutPassword, bind_dn: null });
      expect(anonymous.json()).toMatchObject({ bind_dn: null, has_bind_password: false });
      expect(await sealedOf('keep-ldap')).toBeNull();
    });

    it('shows a directory on the sign-in page by name, without any URL to start at', async () => {
      await save('corp-ldap', DIRECTORY);
      const listed = (await t.anonymous.inject('/api/auth/providers')).json();
      expect(listed).toContainEqual({ protocol: 'ldap', slug: 'corp-ldap', name: 'Corp directory' });
    });

    it('refuses plain ldap:// unless StartTLS upgrades it or an admin allows plain connections', async () => {
      const plain = await save('plain-ldap', { ...DIRECTORY, url: 'ldap://ldap.corp.example' });
      expect(plain.statusCode).toBe(400);
      expect(plain.json().message).toContain('ldap:// without StartTLS sends passwords in clear');
      expect(
        (await save('plain-ldap', { ...DIRECTORY, url: 'ldap://ldap.corp.example', starttls: true })).statusCode,
      ).toBe(200);
      const allowed = await save('plain-ldap', { ...DIRECTORY, url: 'ldap://ldap.corp.example', allow_plain: true });
      expect(allowed.json()).toMatchObject({ starttls: false, allow_plain: true });
    });

    it('refuses contradictory or malformed settings, each with its reason', async () => {
      const refusals: [object, string][] = [
        [{ starttls: true }, 'StartTLS upgrades an ldap:// connection'],
        [{ url: 'https://ldap.corp.example' }, 'url must be an ldaps:// or ldap:// URL'],
        [{ url: 'ldaps://ldap.corp.example/dc=corp' }, 'url names a host and port only'],
        [{ search_filter: '(uid=alice)' }, 'the filter must contain {username}'],
        [{ search_filter: 'uid={username}' }, 'a filter is written in parentheses'],
        [{ group_search_filter: '(member=x)' }, 'the filter must contain {dn}'],
        [{ role_map: {} }, 'role_map needs at least one group'],
        [{ search_base: '' }, 'search_base is required'],
        [{ tls_ca: 'not a certificate' }, 'tls_ca must be PEM certificates'],
        [
          { tls_ca: '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----' },
          'tls_ca holds a certificate that cannot be read',
        ],
      ];
      for (const [change, reason] of refusals) {
        const answer = await save('bad-ldap', { ...DIRECTORY, ...change });
        expect(answer.statusCode, JSON.stringify(change)).toBe(400);
        expect(answer.body, JSON.stringify(change)).toContain(reason);
      }
      expect(
        await t.db.selectFrom('sign_in_providers').where('slug', '=', 'bad-ldap').select('slug').execute(),
      ).toEqual([]);
    });

    it('trusts the CA certificates an admin pastes for the directory, and answers them (they are public)', async () => {
      const saved = await save('ca-ldap', { ...DIRECTORY, tls_ca: TEST_CERTIFICATE });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().tls_ca).toBe(TEST_CERTIFICATE.trim());
    });

    it("keeps no secret of a provider's former protocol when its slug changes protocol", async () => {
      const oidc = await save('switch', {
        name: 'Was OIDC',
        issuer: 'https://id.corp.example',
        client_id: 'tessera',
        client_secret: 'client-secret-value',
        role_map: ROLE_MAP,
      });
      expect(oidc.json()).toMatchObject({ protocol: 'oidc', has_client_secret: true });
      const { bind_password: _none, ...withoutPassword } = DIRECTORY;
      const ldap = await save('switch', withoutPassword);
      expect(ldap.json()).toMatchObject({ protocol: 'ldap', has_bind_password: false });
      const row = await t.db
        .selectFrom('sign_in_providers')
        .selectAll()
        .where('slug', '=', 'switch')
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ client_secret_sealed: null, issuer: null, client_id: null, groups_claim: null });
    });

    it("shows the environment's directory (LDAP_*) read-only, its password never answered", async () => {
      Object.assign(t.config, {
        ldap: {
          url: 'ldaps://dc1.corp.example',
          starttls: false,
          allowPlain: false,
          bindDn: 'CN=svc-tessera,OU=Services,DC=corp,DC=example',
          bindPassword: 'environment-bind-password',
          searchBase: 'DC=corp,DC=example',
          searchFilter: '(sAMAccountName={username})',
          groupSearchFilter: '(member={dn})',
          trustMail: true,
          roleMap: ROLE_MAP,
          name: 'Active Directory',
        },
      });
      try {
        const listed = await admin.inject('/api/admin/sign-in-providers');
        expect(listed.body).not.toContain('environment-bind-password');
        expect(listed.json()[0]).toMatchObject({
          slug: 'ldap',
          protocol: 'ldap',
          name: 'Active Directory',
          has_bind_password: true,
          group_search_base: null,
          trust_mail: true,
          source: 'environment',
        });
        expect((await save('ldap', DIRECTORY)).statusCode).toBe(409);
        expect((await admin.inject({ method: 'DELETE', url: '/api/admin/sign-in-providers/ldap' })).statusCode).toBe(
          409,
        );
        const publicList = (await t.anonymous.inject('/api/auth/providers')).json();
        expect(publicList[0]).toEqual({ protocol: 'ldap', slug: 'ldap', name: 'Active Directory' });
      } finally {
        Object.assign(t.config, { ldap: undefined });
      }
    });
  },
  { config: { secretsKey: randomBytes(32).toString('hex') } },
);
