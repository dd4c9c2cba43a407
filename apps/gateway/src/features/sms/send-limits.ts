import type { LimitRule } from '../rate-limit/rate-events.ts';

/** Sends allowed per mobile (1 a minute, 5 an hour, 10 a day) and per client address (20 an hour). */
export function sendLimits(mobile: string, ip: string): LimitRule[] {
  const perMobile = `sms:mobile:${mobile}`;
  const minute = 60_000;
  return [
    { bucket: perMobile, max: 1, windowMs: minute, message: '验证码发送过于频繁，请1分钟后再试' },
    { bucket: perMobile, max: 5, windowMs: 60 * minute, message: '该手机号1小时内获取验证码次数已达上限，请稍后再试' },
    {
      bucket: perMobile,
      max: 10,
      windowMs: 24 * 60 * minute,
      message: '该手机号24小时内获取验证码次数已达上限，请明天再试',
    },
    { bucket: `sms:ip:${ip}`, max: 20, windowMs: 60 * minute, message: '当前网络获取验证码过于频繁，请稍后再试' },
  ];
}
