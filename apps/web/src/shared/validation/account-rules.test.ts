import { describe, expect, it } from 'vitest';
import {
  agreementRule,
  confirmPasswordRule,
  firstFieldError,
  loginPasswordRule,
  mobileBeforeSendRule,
  mobileRule,
  newPasswordRule,
  oldPasswordRule,
  passwordStrength,
  STRENGTH_LEVELS,
  smsCodeRule,
  stripCommasAndSpaces,
  submitFailureMessage,
  VALIDATION_TEXTS,
  validateFields,
} from './account-rules';

describe('mobile', () => {
  it('is required with 请输入手机号', () => {
    expect(mobileRule('')).toBe('请输入手机号');
  });

  it('accepts 11 digits starting with 1 and 3-9', () => {
    for (const mobile of ['13000000000', '14512345678', '19999999999', '18612345678'])
      expect(mobileRule(mobile)).toBeNull();
  });

  it('refuses other numbers with 请输入正确的手机号', () => {
    for (const mobile of ['12000000000', '10123456789', '1381234567', '138123456789', '2381234567a', '138 1234 5678']) {
      expect(mobileRule(mobile)).toBe('请输入正确的手机号');
    }
  });

  it('warns 请输入正确手机号 before a code is sent', () => {
    expect(mobileBeforeSendRule('')).toBe('请输入正确手机号');
    expect(mobileBeforeSendRule('1381234567')).toBe('请输入正确手机号');
    expect(mobileBeforeSendRule('13812345678')).toBeNull();
  });
});

describe('stripCommasAndSpaces', () => {
  it('removes ASCII and full-width commas, spaces and tabs as typed', () => {
    expect(stripCommasAndSpaces('138 1234,5678')).toBe('13812345678');
    expect(stripCommasAndSpaces(' ab，c\td ')).toBe('abcd');
    expect(stripCommasAndSpaces('Abc12345')).toBe('Abc12345');
  });
});

describe('SMS code', () => {
  it('is required with 请输入验证码', () => {
    expect(smsCodeRule('')).toBe('请输入验证码');
  });

  it('must be exactly 6 digits (请输入正确格式的验证码)', () => {
    expect(smsCodeRule('123456')).toBeNull();
    for (const code of ['12345', '1234567', '12345a', '１２３４５６'])
      expect(smsCodeRule(code)).toBe('请输入正确格式的验证码');
  });
});

describe('passwords', () => {
  it('are required with 请输入密码 on every form, and the personal centre’s old password with 请输入原密码', () => {
    expect(loginPasswordRule('')).toBe('请输入密码');
    expect(newPasswordRule('')).toBe('请输入密码');
    expect(oldPasswordRule('')).toBe('请输入原密码');
  });

  it('the old password otherwise follows rule A', () => {
    expect(oldPasswordRule('Demo@2026')).toBeNull();
    expect(oldPasswordRule('abc12')).toBe('请输入6-18位字母、数字组合');
  });

  it('rule A (login, old password): 6-18 characters of any kind', () => {
    expect(loginPasswordRule('abc123')).toBeNull();
    expect(loginPasswordRule('a'.repeat(18))).toBeNull();
    expect(loginPasswordRule('abc!234')).toBeNull();
    expect(loginPasswordRule('密码密码密码')).toBeNull();
    expect(loginPasswordRule('abc12')).toBe('请输入6-18位字母、数字组合');
    expect(loginPasswordRule('a'.repeat(19))).toBe('请输入6-18位字母、数字组合');
  });

  it('rule B (new passwords): 8-18 letters and digits, case kept', () => {
    expect(newPasswordRule('Abcd1234')).toBeNull();
    expect(newPasswordRule('abcdefgh12345678XY')).toBeNull();
    expect(newPasswordRule('abcdefgh')).toBeNull();
    expect(newPasswordRule('12345678')).toBeNull();
    const message = '请输入8~18位字母、数字组合，字母区分大小写';
    expect(newPasswordRule('Abc1234')).toBe(message);
    expect(newPasswordRule('abcdefgh12345678XYZ')).toBe(message);
    expect(newPasswordRule('abcd1234!')).toBe(message);
    expect(newPasswordRule('密码abcd1234')).toBe(message);
  });

  it('has the register and reset placeholder text', () => {
    expect(VALIDATION_TEXTS.passwordPlaceholder).toBe('8-18位字母、数字组合');
  });

  it('confirmation is required and must match', () => {
    const rule = confirmPasswordRule('Abcd1234');
    expect(rule('')).toBe('请再次确认密码');
    expect(rule('Abcd12345')).toBe('两次输入密码不一致');
    expect(rule('abcd1234')).toBe('两次输入密码不一致');
    expect(rule('Abcd1234')).toBeNull();
  });
});

describe('agreement checkbox', () => {
  it('must be ticked (请阅读并同意协议)', () => {
    expect(agreementRule(false)).toBe('请阅读并同意协议');
    expect(agreementRule(true)).toBeNull();
  });
});

describe('passwordStrength', () => {
  it('counts digits, lowercase and uppercase as kinds: 1 weak, 2 medium, 3 strong', () => {
    expect(passwordStrength('')).toBe(0);
    expect(passwordStrength('12345678')).toBe(1);
    expect(passwordStrength('abcdefgh')).toBe(1);
    expect(passwordStrength('abcd1234')).toBe(2);
    expect(passwordStrength('ABCDabcd')).toBe(2);
    expect(passwordStrength('Abcd1234')).toBe(3);
    expect(STRENGTH_LEVELS[1]).toEqual({ label: '弱', color: 'red' });
    expect(STRENGTH_LEVELS[2]).toEqual({ label: '中', color: 'orange' });
    expect(STRENGTH_LEVELS[3]).toEqual({ label: '强', color: 'green' });
  });
});

describe('form submit failure', () => {
  it('shows the first field message in field order', () => {
    const errors = validateFields({
      mobile: () => mobileRule('13812345678'),
      code: () => smsCodeRule('12'),
      password: () => newPasswordRule(''),
    });
    expect(errors).toEqual({ mobile: null, code: '请输入正确格式的验证码', password: '请输入密码' });
    expect(firstFieldError(errors)).toBe('请输入正确格式的验证码');
    expect(submitFailureMessage(errors)).toBe('请输入正确格式的验证码');
  });

  it('answers null when all pass, and the generic text when no field says why', () => {
    const errors = validateFields({ mobile: () => null });
    expect(firstFieldError(errors)).toBeNull();
    expect(submitFailureMessage(errors)).toBe('没有填写完必填项或填写有格式错误！');
  });
});
