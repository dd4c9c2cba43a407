import { describe, expect, it } from 'vitest';
import { passwordDigest } from './password-digest.ts';

describe('passwordDigest', () => {
  it('is the lowercase hex SHA-256 of the text (FIPS 180-2 test vector)', () => {
    expect(passwordDigest('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('hashes the UTF-8 bytes of non-ASCII text', () => {
    // SHA-256 of the 12 UTF-8 bytes e5 af 86 e7 a0 81 41 62 63 31 32 33.
    expect(passwordDigest('密码Abc123')).toBe('edbe6182bd395e0b55cca366f4770fd2aded01ceae20bc8e46596feebed3ccf8');
  });

  it('answers 64 lowercase hex characters and is case-sensitive in its input', () => {
    const digest = passwordDigest('Passw0rd2026');
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(digest).toBe('a8fdc7797f6072341aa6e93f90aa6f7071c2a6e980f303bec1ee8b08550cbc7e');
    expect(passwordDigest('passw0rd2026')).not.toBe(digest);
  });
});
