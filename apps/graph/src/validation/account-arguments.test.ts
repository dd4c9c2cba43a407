import { describe, expect, it } from 'vitest';
import { passwordDigest } from '#security/password-digest.ts';
import {
  checkCaptchaArgs,
  loginCompanyId,
  modifyPasswordBody,
  passwordLoginBody,
  protocolIdsArg,
  registerBody,
  resetMobileBody,
  resetPasswordBody,
  resetPasswordCheckArgs,
  sendSmsCodeBody,
  smsLoginBody,
} from './account-arguments.ts';
import { refusal } from './refusal.test-support.ts';

const TOKEN = 'Ab3_-xYz0123456789abcdefghijklmnopqrstuvwxy';
const HEX = /^[0-9a-f]{64}$/;

describe('checkCaptchaArgs', () => {
  it('passes a position inside the 255 px picture', () => {
    expect(checkCaptchaArgs({ key: 'k_1-A', x: 120.5, y: 40 })).toEqual({ key: 'k_1-A', x: 120.5, y: 40 });
  });

  it('refuses a foreign key, an x outside the picture and a y that is not a pixel row', () => {
    expect(refusal(() => checkCaptchaArgs({ key: '../x', x: 1, y: 1 }))).toMatchObject({
      message: '验证码已失效，请刷新后重试',
      argument: 'key',
    });
    expect(refusal(() => checkCaptchaArgs({ key: 'k', x: -1, y: 1 })).message).toBe('滑块位置不正确');
    expect(refusal(() => checkCaptchaArgs({ key: 'k', x: 256, y: 1 })).message).toBe('滑块位置不正确');
    expect(refusal(() => checkCaptchaArgs({ key: 'k', x: 1, y: 1.5 })).message).toBe('验证参数不正确');
    expect(refusal(() => checkCaptchaArgs({ key: 'k', x: 1, y: -1 })).message).toBe('验证参数不正确');
    // Below the 155 px picture's last row, as the gateway refuses it (the width was checked here once).
    expect(refusal(() => checkCaptchaArgs({ key: 'k', x: 1, y: 156 })).message).toBe('验证参数不正确');
    expect(checkCaptchaArgs({ key: 'k', x: 1, y: 155 }).y).toBe(155);
  });
});

describe('sendSmsCodeBody', () => {
  it('sends the gateway mobile, captcha token and method (RESET_PASSWORD by the same name)', () => {
    expect(sendSmsCodeBody({ mobile: '138 0000 0001', captchaToken: TOKEN, method: 'RESET_PASSWORD' })).toEqual({
      mobile: '13800000001',
      token: TOKEN,
      method: 'RESET_PASSWORD',
    });
  });

  it('warns with the send-code wording and needs the captcha', () => {
    expect(refusal(() => sendSmsCodeBody({ mobile: '123', captchaToken: TOKEN, method: 'LOGIN' })).message).toBe(
      '请输入正确手机号',
    );
    expect(refusal(() => sendSmsCodeBody({ mobile: '13800000001', captchaToken: '', method: 'LOGIN' }))).toMatchObject({
      message: '请先完成图形验证',
      argument: 'input.captchaToken',
    });
  });
});

describe('registerBody', () => {
  const input = { mobile: '13912345678', password: 'Passw0rd2026', smsCode: '123456', isAgree: true };

  it('hashes the password and adds source 0 and the agreement', () => {
    expect(registerBody({ ...input, channelCode: ' GZ ', managerId: '' })).toEqual({
      mobile: '13912345678',
      password: passwordDigest('Passw0rd2026'),
      smsCode: '123456',
      source: 0,
      isAgree: true,
      channelCode: 'GZ',
    });
  });

  it('checks the fields in the order of the form', () => {
    expect(refusal(() => registerBody({ ...input, mobile: '', smsCode: '' })).argument).toBe('input.mobile');
    expect(refusal(() => registerBody({ ...input, smsCode: '', password: '' })).argument).toBe('input.smsCode');
    expect(refusal(() => registerBody({ ...input, password: 'short', isAgree: false }))).toMatchObject({
      message: '请输入8~18位字母、数字组合，字母区分大小写',
      argument: 'input.password',
    });
    expect(refusal(() => registerBody({ ...input, isAgree: false })).message).toBe('请阅读并同意协议');
  });
});

