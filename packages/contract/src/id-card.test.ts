import { describe, expect, it } from 'vitest';
import { idCardCheckCharacter, isValidIdCardNumber, maskIdCardNumber, normalizeIdCardNumber } from './id-card.ts';

const TODAY = new Date('2026-03-02T00:00:00Z');
const valid = (value: string) => isValidIdCardNumber(value, TODAY);

/** Builds an 18-digit number with its correct check character. */
function withCheck(first17: string): string {
  return first17 + (idCardCheckCharacter(first17) ?? '');
}

describe('the GB 11643 check character', () => {
  it('matches the standard’s published examples', () => {
    // The worked example of GB 11643-1999, a well-known sample number, and one worked by hand (sum 154, 154 mod 11 = 0).
    expect(idCardCheckCharacter('11010519491231002')).toBe('X');
    expect(idCardCheckCharacter('44052418800101001')).toBe('4');
    expect(idCardCheckCharacter('11010119900307001')).toBe('1');
  });

  it('answers null for anything but 17 digits', () => {
    expect(idCardCheckCharacter('1101051949123100')).toBeNull();
    expect(idCardCheckCharacter('1101051949123100A')).toBeNull();
  });
});

describe('isValidIdCardNumber', () => {
  it('accepts 18-digit numbers with the right check character, X in either case', () => {
    expect(valid('11010519491231002X')).toBe(true);
    expect(valid('11010519491231002x')).toBe(true);
    expect(valid('110101199003070011')).toBe(true);
    expect(valid(' 1101 0119 9003 0700 11 ')).toBe(true);
  });

  it('refuses a wrong check character (every other one for one number)', () => {
    const first17 = '44030119900307123';
    const right = idCardCheckCharacter(first17);
    for (const check of '0123456789X') {
      expect(valid(first17 + check), check).toBe(check === right);
    }
  });

  it('refuses impossible birth dates, future ones and those before 1900', () => {
    expect(valid('440524188001010014')).toBe(false);
    expect(valid(withCheck('44030119900230123'))).toBe(false);
    expect(valid(withCheck('44030119901301123'))).toBe(false);
    expect(valid(withCheck('44030118991231123'))).toBe(false);
    expect(valid(withCheck('44030120270101123'))).toBe(false);
    expect(valid(withCheck('44030120000229123'))).toBe(true);
    expect(valid(withCheck('44030119000229123'))).toBe(false);
  });

  it('refuses region codes that start with 0 or 9', () => {
    expect(valid(withCheck('04030119900307123'))).toBe(false);
    expect(valid(withCheck('94030119900307123'))).toBe(false);
  });

  it('accepts 15-digit numbers with a real 19YY birth date', () => {
    expect(valid('440301900307123')).toBe(true);
    expect(valid('440301900230123')).toBe(false);
    expect(valid('040301900307123')).toBe(false);
  });

  it('refuses other lengths and characters', () => {
    for (const value of ['', '4403011990030712', '4403011990030712345', '44030119900307123Y', 'X40301199003071234']) {
      expect(valid(value), value).toBe(false);
    }
    expect(valid('４４０５２４１８８００１０１００１４')).toBe(false);
  });
});

describe('normalizeIdCardNumber and maskIdCardNumber', () => {
  it('drops spaces and upper-cases x', () => {
    expect(normalizeIdCardNumber(' 11010519491231002x ')).toBe('11010519491231002X');
  });

  it('keeps the first 3 and last 4 characters only', () => {
    expect(maskIdCardNumber('11010519491231002x')).toBe('110***********002X');
    expect(maskIdCardNumber('440301900307123')).toBe('440********7123');
    expect(maskIdCardNumber('1234')).toBe('****');
  });
});
