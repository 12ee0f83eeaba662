import { isIP } from 'node:net';
import { rootCertificates, type ConnectionOptions } from 'node:tls';
import { Client, Filter, InvalidCredentialsError, SizeLimitExceededError, type Entry } from 'ldapts';
import type { LdapProvider } from './providers.ts';

/** The username or the password is wrong, or the username names nobody (or several people): one answer for all. */
export class WrongCredentials extends Error {
  override name = 'WrongCredentials';
}

/** The directory could not be asked: down, unreachable, its certificate refused, or its service account refused. */
export class DirectoryUnavailable extends Error {
  override name = 'DirectoryUnavailable';
}

/** The longest a connection, and then each operation, may take: a sign-in waits no more than a few of these. */
const TIMEOUT_MS = 10_000;

/** What the directory says of the person who signed in. */
export interface DirectoryPerson {
  dn: string;
  /** entryUUID (OpenLDAP, 389-ds), objectGUID (Active Directory), else the DN: what stays when the person is renamed. */
  subject: string;
  email?: string;
  name?: string;
  /** Each group by its DN and its CN, lower-cased: an admin's role map may name either, in any case. */
  groups: string[];
}

/**
 * The filter with `placeholder` replaced by `value`, escaped as RFC 4515 says (`*`, `(`, `)`, `\` and NUL), so
 * that what a person types is a value to match, never filter syntax: `*)(uid=*` finds nobody.
 */
export function filterWith(template: string, placeholder: string, value: string): string {
  const escaped = Filter.escape(value);
  // A function, not a string: `$&` and its kin in the value are replacement patterns in a replacement string.
  return template.replaceAll(placeholder, () => escaped);
}

/**
 * The value of a DN's first RDN, unescaped: `cn=Tessera PMs\, Berlin,ou=groups,…` → `Tessera PMs, Berlin`.
 * A multi-valued RDN (`cn=a+sn=b`) gives its first value.
 */
export function firstRdnValue(dn: string): string | undefined {
  const match = /^\s*[^=,+]+=((?:\\[0-9a-fA-F]{2}|\\.|[^,+\\])*)/.exec(dn);
  if (!match) return undefined;
  const bytes: number[] = [];
  const text = match[1]!.trim();
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '\\' ? /^[0-9a-fA-F]{2}/.exec(text.slice(i + 1)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      const char = text[i] === '\\' ? text[++i]! : text[i]!;
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

const first = (value: Entry[string] | undefined): string | undefined => {
  const one = Array.isArray(value) ? value[0] : value;
  if (one === undefined) return undefined;
  return typeof one === 'string' ? one : one.toString('hex');
};
const all = (value: Entry[string] | undefined): string[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one) =>
    typeof one === 'string' ? one : one.toString('utf8'),
  );

/** A group's names as role maps match them: its DN and its CN, lower-cased. */
function namesOf(dn: string, cn?: string[]): string[] {
  const names = [dn, ...(cn ?? [firstRdnValue(dn) ?? ''])].map((name) => name.trim().toLowerCase());
  return names.filter((name) => name !== '');
}

function tlsOptions(provider: LdapProvider): ConnectionOptions {
  return {
    minVersion: 'TLSv1.2',
    // The system's CAs and the admin's: `ca` alone would replace the system's.
    ...(provider.tlsCa ? { ca: [...rootCertificates, provider.tlsCa] } : {}),
  };
}

/** A connection to the directory, encrypted unless the admin allowed plain ldap://. */
async function connect(provider: LdapProvider): Promise<Client> {
  const url = new URL(provider.url);
  const plain = url.protocol === 'ldap:';
  // The settings are checked when saved and at start; a stored row that slipped past is refused all the same.
  if (plain && !provider.starttls && !provider.allowPlain)
    throw new DirectoryUnavailable(`${provider.url} would send passwords in clear: StartTLS is off`);
  const client = new Client({
    url: provider.url,
    timeout: TIMEOUT_MS,
    connectTimeout: TIMEOUT_MS,
    // For ldaps:// only: ldapts opens any connection given TLS options with TLS, whatever the URL says.
    ...(plain ? {} : { tlsOptions: tlsOptions(provider) }),
  });
  if (plain && provider.starttls) {
    const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
    // The name the certificate must carry: without `host`, Node would check it against "localhost".
    await client.startTLS({ ...tlsOptions(provider), host, ...(isIP(host) ? {} : { servername: host }) });
  }
  return client;
}

/** The person's groups: found under group_search_base by its filter, else read from their `memberOf`. */
async function groupsOf(client: Client, provider: LdapProvider, entry: Entry): Promise<string[]> {
  if (!provider.groupSearchBase) return all(entry.memberOf).flatMap((dn) => namesOf(dn));
  const { searchEntries } = await client.search(provider.groupSearchBase, {
    scope: 'sub',
    filter: filterWith(provider.groupSearchFilter, '{dn}', entry.dn),
    attributes: ['cn'],
    timeLimit: TIMEOUT_MS / 1000,
  });
  return searchEntries.flatMap((group) => namesOf(group.dn, all(group.cn)));
}

/**
 * Signs `username` in at the directory: the service account (or an anonymous search) finds their entry by the
 * provider's filter, their groups are read, and a bind as that entry with `password` proves the password.
 * Throws WrongCredentials for a wrong username or password, DirectoryUnavailable when the directory cannot answer.
 */
export async function signInAtDirectory(
  provider: LdapProvider,
  username: string,
  password: string,
): Promise<DirectoryPerson> {
  // An empty password makes an unauthenticated bind (RFC 4513 §5.1.2), which directories answer with success.
  if (password === '' || username.trim() === '') throw new WrongCredentials('An empty username or password');
  let client: Client | undefined;
  try {
    client = await connect(provider);
    if (provider.bindDn) {
      try {
        await client.bind(provider.bindDn, provider.bindPassword ?? '');
      } catch (error) {
        throw new DirectoryUnavailable(`The service account ${provider.bindDn} could not bind`, { cause: error });
      }
    }
    let entries: Entry[];
    try {
      ({ searchEntries: entries } = await client.search(provider.searchBase, {
        scope: 'sub',
        filter: filterWith(provider.searchFilter, '{username}', username),
        attributes: ['entryUUID', 'objectGUID', 'mail', 'displayName', 'cn', 'memberOf'],
        explicitBufferAttributes: ['objectGUID'],
        sizeLimit: 2,
        timeLimit: TIMEOUT_MS / 1000,
      }));
    } catch (error) {
      if (error instanceof SizeLimitExceededError) throw new WrongCredentials('The filter finds several people');
      throw error;
    }
    if (entries.length !== 1)
      throw new WrongCredentials(entries.length ? 'The filter finds several people' : 'The filter finds nobody');
    const entry = entries[0]!;
    const groups = await groupsOf(client, provider, entry);
    try {
      await client.bind(entry.dn, password);
    } catch (error) {
      if (error instanceof InvalidCredentialsError) throw new WrongCredentials('The password is wrong');
      throw error;
    }
    return {
      dn: entry.dn,
      subject: first(entry.entryUUID) ?? first(entry.objectGUID) ?? entry.dn.toLowerCase(),
      email: first(entry.mail),
      name: first(entry.displayName) ?? first(entry.cn),
      groups,
    };
  } catch (error) {
    if (error instanceof WrongCredentials || error instanceof DirectoryUnavailable) throw error;
    throw new DirectoryUnavailable(error instanceof Error ? error.message : String(error), { cause: error });
  } finally {
    await client?.unbind().catch(() => undefined);
  }
}