describe('login bodies', () => {
  it('SMS login is type 2 with phone and code', () => {
    expect(smsLoginBody({ mobile: '13800000001', code: '654321', isAgree: true })).toEqual({
      type: 2,
      phone: '13800000001',
      code: '654321',
      isAgree: true,
    });
    expect(refusal(() => smsLoginBody({ mobile: '13800000001', code: '65432', isAgree: true })).message).toBe(
      '请输入正确格式的验证码',
    );
  });

  it('password login is type 1 with the digest and the captcha token, 6-18 characters of any kind', () => {
    const body = passwordLoginBody({
      mobile: '13800000001',
      password: 'Demo@2026',
      captchaToken: TOKEN,
      isAgree: true,
    });
    expect(body).toEqual({
      type: 1,
      phone: '13800000001',
      password: passwordDigest('Demo@2026'),
      token: TOKEN,
      isAgree: true,
    });
    expect(
      refusal(() => passwordLoginBody({ mobile: '13800000001', password: '12345', captchaToken: TOKEN, isAgree: true }))
        .message,
    ).toBe('请输入6-18位字母、数字组合');
    expect(
      refusal(() =>
        passwordLoginBody({ mobile: '13800000001', password: 'Demo@2026', captchaToken: TOKEN, isAgree: false }),
      ).message,
    ).toBe('请阅读并同意协议');
  });

  it('the company of loginWithCompany is a positive id, or 0 for an account without a company', () => {
    expect(loginCompanyId('0')).toBe(0);
    expect(loginCompanyId(' 7 ')).toBe(7);
    expect(loginCompanyId('2147483647')).toBe(2_147_483_647);
    for (const bad of ['', '-1', '07', '1.5', 'x', '2147483648', '../../user/user/userInfo']) {
      expect(refusal(() => loginCompanyId(bad))).toMatchObject({ message: '企业编号不正确', argument: 'companyId' });
    }
  });
});

describe('password reset and change', () => {
  it('resetPasswordCheck needs a mobile and a 6-digit code', () => {
    expect(resetPasswordCheckArgs({ mobile: '13800000001', code: '123456' })).toEqual({
      mobile: '13800000001',
      code: '123456',
    });
    expect(refusal(() => resetPasswordCheckArgs({ mobile: '13800000001', code: '' })).message).toBe('请输入验证码');
  });

  it('resetPassword sends the validCode and the digest of a password of rule B', () => {
    expect(resetPasswordBody({ mobile: '13800000001', validCode: TOKEN, password: 'NewPass2026' })).toEqual({
      mobile: '13800000001',
      validCode: TOKEN,
      password: passwordDigest('NewPass2026'),
    });
    expect(
      refusal(() => resetPasswordBody({ mobile: '13800000001', validCode: 'x', password: 'NewPass2026' })).message,
    ).toBe('重置凭证已失效，请重新获取验证码');
    expect(
      refusal(() => resetPasswordBody({ mobile: '13800000001', validCode: TOKEN, password: 'New@Pass2026' })).message,
    ).toBe('请输入8~18位字母、数字组合，字母区分大小写');
  });

  it('modifyPassword sends two digests and refuses an unchanged password', () => {
    expect(modifyPasswordBody({ oldPassword: 'Demo@2026', newPassword: 'Better2026' })).toEqual({
      oldPassword: passwordDigest('Demo@2026'),
      newPassword: passwordDigest('Better2026'),
    });
    expect(refusal(() => modifyPasswordBody({ oldPassword: '', newPassword: 'Better2026' })).message).toBe(
      '请输入原密码',
    );
    expect(refusal(() => modifyPasswordBody({ oldPassword: 'Demo@2026', newPassword: '' })).message).toBe(
      '请输入新密码',
    );
    expect(refusal(() => modifyPasswordBody({ oldPassword: 'Same2026x', newPassword: 'Same 2026x' }))).toMatchObject({
      message: '新密码不能与原密码相同',
      argument: 'newPassword',
    });
  });

  it('resetMobile proves the current password by its digest', () => {
    const body = resetMobileBody({ mobile: '13700000002', code: '123456', password: 'Demo@2026' });
    expect(body).toEqual({ mobile: '13700000002', code: '123456', password: passwordDigest('Demo@2026') });
    expect(body.password).toMatch(HEX);
  });
});

describe('protocolIdsArg', () => {
  it('answers distinct positive ids', () => {
    expect(protocolIdsArg(['1', '2', '1'])).toEqual([1, 2]);
  });

  it('needs 1 to 20 well-formed ids', () => {
    expect(refusal(() => protocolIdsArg([])).message).toBe('请选择已阅读的协议');
    expect(refusal(() => protocolIdsArg(Array.from({ length: 21 }, (_, i) => String(i + 1)))).message).toBe(
      '一次最多记录20个协议',
    );
    expect(refusal(() => protocolIdsArg(['1', 'x']))).toMatchObject({
      message: '协议编号必须是正整数',
      argument: 'protocolIds.1',
    });
  });
});
