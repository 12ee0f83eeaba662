import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('the public address (PUBLIC_URL)', () => {
  it('is unset unless given, so links fall back to the request', () => {
    expect(loadConfig({}).publicUrl).toBeUndefined();
    expect(loadConfig({ PUBLIC_URL: ' ' }).publicUrl).toBeUndefined();
  });

  it('keeps the origin of an http or https address, with or without a final slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://Tessera.Example.com/' }).publicUrl).toBe('https://tessera.example.com');
    expect(loadConfig({ PUBLIC_URL: 'http://10.0.0.5:8080' }).publicUrl).toBe('http://10.0.0.5:8080');
  });

  it('refuses to start with anything else, naming the variable and the value', () => {
    for (const value of [
      'tessera.example.com',
      'ftp://tessera.example.com',
      'https://tessera.example.com/app',
      'https://tessera.example.com/?x=1',
      'https://user:secret@tessera.example.com',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(
        `PUBLIC_URL must be the address users open the app at, like https://tessera.example.com, got "${value}"`,
      );
    }
  });
});

describe('a read replica (DATABASE_READ_URL)', () => {
  it('is read beside DATABASE_URL, and refused without it', () => {
    const primary = 'postgres://db.example/tessera';
    const replica = 'postgres://replica.example/tessera';
    expect(loadConfig({ DATABASE_URL: primary }).databaseReadUrl).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: primary, DATABASE_READ_URL: replica }).databaseReadUrl).toBe(replica);
    expect(() => loadConfig({ DATABASE_READ_URL: replica })).toThrow('set DATABASE_URL too');
  });
});

describe('the longest an API token lasts (API_TOKEN_MAX_DAYS)', () => {
  it('is a year unless given, and at least a day', () => {
    expect(loadConfig({}).apiTokenMaxDays).toBe(365);
    expect(loadConfig({ API_TOKEN_MAX_DAYS: '30' }).apiTokenMaxDays).toBe(30);
    expect(() => loadConfig({ API_TOKEN_MAX_DAYS: '0' })).toThrow('API_TOKEN_MAX_DAYS must be at least 1');
    expect(() => loadConfig({ API_TOKEN_MAX_DAYS: 'forever' })).toThrow(/API_TOKEN_MAX_DAYS/);
  });
});

describe('the directory of the environment (LDAP_*)', () => {
  const DIRECTORY = {
    LDAP_URL: 'ldaps://dc1.corp.example:636',
    LDAP_SEARCH_BASE: 'DC=corp,DC=example',
    LDAP_ROLE_MAP: '{"Tessera Users": "user", "Tessera PMs": "manager"}',
  };

  it('is unset unless LDAP_URL is given, and takes the defaults of the rest', () => {
    expect(loadConfig({}).ldap).toBeUndefined();
    expect(loadConfig(DIRECTORY).ldap).toEqual({
      url: 'ldaps://dc1.corp.example:636',
      starttls: false,
      allowPlain: false,
      bindDn: undefined,
      bindPassword: undefined,
      searchBase: 'DC=corp,DC=example',
      searchFilter: '(uid={username})',
      groupSearchBase: undefined,
      groupSearchFilter: '(member={dn})',
      trustMail: false,
      roleMap: { 'Tessera Users': 'user', 'Tessera PMs': 'manager' },
      name: 'Company directory',
    });
  });

  it('reads every setting it names', () => {
    const ldap = loadConfig({
      ...DIRECTORY,
      LDAP_URL: 'ldap://ldap.corp.example',
      LDAP_STARTTLS: 'true',
      LDAP_BIND_DN: 'CN=svc-tessera,OU=Services,DC=corp,DC=example',
      LDAP_BIND_PASSWORD: 'secret',
      LDAP_SEARCH_FILTER: '(sAMAccountName={username})',
      LDAP_GROUP_SEARCH_BASE: 'OU=Groups,DC=corp,DC=example',
      LDAP_GROUP_SEARCH_FILTER: '(uniqueMember={dn})',
      LDAP_TRUST_MAIL: '1',
      LDAP_NAME: 'Active Directory',
    }).ldap;
    expect(ldap).toMatchObject({
      starttls: true,
      bindDn: 'CN=svc-tessera,OU=Services,DC=corp,DC=example',
      bindPassword: 'secret',
      searchFilter: '(sAMAccountName={username})',
      groupSearchBase: 'OU=Groups,DC=corp,DC=example',
      groupSearchFilter: '(uniqueMember={dn})',
      trustMail: true,
      name: 'Active Directory',
    });
  });

  it('refuses plain ldap:// unless LDAP_STARTTLS or LDAP_ALLOW_PLAIN says how', () => {
    const plain = { ...DIRECTORY, LDAP_URL: 'ldap://ldap.corp.example' };
    expect(() => loadConfig(plain)).toThrow('LDAP_URL is ldap:// without StartTLS, which sends passwords in clear');
    expect(loadConfig({ ...plain, LDAP_ALLOW_PLAIN: 'true' }).ldap).toMatchObject({ allowPlain: true });
    expect(() => loadConfig({ ...DIRECTORY, LDAP_STARTTLS: 'true' })).toThrow('LDAP_URL is ldaps:// already');
  });

  it('refuses to start with a setting missing or malformed, naming the variable', () => {
    const { LDAP_SEARCH_BASE: _base, ...withoutBase } = DIRECTORY;
    const { LDAP_ROLE_MAP: _map, ...withoutMap } = DIRECTORY;
    const refusals: [NodeJS.ProcessEnv, string][] = [
      [withoutBase, 'set LDAP_SEARCH_BASE too'],
      [withoutMap, 'set LDAP_ROLE_MAP too'],
      [{ ...DIRECTORY, LDAP_URL: 'https://dc1.corp.example' }, 'LDAP_URL must be an ldaps:// or ldap:// URL'],
      [{ ...DIRECTORY, LDAP_SEARCH_FILTER: '(uid=alice)' }, 'LDAP_SEARCH_FILTER must be a filter'],
      [{ ...DIRECTORY, LDAP_GROUP_SEARCH_FILTER: 'member={dn}' }, 'LDAP_GROUP_SEARCH_FILTER must be a filter'],
      [{ ...DIRECTORY, LDAP_ROLE_MAP: '{"x": "boss"}' }, 'LDAP_ROLE_MAP: group "x" maps to "boss"'],
      [{ ...DIRECTORY, LDAP_BIND_PASSWORD: 'secret' }, 'set LDAP_BIND_DN too'],
      [{ ...DIRECTORY, LDAP_TRUST_MAIL: 'yes' }, 'LDAP_TRUST_MAIL must be true or false'],
    ];
    for (const [env, message] of refusals) expect(() => loadConfig(env), message).toThrow(message);
  });
});

