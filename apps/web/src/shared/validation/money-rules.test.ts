import { describe, expect, it } from 'vitest';
import { keepMoneyCharacters, moneyRule, termRule, twoIntegerDigitsRule } from './money-rules';

describe('moneyRule', () => {
  const rule = moneyRule('申请金额');
  it('passes digits with at most two decimals above zero', () => {
    for (const value of ['1', '100', '12.5', '0.01', '99999.99']) expect(rule(value)).toBeNull();
  });
  it('answers the spec §5 text for anything else', () => {
    for (const value of ['1.234', 'abc', '-1', '1e3', '1.', '.5', '1,000']) {
      expect(rule(value)).toBe('申请金额必须为数字，且最多保留2位小数');
    }
  });
  it('asks for a value and refuses zero', () => {
    expect(rule('')).toBe('请输入申请金额');
    expect(rule('0')).toBe('申请金额必须大于0');
    expect(moneyRule('利率', { allowZero: true })('0')).toBeNull();
  });
});

describe('twoIntegerDigitsRule', () => {
  const rule = twoIntegerDigitsRule('最高可接受利率');
  it('allows at most two integer digits', () => {
    expect(rule('36')).toBeNull();
    expect(rule('4.35')).toBeNull();
    expect(rule('100')).toBe('最高可接受利率不能超过2位数');
    expect(rule('4.355')).toBe('最高可接受利率必须为数字，且最多保留2位小数');
  });
});

describe('termRule', () => {
  const rule = termRule('借款期限', 1, 360);
  it('answers 必须为整数 for a non-integer and the range outside 1-360', () => {
    expect(rule('12')).toBeNull();
    expect(rule('12.5')).toBe('借款期限必须为整数');
    expect(rule('x')).toBe('借款期限必须为整数');
    expect(rule('0')).toBe('借款期限须在1至360之间');
    expect(rule('361')).toBe('借款期限须在1至360之间');
    expect(rule('')).toBe('请输入借款期限');
  });
});

describe('keepMoneyCharacters', () => {
  it('keeps digits and the first point', () => {
    expect(keepMoneyCharacters('1,234.5.6万')).toBe('1234.56');
    expect(keepMoneyCharacters('abc')).toBe('');
  });
});
