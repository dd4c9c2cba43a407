import { describe, expect, it } from 'vitest';
import {
  isOrgCode,
  isRegistrationNumber,
  isUniformCode,
  orgCodeCheckChar,
  orgCodeOf,
  registrationNumberCheckDigit,
  uniformCodeCheckChar,
} from './uniform-code.ts';

describe('unified social credit code (GB 32100-2015)', () => {
  it('computes the 18th character and accepts only a right one', () => {
    expect(uniformCodeCheckChar('91350100M000100Y4')).toBe('3');
    expect(isUniformCode('91350100M000100Y43')).toBe(true);
    expect(isUniformCode('91350100M000100Y44')).toBe(false);
  });

  it('refuses foreign characters and wrong lengths', () => {
    expect(uniformCodeCheckChar('91350100M000100I4')).toBeNull();
    expect(uniformCodeCheckChar('91350100M000100Y')).toBeNull();
    expect(isUniformCode('91350100M000100Y4')).toBe(false);
  });

  it('finds the organisation code inside', () => {
    expect(orgCodeOf('91350100M000100Y43')).toBe('M000100Y4');
  });
});

describe('organisation code (GB 11714)', () => {
  it('computes the check character, X for 10 and 0 for 11', () => {
    expect(orgCodeCheckChar('M000100Y')).toBe('4');
    expect(orgCodeCheckChar('D2143569')).toBe('X');
    // 11 - (sum mod 11) is 11 when the weighted sum is a multiple of 11: written 0.
    expect(orgCodeCheckChar('MA5CXD1A')).toBe('0');
  });

  it('accepts digits and capitals only, 8 of them', () => {
    expect(orgCodeCheckChar('d2143569')).toBeNull();
    expect(orgCodeCheckChar('D214356')).toBeNull();
    expect(isOrgCode('D2143569X')).toBe(true);
    expect(isOrgCode('D21435698')).toBe(false);
  });
});

describe('registration number (ISO 7064 MOD 11,10)', () => {
  it('computes the check digit of the standard example', () => {
    // ISO 7064's own example: 0794 → 5; leading zeros do not change the remainder.
    expect(registrationNumberCheckDigit('00000000000794')).toBe('5');
  });

  it('accepts a right number and refuses every single-digit change of it', () => {
    const first14 = '44010460012345';
    const number = first14 + registrationNumberCheckDigit(first14);
    expect(isRegistrationNumber(number)).toBe(true);
    for (let position = 0; position < 15; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const changed = number.slice(0, position) + digit + number.slice(position + 1);
        if (changed !== number) expect(isRegistrationNumber(changed)).toBe(false);
      }
    }
  });

  it('refuses anything but 15 digits', () => {
    expect(registrationNumberCheckDigit('4401046001234A')).toBeNull();
    expect(isRegistrationNumber('44010460012345')).toBe(false);
    expect(isRegistrationNumber('4401046001234567')).toBe(false);
  });
});
