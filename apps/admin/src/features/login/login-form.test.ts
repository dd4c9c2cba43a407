import { describe, expect, it } from 'vitest';
import { checkCode, checkCredentials, groupedSecret } from './login-form';

describe('staff login form', () => {
  it('checks username and password', () => {
    expect(checkCredentials('', '')).toEqual({ username: '请输入用户名', password: '请输入密码' });
    expect(checkCredentials('ab', 'x')).toEqual({ username: '用户名格式不正确' });
    expect(checkCredentials('张三', 'x')).toEqual({ username: '用户名格式不正确' });
    expect(checkCredentials(' Org01-Staff ', 'Staff@2026demo')).toEqual({});
  });

  it('checks the 6-digit code', () => {
    expect(checkCode('')).toBe('请输入动态验证码');
    expect(checkCode('12345')).toBe('动态验证码为6位数字');
    expect(checkCode('12a456')).toBe('动态验证码为6位数字');
    expect(checkCode('123 456')).toBeNull();
  });

  it('groups the secret by four', () => {
    expect(groupedSecret('ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(groupedSecret('ABCDEFGH')).toBe('ABCD EFGH');
  });
});
