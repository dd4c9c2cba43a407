import { randomToken } from '#shared/secrets.ts';

/** A key as links carry it: url-safe base64 characters, 4-32 of them (given keys may be short and readable). */
export const KEY_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;

/** Random keys: 9 bytes from the CSPRNG, 12 url-safe characters (72 bits: guessing one is hopeless). */
const RANDOM_KEY_BYTES = 9;

export function randomShortLinkKey(): string {
  return randomToken(RANDOM_KEY_BYTES);
}
