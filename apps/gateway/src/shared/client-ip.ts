import type { Request } from 'express';

const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/;

/**
 * The caller's address for per-client limits. Express resolves X-Forwarded-For only from trusted proxies
 * (app.ts trusts loopback), so the graph service on the same host passes the browser's address through.
 * Anything that is not an IPv4/IPv6 address counts as one shared "unknown" client.
 */
export function clientIp(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? '';
  return ADDRESS.test(address) ? address : 'unknown';
}
