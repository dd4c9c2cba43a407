import { describe, expect, it } from 'vitest';
import { isNumericId, positiveInteger } from './url-numbers';

describe('isNumericId', () => {
  it('takes one to nine digits', () => {
    for (const id of ['0', '1', '42', '123456789']) expect(isNumericId(id)).toBe(true);
  });
  it('refuses anything else, and no id at all', () => {
    for (const id of ['', '1234567890', '-1', '1.5', ' 1', 'abc', null, undefined]) expect(isNumericId(id)).toBe(false);
  });
});

describe('positiveInteger', () => {
  it('reads a whole number above 0', () => {
    expect(positiveInteger('3')).toBe(3);
    expect(positiveInteger('007')).toBe(7);
  });
  it('answers nothing for 0, a missing or a malformed value', () => {
    for (const text of ['0', '', null, '1234567890', '2.5', 'x']) expect(positiveInteger(text)).toBeUndefined();
  });
});
