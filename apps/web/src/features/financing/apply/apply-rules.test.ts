import { describe, expect, it } from 'vitest';
import { submitFailureMessage, validateFields } from '#shared/validation/account-rules.ts';
import { type ApplyFormValues, applyChecks } from './apply-rules';

const VALID: ApplyFormValues = {
  amount: '100.5',
  term: '12',
  guaranteeMethods: [4],
  repayMethod: '1',
  loanFor: '4',
  isFirstLoan: 'yes',
  district: '440106',
  street: '440106001',
  contactName: '张三',
  contactMobile: '13800000001',
  agreed: false,
};

describe('apply form checks', () => {
  it('passes a complete form; the agreement only counts when no authorisation is in force', () => {
    expect(Object.values(validateFields(applyChecks(VALID, false))).every((message) => message === null)).toBe(true);
    expect(validateFields(applyChecks(VALID, true)).agreed).toBe('请阅读并同意企业数据授权书');
  });

  it('answers the spec §5 money and term texts, the first one as the submit toast', () => {
    const errors = validateFields(applyChecks({ ...VALID, amount: '1.234', term: '1.5' }, false));
    expect(errors.amount).toBe('申请金额必须为数字，且最多保留2位小数');
    expect(errors.term).toBe('借款期限必须为整数');
    expect(submitFailureMessage(errors)).toBe('申请金额必须为数字，且最多保留2位小数');
  });

  it('refuses an amount above the server cap, with the server text', () => {
    expect(validateFields(applyChecks({ ...VALID, amount: '100000' }, false)).amount).toBeNull();
    expect(validateFields(applyChecks({ ...VALID, amount: '100000.01' }, false)).amount).toBe(
      '申请金额不能超过100000万元',
    );
  });

  it('asks for the choices and a valid contact mobile', () => {
    const errors = validateFields(
      applyChecks({ ...VALID, guaranteeMethods: [], street: '', contactMobile: '123' }, false),
    );
    expect(errors.guaranteeMethods).toBe('请选择担保方式');
    expect(errors.street).toBe('请选择办公所在街道');
    expect(errors.contactMobile).toBe('请输入正确的手机号');
  });
});
