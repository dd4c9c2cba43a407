import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  codeOfStep,
  matchingStep,
  newTotpSecret,
  otpauthUri,
  stepAt,
  totpCode,
} from './totp.ts';

// RFC 6238 appendix B: the SHA-1 secret is the ASCII of "12345678901234567890"; 8-digit codes, of which ours are
// the last 6 (the same truncation, modulo 10^6).
const SECRET = base32Encode(Buffer.from('12345678901234567890', 'ascii'));
const VECTORS: Array<[number, string]> = [
  [59, '94287082'],
  [1111111109, '07081804'],
  [1111111111, '14050471'],
  [1234567890, '89005924'],
  [2000000000, '69279037'],
  [20000000000, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    for (const [seconds, code] of VECTORS) expect(totpCode(SECRET, new Date(seconds * 1000))).toBe(code.slice(2));
  });

  it('base32 round-trips', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255, 17, 99]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
  });

  it('accepts one step of drift and refuses a step already used', () => {
    const at = new Date(1_700_000_000_000);
    const step = stepAt(at);
    expect(matchingStep(SECRET, codeOfStep(SECRET, step - 1), at, null)).toBe(step - 1);
    expect(matchingStep(SECRET, codeOfStep(SECRET, step + 1), at, null)).toBe(step + 1);
    expect(matchingStep(SECRET, codeOfStep(SECRET, step - 2), at, null)).toBeNull();
    expect(matchingStep(SECRET, codeOfStep(SECRET, step), at, step)).toBeNull();
    expect(matchingStep(SECRET, codeOfStep(SECRET, step), at, step - 1)).toBe(step);
  });

  it('answers null, never throws, for what is not a 6-digit code', () => {
    const at = new Date(1_700_000_000_000);
    for (const code of ['', 'abc', '12345', '1234567', '12345a', ' 123456']) {
      expect(matchingStep(SECRET, code, at, null)).toBeNull();
    }
  });

  it('makes base32 secrets of 20 random bytes', () => {
    const [one, two] = [newTotpSecret(), newTotpSecret()];
    expect(base32Decode(one)).toHaveLength(20);
    expect(one).not.toBe(two);
  });

  it('writes the otpauth URI', () => {
    expect(otpauthUri('ABC', '融资服务平台', 'op1')).toBe(
      'otpauth://totp/%E8%9E%8D%E8%B5%84%E6%9C%8D%E5%8A%A1%E5%B9%B3%E5%8F%B0:op1?secret=ABC&issuer=%E8%9E%8D%E8%B5%84%E6%9C%8D%E5%8A%A1%E5%B9%B3%E5%8F%B0&algorithm=SHA1&digits=6&period=30',
    );
  });
});
