/**
 * A real LDAP directory for tests: OpenLDAP's `slapd` (Debian's `slapd` package) on loopback ports, with its data in
 * a temporary folder, started in a fraction of a second. People are `inetOrgPerson` entries under ou=people with a
 * password and an e-mail; groups are `groupOfNames` under ou=groups, and the `memberof` overlay keeps each
 * person's `memberOf` as Active Directory does. Tessera finds people as the service account
 * `cn=tessera,ou=services,…`, which may read but not write; anonymous callers may only bind. Changes during a test
 * go through `ldapmodify` (ldap-utils), as an operator's would, not through the library under test.
 */
import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_CERTIFICATE, TEST_KEY } from './tls.ts';
import { freePort, waitForPort } from './listening.ts';

const SLAPD = '/usr/sbin/slapd';
const SLAPADD = '/usr/sbin/slapadd';
const LDAPMODIFY = '/usr/bin/ldapmodify';

/** Whether this machine can run the directory (the slapd and ldap-utils packages); tests skip otherwise. */
export const slapdInstalled = [SLAPD, SLAPADD, LDAPMODIFY].every((program) => existsSync(program));
export const SLAPD_MISSING = 'slapd and ldap-utils are not installed (apt-get install slapd ldap-utils)';

export const SUFFIX = 'dc=example,dc=test';
export const PEOPLE = `ou=people,${SUFFIX}`;
export const GROUPS = `ou=groups,${SUFFIX}`;
export const SERVICE_DN = `cn=tessera,ou=services,${SUFFIX}`;
export const SERVICE_PASSWORD = 'service-account-secret';
const ADMIN_DN = `cn=admin,${SUFFIX}`;
const ADMIN_PASSWORD = 'directory-admin-secret';

export interface TestPerson {
  uid: string;
  password: string;
  mail?: string;
  displayName?: string;
}

export interface TestDirectory {
  /** ldap://127.0.0.1:<port>: plain, or upgraded with StartTLS when the directory has a certificate. */
  url: string;
  /** ldaps://127.0.0.1:<port>, when started with `tls`. */
  ldapsUrl?: string;
  /** The same directory at ldap://127.0.0.2:<port>, a name its certificate does not carry (all 127/8 is loopback). */
  otherNameUrl: string;
  /** Adds a person under ou=people, in these groups (created as needed); answers their DN. */
  addPerson(person: TestPerson, groups?: string[]): Promise<string>;
  /** Puts a person in exactly these groups. */
  setGroups(uid: string, groups: string[]): Promise<void>;
  close(): Promise<void>;
}

/**
 * What an admin enters to sign people in with `directory` (started with `tls`): StartTLS trusting the test
 * certificate, people found under ou=people by the service account. A test adds the name and the role map.
 */
export const directoryProviderSettings = (directory: TestDirectory) => ({
  protocol: 'ldap',
  url: directory.url,
  starttls: true,
  tls_ca: TEST_CERTIFICATE,
  bind_dn: SERVICE_DN,
  bind_password: SERVICE_PASSWORD,
  search_base: PEOPLE,
});

const dnOf = (uid: string) => `uid=${uid},${PEOPLE}`;
const groupDn = (name: string) => `cn=${name},${GROUPS}`;

function run(program: string, args: string[], input?: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(program, args, (error, stdout, stderr) =>
      error ? reject(new Error(`${program} ${args.join(' ')}: ${stderr || error.message}`)) : resolve(stdout),
    );
    child.stdin?.end(input ?? '');
  });
}

function slapdConf(dir: string, tls: boolean): string {
  return [
    ...['core', 'cosine', 'inetorgperson', 'nis'].map((schema) => `include /etc/ldap/schema/${schema}.schema`),
    'modulepath /usr/lib/ldap',
    'moduleload back_mdb',
    'moduleload memberof',
    `pidfile ${join(dir, 'slapd.pid')}`,
    ...(tls ? [`TLSCertificateFile ${join(dir, 'cert.pem')}`, `TLSCertificateKeyFile ${join(dir, 'key.pem')}`] : []),
    'database mdb',
    `suffix "${SUFFIX}"`,
    `rootdn "${ADMIN_DN}"`,
    `rootpw ${ADMIN_PASSWORD}`,
    `directory ${join(dir, 'data')}`,
    // As a directory is usually set up: passwords only for binding, everything else for signed-in readers.
    'access to attrs=userPassword by self write by anonymous auth by * none',
    'access to * by users read by * none',
    'overlay memberof',
    '',
  ].join('\n');
}