describe('the SAML identity provider of the environment (SAML_*)', () => {
  const ROLE_MAP = '{"translators": "user"}';

  it('is unset unless SAML_IDP_METADATA is given; a URL is kept to be fetched, with the defaults of the rest', () => {
    expect(loadConfig({}).saml).toBeUndefined();
    expect(
      loadConfig({ SAML_IDP_METADATA: 'https://idp.corp.example/metadata', SAML_ROLE_MAP: ROLE_MAP }).saml,
    ).toEqual({
      metadataUrl: 'https://idp.corp.example/metadata',
      groupsAttribute: 'groups',
      trustEmail: false,
      roleMap: { translators: 'user' },
      name: 'Single sign-on (SAML)',
    });
  });

  it("reads a file path's metadata at start", () => {
    const folder = mkdtempSync(join(tmpdir(), 'saml-config-'));
    const file = join(folder, 'idp.xml');
    writeFileSync(file, '<EntityDescriptor/>');
    try {
      const saml = loadConfig({
        SAML_IDP_METADATA: file,
        SAML_ROLE_MAP: ROLE_MAP,
        SAML_GROUPS_ATTRIBUTE: 'memberOf',
        SAML_NAME: 'AD FS',
        SAML_TRUST_EMAIL: 'true',
      }).saml;
      expect(saml).toMatchObject({
        metadataXml: '<EntityDescriptor/>',
        groupsAttribute: 'memberOf',
        name: 'AD FS',
        trustEmail: true,
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses to start without a role map, or with metadata that is neither a URL nor a file', () => {
    expect(() => loadConfig({ SAML_IDP_METADATA: 'https://idp.corp.example/metadata' })).toThrow(
      'set SAML_ROLE_MAP too',
    );
    expect(() => loadConfig({ SAML_IDP_METADATA: '/nowhere/idp.xml', SAML_ROLE_MAP: ROLE_MAP })).toThrow(
      'neither an http(s) URL nor a file that can be read',
    );
    expect(() =>
      loadConfig({
        SAML_IDP_METADATA: 'https://idp.corp.example/metadata',
        SAML_ROLE_MAP: ROLE_MAP,
        SAML_TRUST_EMAIL: 'yes',
      }),
    ).toThrow('SAML_TRUST_EMAIL must be true or false');
  });
});

describe("background jobs' heartbeat (JOB_HEARTBEAT_SECONDS, JOB_STALE_AFTER_SECONDS)", () => {
  it('is every 10 s, a job counting as dead after 60 s without one, unless given', () => {
    expect(loadConfig({})).toMatchObject({ jobHeartbeatMs: 10_000, jobStaleAfterMs: 60_000 });
    expect(loadConfig({ JOB_HEARTBEAT_SECONDS: '1', JOB_STALE_AFTER_SECONDS: '3' })).toMatchObject({
      jobHeartbeatMs: 1000,
      jobStaleAfterMs: 3000,
    });
  });

  it('refuses a heartbeat that never comes, or one a live job could miss the staleness by', () => {
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '0' })).toThrow(
      'JOB_HEARTBEAT_SECONDS must be at least 1, got "0"',
    );
    expect(() => loadConfig({ JOB_HEARTBEAT_SECONDS: '10', JOB_STALE_AFTER_SECONDS: '15' })).toThrow(
      'JOB_STALE_AFTER_SECONDS (15) must be at least twice JOB_HEARTBEAT_SECONDS (10): a live job would be taken for dead',
    );
  });
});
