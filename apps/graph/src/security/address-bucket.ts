import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client a per-address limit counts: an IPv4 address as it is, an IPv6 address by its /64 (one subscriber's
 * network: a host picks any address in it at will), an IPv4-mapped IPv6 address as its IPv4. Anything else is one
 * shared "unknown" client.
 */
export function addressBucket(ip: string | undefined): string {
  const address = (ip ?? '').split('%')[0] ?? '';
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  const groups = hextets(address.toLowerCase());
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6] ?? 0, groups[7] ?? 0].flatMap((group) => [group >> 8, group & 0xff]).join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address ("::" expanded, a dotted IPv4 tail as two groups). */
function hextets(address: string): number[] {
  let text = address;
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (side: string) => (side ? side.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}
