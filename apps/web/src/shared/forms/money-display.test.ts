import { describe, expect, it } from 'vitest';
import { moneyInputDisplay } from './money-display';

describe('moneyInputDisplay', () => {
  it('shows thousands separators and two decimals when not focused', () => {
    expect(moneyInputDisplay('1234.5', false)).toBe('1,234.50');
    expect(moneyInputDisplay('100', false)).toBe('100.00');
    expect(moneyInputDisplay('1234567', false)).toBe('1,234,567.00');
  });
  it('shows the text as typed while focused, and invalid text as it is', () => {
    expect(moneyInputDisplay('1234.5', true)).toBe('1234.5');
    expect(moneyInputDisplay('12.345', false)).toBe('12.345');
    expect(moneyInputDisplay('', false)).toBe('');
  });
});
