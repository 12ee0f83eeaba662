import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/**
 * Addresses an outbound connection (a machine-translation provider, a webhook, a Git host) may not reach unless
 * an admin allows private networks: this machine, private and link-local networks (cloud metadata services live
 * at 169.254.169.254), carrier-grade NAT, and addresses that are no single host. IPv4 addresses written as IPv6 (::ffff:127.0.0.1, ::ffff:7f00:1) match their IPv4 rule.
 * IPv6 ranges that carry an IPv4 address inside them are refused whole, whatever address they carry: a router or
 * relay on the way may deliver them to that IPv4 host, private or not, and no service needs them.
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // IPv4-compatible addresses (::7f00:1, ::127.0.0.1; deprecated), with :: and ::1 among them.
  ['::', 96],
  // IPv4-translated addresses (::ffff:0:7f00:1, stateless IP/ICMP translation).
  ['::ffff:0:0:0', 96],
  // NAT64, well-known and local-use prefixes.
  ['64:ff9b::', 96],
  ['64:ff9b:1::', 48],
  // Teredo (2001:0000::/32 only: the rest of 2001::/16 is ordinary unicast).
  ['2001::', 32],
  // 6to4.
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, 'ipv6');
}

export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4');
}

/** Why an outbound connection was not made: its address is on a private network, which the settings forbid. */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly address: string;

  constructor(address: string) {
    super(`${address} is on a private network`);
    this.address = address;
  }
}

/** The address a URL names when it names one (WHATWG URLs already turn 0x7f000001 into 127.0.0.1). */
export function literalAddress(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return isIP(host) ? host : undefined;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * `dns.lookup` for a connection that may only reach public addresses. The connection uses what this answers, so
 * a name that resolves (or, rebinding, later resolves) to a private address is refused at the moment it is used.
 */
export function publicOnlyLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((candidate) => isPrivateAddress(candidate.address));
    if (refused) return callback(new PrivateAddressError(refused.address), []);
    if (options.all) return callback(null, addresses);
    const [first] = addresses;
    callback(null, first!.address, first!.family);
  });
}
