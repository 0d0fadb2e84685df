// Which IP addresses count as public: the only ones a user-given address may reach (README.md).
import { BlockList, isIPv4, isIPv6 } from 'node:net';

/** IPv4 ranges that are not on the public internet (IANA special-purpose registry). */
const NOT_PUBLIC_V4: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
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
];

/** Inside 2000::/3 (global unicast), the ranges that still are not plain public hosts. */
const NOT_PUBLIC_V6: Array<[string, number]> = [
  ['2001::', 23], // IETF protocol assignments, Teredo (2001::/32) included
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4: embeds an IPv4 address of any kind
  ['3fff::', 20], // documentation
];

const notPublicV4 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V4) notPublicV4.addSubnet(network, prefix, 'ipv4');
const globalUnicastV6 = new BlockList();
globalUnicastV6.addSubnet('2000::', 3, 'ipv6');
const notPublicV6 = new BlockList();
for (const [network, prefix] of NOT_PUBLIC_V6) notPublicV6.addSubnet(network, prefix, 'ipv6');

/**
 * True for an address on the public internet. IPv6 must be global unicast (2000::/3): loopback,
 * unique-local (fc00::/7), link-local, multicast and IPv4-mapped (::ffff:…) addresses are not.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return !notPublicV4.check(address, 'ipv4');
  if (isIPv6(address)) {
    return globalUnicastV6.check(address, 'ipv6') && !notPublicV6.check(address, 'ipv6');
  }
  return false;
}
