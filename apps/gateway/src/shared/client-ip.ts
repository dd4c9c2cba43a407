import { isIPv4, isIPv6 } from 'node:net';
import type { Request } from 'express';

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;
const IPV4_MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/**
 * The client as per-client limits count it. Express resolves X-Forwarded-For only from trusted proxies (app.ts
 * trusts loopback), so the graph service on the same host passes the browser's address through. An IPv6 client is
 * its /64 network (written `2001:db8:1:2::/64`): one subscriber gets a whole /64 and picks any address in it, so a
 * budget per /128 would be no budget. An IPv4-mapped IPv6 address is its IPv4 address. Anything that is not an
 * IPv4/IPv6 address counts as one shared "unknown" client.
 */
export function clientIp(req: Request): string {
  return clientKey(req.ip ?? req.socket.remoteAddress ?? '');
}

export function clientKey(address: string): string {
  if (!ADDRESS.test(address)) return 'unknown';
  const mapped = IPV4_MAPPED.exec(address)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return 'unknown';
  return `${network64(address)}::/64`;
}

/** The first four groups of an IPv6 address, without leading zeros (`::` expanded). */
function network64(address: string): string {
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) takes two groups; only the first four groups matter here.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes('.') ? 2 : 1), 0);
  const zeros = tail === undefined ? [] : Array(8 - headGroups.length - tailCount).fill('0');
  const groups = [...headGroups, ...zeros, ...tailGroups].slice(0, 4);
  return groups.map((group) => (group.includes('.') ? '0' : Number.parseInt(group, 16).toString(16))).join(':');
}
