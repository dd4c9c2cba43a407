import { describe, expect, it } from 'vitest';
import { secondsLeft } from './countdown';
import { accountConflictRoute, SMS_TEXTS } from './sms-method';

describe('accountConflictRoute (spec §8, code -4009)', () => {
  it('sends REGISTER to login, RESET_MOBILE to the phone change, the others to register', () => {
    expect(accountConflictRoute('REGISTER')).toBe('/login');
    expect(accountConflictRoute('RESET_MOBILE')).toBe('/account/8');
    expect(accountConflictRoute('RESET_MOBILE', false)).toBe('/account/8');
    expect(accountConflictRoute('RESET_MOBILE', true)).toBe('/changeCell');
    expect(accountConflictRoute('REGISTER', true)).toBe('/login');
    expect(accountConflictRoute('LOGIN')).toBe('/register');
    expect(accountConflictRoute('RESET_PASSWORD')).toBe('/register');
  });

  it('uses the spec texts', () => {
    expect(SMS_TEXTS).toEqual({ sent: '验证码发送成功！', failed: '请求失败，请稍后再试!', conflictTitle: '提醒' });
  });
});

describe('secondsLeft', () => {
  it('rounds up to whole seconds and stops at 0', () => {
    expect(secondsLeft(60_000, 0)).toBe(60);
    expect(secondsLeft(60_000, 100)).toBe(60);
    expect(secondsLeft(60_000, 59_001)).toBe(1);
    expect(secondsLeft(60_000, 60_000)).toBe(0);
    expect(secondsLeft(60_000, 70_000)).toBe(0);
  });
});