const FIXTURE = `dn: ${SUFFIX}
objectClass: dcObject
objectClass: organization
dc: example
o: Example

dn: ${PEOPLE}
objectClass: organizationalUnit
ou: people

dn: ${GROUPS}
objectClass: organizationalUnit
ou: groups

dn: ou=services,${SUFFIX}
objectClass: organizationalUnit
ou: services

dn: ${SERVICE_DN}
objectClass: organizationalRole
objectClass: simpleSecurityObject
cn: tessera
userPassword: ${SERVICE_PASSWORD}
`;

/** Starts a directory; `tls` gives it the test certificate of ./tls.ts, for StartTLS and an ldaps:// port. */
export async function startSlapd(options: { tls?: boolean } = {}): Promise<TestDirectory> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-slapd-'));
  const tls = options.tls ?? false;
  await mkdir(join(dir, 'data'));
  await writeFile(join(dir, 'slapd.conf'), slapdConf(dir, tls));
  if (tls) {
    await writeFile(join(dir, 'cert.pem'), TEST_CERTIFICATE);
    await writeFile(join(dir, 'key.pem'), TEST_KEY, { mode: 0o600 });
  }
  await writeFile(join(dir, 'fixture.ldif'), FIXTURE);
  await run(SLAPADD, ['-q', '-f', join(dir, 'slapd.conf'), '-l', join(dir, 'fixture.ldif')]);

  const port = await freePort();
  const ldapsPort = tls ? await freePort() : undefined;
  const url = `ldap://127.0.0.1:${port}`;
  const ldapsUrl = ldapsPort ? `ldaps://127.0.0.1:${ldapsPort}` : undefined;
  const otherNameUrl = `ldap://127.0.0.2:${port}`;
  const listen = [url, otherNameUrl, ...(ldapsUrl ? [ldapsUrl] : [])].map((listener) => `${listener}/`).join(' ');
  const slapd = spawn(SLAPD, ['-f', join(dir, 'slapd.conf'), '-h', listen, '-d', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  slapd.stdout.on('data', (chunk) => (output += chunk));
  slapd.stderr.on('data', (chunk) => (output += chunk));
  const stopped = new Promise<void>((resolve) => slapd.once('exit', () => resolve()));
  const stop = async () => {
    if (slapd.exitCode === null && slapd.signalCode === null) slapd.kill('SIGTERM');
    await stopped;
    await rm(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(port, slapd, () => output);
    if (ldapsPort) await waitForPort(ldapsPort, slapd, () => output);
  } catch (error) {
    await stop();
    throw error;
  }

  const modify = (ldif: string) =>
    run(LDAPMODIFY, ['-x', '-H', url, '-D', ADMIN_DN, '-w', ADMIN_PASSWORD, '-c'], ldif).catch((error: Error) => {
      // -c goes on past an entry that exists already (a group made earlier): only other failures count.
      if (!/Already exists/.test(error.message)) throw error;
    });
  const groupsOf = new Map<string, Set<string>>();
  const ensureGroups = async (groups: string[], firstMember: string) => {
    for (const group of groups)
      if (!groupsOf.has(group)) {
        groupsOf.set(group, new Set([firstMember]));
        // groupOfNames needs a member: the admin stays one, so that the last person can leave.
        await modify(
          `dn: ${groupDn(group)}\nchangetype: add\nobjectClass: groupOfNames\ncn: ${group}\nmember: ${ADMIN_DN}\n`,
        );
      }
  };

  const directory: TestDirectory = {
    url,
    ldapsUrl,
    otherNameUrl,
    async addPerson(person, groups = []) {
      const dn = dnOf(person.uid);
      await modify(
        [
          `dn: ${dn}`,
          'changetype: add',
          'objectClass: inetOrgPerson',
          `uid: ${person.uid}`,
          `cn: ${person.displayName ?? person.uid}`,
          `sn: ${person.uid}`,
          ...(person.displayName ? [`displayName: ${person.displayName}`] : []),
          ...(person.mail ? [`mail: ${person.mail}`] : []),
          `userPassword: ${person.password}`,
          '',
        ].join('\n'),
      );
      await directory.setGroups(person.uid, groups);
      return dn;
    },
    async setGroups(uid, groups) {
      const dn = dnOf(uid);
      await ensureGroups(groups, ADMIN_DN);
      for (const [group, members] of groupsOf) {
        const wanted = groups.includes(group);
        if (wanted === members.has(dn)) continue;
        await modify(
          `dn: ${groupDn(group)}\nchangetype: modify\n${wanted ? 'add' : 'delete'}: member\nmember: ${dn}\n`,
        );
        if (wanted) members.add(dn);
        else members.delete(dn);
      }
    },
    close: stop,
  };
  return directory;
}
