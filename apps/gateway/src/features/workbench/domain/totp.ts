import { generateSecret, generateSync, ScureBase32Plugin, verifySync } from 'otplib';

/**
 * TOTP of RFC 6238 (HMAC-SHA1, 30 s steps, 6 digits) through otplib, with the base32 secrets authenticator apps read.
 * The platform keeps the last step a staff member used, so a code is accepted once (otplib's afterTimeStep).
 */
export const TOTP_STEP_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Codes of one step before or after the server's are accepted (clock drift of the phone). */
export const TOTP_DRIFT_STEPS = 1;

const base32 = new ScureBase32Plugin();

export function base32Encode(bytes: Uint8Array): string {
  return base32.encode(bytes, { padding: false });
}

export function base32Decode(text: string): Buffer {
  return Buffer.from(base32.decode(text));
}

/** A new secret of 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return generateSecret({ length: 20 });
}

export function stepAt(at: Date): number {
  return Math.floor(at.getTime() / 1000 / TOTP_STEP_SECONDS);
}

/** The code of one step. */
export function codeOfStep(secret: string, step: number): string {
  return generateSync({ secret, epoch: step * TOTP_STEP_SECONDS, period: TOTP_STEP_SECONDS, digits: TOTP_DIGITS });
}

export function totpCode(secret: string, at: Date): string {
  return codeOfStep(secret, stepAt(at));
}

/**
 * The step a code belongs to, within the allowed drift and after `lastStep` (a code of a step already used, or an
 * earlier one, is a replay); null when the code matches none or is not a code at all.
 */
export function matchingStep(secret: string, code: string, at: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const result = verifySync({
    secret,
    token: code,
    epoch: Math.floor(at.getTime() / 1000),
    period: TOTP_STEP_SECONDS,
    digits: TOTP_DIGITS,
    epochTolerance: TOTP_DRIFT_STEPS * TOTP_STEP_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * The otpauth:// URI authenticator apps read from a QR code (Key Uri Format), naming algorithm, digits and period
 * even where they are the defaults (otplib's generateURI leaves them out; the URI staff were given stays as it was).
 */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
