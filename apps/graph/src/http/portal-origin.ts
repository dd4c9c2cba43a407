import type { Request } from 'express';

/** A Host header we would put into an address: a name or IPv4 address, or a bracketed IPv6 one, and a port. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,252})|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The portal's own origin, for addresses handed to outside services (the face provider's return address): the
 * configured PUBLIC_URL, or outside production the address this request came to (the graph serves the portal).
 * In production without PUBLIC_URL there is none, since a client's Host header must not choose where a provider
 * sends a browser.
 */
export function portalOrigin(req: Request, publicUrl: string | null, production: boolean): string | null {
  if (publicUrl) return publicUrl;
  if (production) return null;
  const host = req.get('host');
  return host && HOST.test(host) ? `${req.protocol}://${host}` : null;
}
