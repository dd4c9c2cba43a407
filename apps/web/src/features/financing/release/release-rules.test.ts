import { describe, expect, it } from 'vitest';
import { validateFields } from '#shared/validation/account-rules.ts';
import { expiryBounds, type ReleaseFormValues, releaseChecks } from './release-rules';

const NOW = Date.parse('2026-11-24T09:00:00+08:00');
const VALID: ReleaseFormValues = {
  amount: '300',
  loanFor: '4',
  guaranteeMethods: [3],
  term: '12',
  rate: '4.5',
  expiryDate: '2027-01-31',
  remark: '',
  agreed: false,
};

describe('release form checks', () => {
  it('takes a validity date after today and within a year', () => {
    expect(expiryBounds(NOW)).toEqual({ min: '2026-11-25', max: '2027-11-24' });
    // 00:30 in Beijing is still the day before in Los Angeles; the window counts Beijing days.
    expect(expiryBounds(Date.parse('2026-11-25T00:30:00+08:00'))).toEqual({ min: '2026-11-26', max: '2027-11-25' });
    const errors = (expiryDate: string) => validateFields(releaseChecks({ ...VALID, expiryDate }, NOW)).expiryDate;
    expect(errors('2026-11-25')).toBeNull();
    expect(errors('2027-11-24')).toBeNull();
    expect(errors('2026-11-24')).toBe('需求有效期须为今天之后一年以内的日期');
    expect(errors('2027-11-25')).toBe('需求有效期须为今天之后一年以内的日期');
    expect(errors('')).toBe('请选择需求有效期');
  });

  it('checks the rate as money with at most 2 integer digits and at most 36', () => {
    const rate = (value: string) => validateFields(releaseChecks({ ...VALID, rate: value }, NOW)).rate;
    expect(rate('4.35')).toBeNull();
    expect(rate('0')).toBeNull();
    expect(rate('4.355')).toBe('最高可接受利率必须为数字，且最多保留2位小数');
    expect(rate('120')).toBe('最高可接受利率不能超过2位数');
    expect(rate('40')).toBe('最高可接受利率不能超过36%');
  });

  it('asks for the data authorisation only when none is in force', () => {
    expect(validateFields(releaseChecks(VALID, NOW)).agreed).toBeNull();
    expect(validateFields(releaseChecks(VALID, NOW, true)).agreed).toBe('请阅读并同意企业数据授权书');
    expect(validateFields(releaseChecks({ ...VALID, agreed: true }, NOW, true)).agreed).toBeNull();
  });

  it('refuses an amount above the server cap, with the server text', () => {
    const amount = (value: string) => validateFields(releaseChecks({ ...VALID, amount: value }, NOW)).amount;
    expect(amount('100000')).toBeNull();
    expect(amount('100000.01')).toBe('申请金额不能超过100000万元');
  });

  it('answers the spec §5 money and term texts', () => {
    const errors = validateFields(releaseChecks({ ...VALID, amount: 'x', term: '3.5' }, NOW));
    expect(errors.amount).toBe('融资金额必须为数字，且最多保留2位小数');
    expect(errors.term).toBe('融资期限必须为整数');
  });
});
