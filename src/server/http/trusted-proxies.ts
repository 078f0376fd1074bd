import { BlockList, isIP } from 'node:net';

/** The ranges of TRUST_PROXY's named keywords, as proxy-addr (Fastify's trustProxy) reads them. */
const KEYWORD_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** The address as node:net reports it, without the IPv4-in-IPv6 prefix. */
const plain = (address: string) =>
  address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Whether an address is one of TRUST_PROXY's (addresses, CIDR ranges or keywords, IPv4 or IPv6). */
export function trustedProxies(entries: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of entries.flatMap((value) => KEYWORD_RANGES[value] ?? [value])) {
    const [address = '', bits] = entry.split('/');
    if (!isIP(address)) continue;
    if (bits === undefined) list.addAddress(address, familyOf(address));
    else list.addSubnet(address, Number(bits), familyOf(address));
  }
  return (address) => {
    const peer = plain(address);
    return isIP(peer) !== 0 && list.check(peer, familyOf(peer));
  };
}
