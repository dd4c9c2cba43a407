import crypto from 'node:crypto';

/** A random token of `bytes` bytes from the CSPRNG, base64url (32 bytes give 43 characters). */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

/** `length` decimal digits, each uniformly random from the CSPRNG. */
export function randomDigits(length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(crypto.randomInt(0, 10));
  return digits;
}

export function sha256Hex(text: string): string {
  return crypto.createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Compares two equal-length hex digests without leaking where they differ. */
export function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}
