import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPrivateAddress, literalAddress } from '../outbound/address.ts';

/** Why a repository address is refused; the message says what to write instead. */
export class RemoteUrlError extends Error {
  override name = 'RemoteUrlError';
}

/** A repository address checked for use: its scheme, and the address its host resolved to, to connect to only. */
export interface CheckedRemote {
  url: string;
  scheme: 'https' | 'ssh' | 'http';
  host: string;
  port: number;
  /** The IP address git must connect to (the one checked), so a name cannot resolve elsewhere a moment later. */
  address: string;
}

const DEFAULT_PORTS = { https: 443, http: 80, ssh: 22 } as const;

/**
 * Checks the form of a repository address without resolving it: `https://` and `ssh://` only (`http://` only
 * where private networks are allowed, an admin's setting), no credentials in it, a host, a path. Local paths,
 * `file:`, `ext::` and every other transport are refused, as is the scp-like `git@host:path` form (written
 * `ssh://git@host/path` instead, which leaves nothing for git to guess).
 */
export function parseRemoteUrl(text: string, options: { allowPrivateNetwork: boolean }): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    const scpLike = /^[\w.-]+@[\w.-]+:(?!\/\/)/.test(text);
    throw new RemoteUrlError(
      scpLike
        ? `Write the address as ssh://${text.replace(':', '/')}: the git@host:path form is not taken`
        : 'The repository address must be a URL starting with https:// or ssh://',
    );
  }
  const scheme = url.protocol.slice(0, -1);
  if (scheme === 'http' && !options.allowPrivateNetwork)
    throw new RemoteUrlError(
      'http:// sends the repository unencrypted: use https:// or ssh:// (http:// is only allowed with allow_private_network, an admin setting)',
    );
  if (scheme !== 'https' && scheme !== 'ssh' && scheme !== 'http')
    throw new RemoteUrlError(`${url.protocol} addresses are not taken: use https:// or ssh://`);
  if (url.password || (url.username && scheme !== 'ssh'))
    throw new RemoteUrlError('Leave credentials out of the address: give the token in credentials instead');
  if (!url.hostname) throw new RemoteUrlError('The repository address names no host');
  // A host name is letters, digits, dots and dashes (or an IP address): nothing a shell or ssh could read otherwise.
  if (!literalAddress(url) && !/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(url.hostname))
    throw new RemoteUrlError(`"${url.hostname}" is not a host name`);
  if (url.username && !/^[\w.-]+$/.test(url.username))
    throw new RemoteUrlError('The user name of an ssh:// address is letters, digits, dots, dashes and underscores');
  if (url.pathname === '/' || url.pathname === '')
    throw new RemoteUrlError('The repository address names no repository path');
  if (url.search || url.hash) throw new RemoteUrlError('The repository address may not hold ? or #');
  // Control characters would reach git's configuration and the ssh command line.
  if (/[\s\u0000-\u001f\u007f]/.test(decodeURIComponent(url.href)))
    throw new RemoteUrlError('The repository address may not hold spaces or control characters');
  return url;
}

/**
 * Checks a repository address and resolves its host: refused when any address it resolves to is on a private
 * network (this machine, a LAN, a cloud metadata service) unless private networks are allowed. Answers the
 * address git is then pinned to.
 */
export async function checkRemoteUrl(
  text: string,
  options: { allowPrivateNetwork: boolean },
  resolve: (host: string) => Promise<string[]> = resolveAll,
): Promise<CheckedRemote> {
  const url = parseRemoteUrl(text, options);
  const scheme = url.protocol.slice(0, -1) as CheckedRemote['scheme'];
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const literal = literalAddress(url);
  let addresses: string[];
  try {
    addresses = literal ? [literal] : await resolve(host);
  } catch {
    throw new RemoteUrlError(`The host ${host} of the repository address cannot be found`);
  }
  if (addresses.length === 0) throw new RemoteUrlError(`The host ${host} of the repository address cannot be found`);
  const refused = addresses.find(isPrivateAddress);
  if (refused && !options.allowPrivateNetwork)
    throw new RemoteUrlError(
      `${host} is on a private network (${refused}); an admin may allow private networks for this connection`,
    );
  return {
    url: url.href,
    scheme,
    host,
    port: url.port ? Number(url.port) : DEFAULT_PORTS[scheme],
    address: addresses[0]!,
  };
}

async function resolveAll(host: string): Promise<string[]> {
  const found = await lookup(host, { all: true });
  return found.map((entry) => entry.address).filter((address) => isIP(address) !== 0);
}

/** The host and port of an ssh:// address, the server whose host key a connection keeps; undefined for others. */
function sshServerOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'ssh:' ? `${url.hostname.toLowerCase()}:${url.port || DEFAULT_PORTS.ssh}` : undefined;
  } catch {
    return undefined;
  }
}

/** Whether two repository addresses are ssh:// ones of the same server (host and port; the path may differ). */
export function sameSshServer(a: string, b: string): boolean {
  const server = sshServerOf(a);
  return server !== undefined && server === sshServerOf(b);
}
