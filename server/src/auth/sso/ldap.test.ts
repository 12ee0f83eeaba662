import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { filterWith, firstRdnValue, signInAtDirectory, WrongCredentials } from './ldap.ts';
import type { LdapProvider } from './providers.ts';

describe('the search filter', () => {
  it('puts the username in as a value, filter syntax escaped as RFC 4515 says', () => {
    expect(filterWith('(uid={username})', '{username}', 'alice')).toBe('(uid=alice)');
    expect(filterWith('(uid={username})', '{username}', '*)(uid=*')).toBe('(uid=\\2a\\29\\28uid=\\2a)');
    expect(filterWith('(uid={username})', '{username}', 'a\\b\0c')).toBe('(uid=a\\5cb\\00c)');
  });

  it('replaces every placeholder, and reads no replacement pattern in the value', () => {
    expect(filterWith('(|(uid={username})(mail={username}))', '{username}', 'bob')).toBe('(|(uid=bob)(mail=bob))');
    expect(filterWith('(uid={username})', '{username}', "$&$'$`")).toBe("(uid=$&$'$`)");
  });
});

describe("a group's name from its DN", () => {
  it('is the value of the first RDN, unescaped', () => {
    expect(firstRdnValue('cn=pm,ou=groups,dc=example,dc=test')).toBe('pm');
    expect(firstRdnValue('CN=Tessera PMs\\, Berlin,OU=Groups,DC=corp,DC=example')).toBe('Tessera PMs, Berlin');
    expect(firstRdnValue('cn=caf\\c3\\a9,ou=groups')).toBe('café');
    expect(firstRdnValue('cn=a+sn=b,ou=groups')).toBe('a');
    expect(firstRdnValue('not a dn')).toBeUndefined();
  });
});

describe('signing in at a directory', () => {
  it('refuses an empty password before connecting: the bind would be anonymous, which directories let pass', async () => {
    // A port that accepts connections and counts them: nothing may arrive.
    let connections = 0;
    const server = createServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const provider: LdapProvider = {
      protocol: 'ldap',
      slug: 'corp',
      name: 'Corp',
      roleMap: { staff: 'user' },
      source: 'database',
      url: `ldap://127.0.0.1:${(server.address() as AddressInfo).port}`,
      starttls: false,
      allowPlain: true,
      searchBase: 'dc=example,dc=test',
      searchFilter: '(uid={username})',
      groupSearchFilter: '(member={dn})',
      trustMail: false,
    };
    try {
      await expect(signInAtDirectory(provider, 'alice', '')).rejects.toBeInstanceOf(WrongCredentials);
      await expect(signInAtDirectory(provider, ' ', 'secret')).rejects.toBeInstanceOf(WrongCredentials);
      expect(connections).toBe(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
