import { createHash } from 'node:crypto';

/** Where the portal fetches a seeded logo: the same path on the graph (it passes it on) and on the gateway. */
export const LOGO_PATH = '/zzzttt/logo';
const SVG_DATA_URL = 'data:image/svg+xml;base64,';
/** Hex characters of the SHA-256 naming a logo: 64 bits, no collision among a catalogue's logos. */
const DIGEST_LENGTH = 16;
export const LOGO_NAME = /^([0-9a-f]{16})\.svg$/;

/** The content digest that names a stored logo (a data: URL). */
export function logoDigest(stored: string): string {
  return createHash('sha256').update(stored).digest('hex').slice(0, DIGEST_LENGTH);
}

/**
 * A logo as records carry it: an SVG stored as a data: URL becomes its content-addressed URL (cacheable for a year,
 * never inlined into every list answer); any other value (an address given by an operator, '') passes as it is.
 */
export function logoUrl(stored: string): string {
  return stored.startsWith(SVG_DATA_URL) ? `${LOGO_PATH}/${logoDigest(stored)}.svg` : stored;
}

/** The SVG bytes of a stored data: URL logo, null for anything else. */
export function logoBytes(stored: string): Buffer | null {
  return stored.startsWith(SVG_DATA_URL) ? Buffer.from(stored.slice(SVG_DATA_URL.length), 'base64') : null;
}
