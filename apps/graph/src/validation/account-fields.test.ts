import { describe, expect, it } from 'vitest';
import {
  agreed,
  captchaToken,
  currentPassword,
  mobile,
  newPassword,
  oneTimeValue,
  optionalSetting,
  smsCode,
} from './account-fields.ts';
import { refusal } from './refusal.test-support.ts';

/** Runs `action` and answers the InvalidArgumentError it throws. */
describe('mobile', () => {
  it('strips spaces and commas (half- and full-width) as the web does', () => {
    expect(mobile(' 138 0000 0001 ', 'm')).toBe('13800000001');
    expect(mobile('138,0000,0001', 'm')).toBe('13800000001');
    expect(mobile('138，0000，0001', 'm')).toBe('13800000001');
  });

  it('asks for a mobile when there is none', () => {
    for (const empty of ['', '  ', ',', null, undefined]) {
      expect(refusal(() => mobile(empty, 'input.mobile'))).toMatchObject({
        message: '请输入手机号',
        argument: 'input.mobile',
      });
    }
  });

  it('refuses anything but 1, then 3-9, then 9 digits', () => {
    for (const bad of ['12800000001', '1380000000', '138000000012', '1380000000a', '+8613800000001', "1' OR '1"]) {
      expect(refusal(() => mobile(bad, 'm')).message).toBe('请输入正确的手机号');
    }
    expect(mobile('19912345678', 'm')).toBe('19912345678');
  });

  it('can use the send-code wording of spec §5', () => {
    expect(refusal(() => mobile('123', 'm', '请输入正确手机号')).message).toBe('请输入正确手机号');
  });
});

describe('smsCode', () => {
  it('accepts exactly 6 digits', () => {
    expect(smsCode(' 012345 ', 'c')).toBe('012345');
  });

  it('asks for a code, then for the right format', () => {
    expect(refusal(() => smsCode('', 'c')).message).toBe('请输入验证码');
    for (const bad of ['12345', '1234567', '12345a', '１２３４５６']) {
      expect(refusal(() => smsCode(bad, 'c')).message).toBe('请输入正确格式的验证码');
    }
  });
});

describe('newPassword (register, reset, new password)', () => {
  const RULE = '请输入8~18位字母、数字组合，字母区分大小写';

  it('accepts 8-18 letters and digits, spaces and commas stripped', () => {
    expect(newPassword('Passw0rd', 'p')).toBe('Passw0rd');
    expect(newPassword('12345678', 'p')).toBe('12345678');
    expect(newPassword('a'.repeat(18), 'p')).toHaveLength(18);
    expect(newPassword(' Pass w0rd,2026 ', 'p')).toBe('Passw0rd2026');
  });

  it('refuses other lengths and characters with the rule text', () => {
    for (const bad of ['Pass0rd', 'a'.repeat(19), 'Passw0rd!', 'Pässw0rd', '密码密码密码密码']) {
      expect(refusal(() => newPassword(bad, 'p')).message).toBe(RULE);
    }
  });

  it('asks for the password, with a caller-given text for the change form', () => {
    expect(refusal(() => newPassword('', 'p')).message).toBe('请输入密码');
    expect(refusal(() => newPassword(' ', 'p', '请输入新密码')).message).toBe('请输入新密码');
  });
});

describe('currentPassword (login, old password)', () => {
  it('accepts 6-18 characters of any kind', () => {
    expect(currentPassword('Demo@2026', 'p')).toBe('Demo@2026');
    expect(currentPassword('123456', 'p')).toBe('123456');
    expect(currentPassword('密码'.repeat(9), 'p')).toHaveLength(18);
  });

  it('refuses fewer than 6 or more than 18 characters', () => {
    for (const bad of ['12345', 'x'.repeat(19), '密码'.repeat(10)]) {
      expect(refusal(() => currentPassword(bad, 'p')).message).toBe('请输入6-18位字母、数字组合');
    }
  });

  it('asks for the password', () => {
    expect(refusal(() => currentPassword(undefined, 'p')).message).toBe('请输入密码');
    expect(refusal(() => currentPassword('', 'p', '请输入原密码')).message).toBe('请输入原密码');
  });
});

describe('agreed', () => {
  it('needs the checkbox ticked', () => {
    expect(agreed(true, 'a')).toBe(true);
    for (const value of [false, null, undefined]) {
      expect(refusal(() => agreed(value, 'input.isAgree'))).toMatchObject({
        message: '请阅读并同意协议',
        argument: 'input.isAgree',
      });
    }
  });
});

describe('one-time values', () => {
  const token = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';

  it('accept base64url values the gateway issues', () => {
    expect(captchaToken(token, 't')).toBe(token);
    expect(oneTimeValue(` ${token} `, 't', 'missing', 'bad')).toBe(token);
  });

  it('refuse a missing value, then anything that is not base64url', () => {
    expect(refusal(() => captchaToken('', 't')).message).toBe('请先完成图形验证');
    for (const bad of ['short', `${token}/..`, `${token}%2F`, 'a'.repeat(129)]) {
      expect(refusal(() => captchaToken(bad, 't')).message).toBe('图形验证已失效，请重新验证');
    }
  });
});

describe('optionalSetting', () => {
  it('treats blank as not given and refuses long or control-character text', () => {
    expect(optionalSetting('  ', '渠道编码', 'c')).toBeUndefined();
    expect(optionalSetting(null, '渠道编码', 'c')).toBeUndefined();
    expect(optionalSetting(' GZ01 ', '渠道编码', 'c')).toBe('GZ01');
    expect(refusal(() => optionalSetting('x'.repeat(65), '渠道编码', 'c')).message).toBe('渠道编码不能超过64个字符');
    expect(refusal(() => optionalSetting('a\u0000b', '客户经理编号', 'm')).message).toBe('客户经理编号格式不正确');
  });
});
