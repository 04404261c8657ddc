import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/**
 * Where webhooks may not go (docs/security.md, "Webhooks"): this machine, the private networks
 * behind it, cloud metadata services and every other address that is not public internet. A
 * receiver's host is resolved, every address it resolves to is checked, and the request connects
 * to the address that was checked, so a name that resolves differently a moment later (DNS
 * rebinding) cannot send it elsewhere.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8], // private (RFC 1918)
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata (169.254.169.254)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 23], // IETF protocol assignments (Teredo, ORCHID…)
  ['2001:db8::', 32], // documentation
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6');
}
/** Global unicast: the only IPv6 addresses that reach the public internet. */
const GLOBAL_IPV6 = new BlockList();
GLOBAL_IPV6.addSubnet('2000::', 3, 'ipv6');

/** The IPv4 address an IPv6 one carries (IPv4-mapped, NAT64, 6to4), if it carries one. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:(?:0:)?|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:(?:0:)?|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  const sixToFour = /^2002:([0-9a-f]{1,4}):([0-9a-f]{1,4}):/.exec(lower);
  const words = hex ?? sixToFour;
  if (!words) return undefined;
  const high = Number.parseInt(words[1]!, 16);
  const low = Number.parseInt(words[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join('.');
}

/** Whether `address` (an IP literal) is a public internet address a webhook may go to. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return !BLOCKED.check(address, 'ipv4');
  if (family !== 6) return false;
  const v4 = embeddedIpv4(address);
  if (v4 !== undefined) return isIP(v4) === 4 && !BLOCKED.check(v4, 'ipv4');
  return GLOBAL_IPV6.check(address, 'ipv6') && !BLOCKED.check(address, 'ipv6');
}

/**
 * The one spelling of a host name every allow/deny decision compares (docs/security.md,
 * "Webhooks"): what the URL standard makes of it (lower case, IDN and full-width forms to ASCII
 * punycode, percent-decoded, IPv4 in any notation as dotted decimal, IPv6 compressed), without
 * trailing dots (`localhost.` is `localhost`: a fully qualified name is the same host) and without
 * the brackets of an IPv6 literal. A name the URL standard refuses is only lower-cased.
 */
export function normaliseHost(host: string): string {
  const parsed = (name: string): string | undefined => {
    try {
      return new URL(`https://${isIP(name) === 6 ? `[${name}]` : name}/`).hostname;
    } catch {
      return undefined;
    }
  };
  let name = parsed(host) ?? host.toLowerCase();
  const trimmed = name.replace(/\.+$/, '');
  // Without its trailing dots a name may read as an address ("0x7f.1.." is 127.0.0.1).
  if (trimmed !== name) name = parsed(trimmed) ?? trimmed;
  return name.replace(/^\[(.*)\]$/, '$1');
}

/** A URL's host, normalised (normaliseHost), without the brackets of an IPv6 literal. */
export const hostOf = (url: URL): string => normaliseHost(url.hostname);

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Why a receiver's address is refused; its message becomes the delivery's last_error. */
export class AddressNotAllowedError extends Error {
  constructor(host: string, address?: string) {
    super(
      address && address !== host
        ? `refused: ${host} resolves to ${address}, a private or local address`
        : `refused: ${host} is a private or local address`,
    );
    this.name = 'AddressNotAllowedError';
  }
}

/**
 * The address to connect to for the host `name` (normalised first): resolved, and refused (AddressNotAllowedError) when any
 * address it resolves to is not public, unless `allowPrivate`.
 */
export async function resolveAllowedAddress(
  name: string,
  allowPrivate: boolean,
): Promise<ResolvedAddress> {
  const host = normaliseHost(name);
  const literal = isIP(host);
  const addresses =
    literal === 0
      ? await lookup(host, { all: true, verbatim: true })
      : [{ address: host, family: literal }];
  if (addresses.length === 0) throw new Error(`${host} has no address`);
  if (!allowPrivate) {
    const refused = addresses.find(({ address }) => !isPublicAddress(address));
    if (refused) throw new AddressNotAllowedError(host, refused.address);
  }
  const { address, family } = addresses[0]!;
  return { address, family: family === 6 ? 6 : 4 };
}
