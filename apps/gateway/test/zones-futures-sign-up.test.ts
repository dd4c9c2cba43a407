import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { futuresSignUpLimits } from '#features/catalog/domain/futures-sign-up-limits.ts';
import { accountsForFile, freshIp, freshMobile, HOUR, post } from './accounts-support.ts';

const SEND = '/zzzttt/notice/qh/send';
/** A small test budget: 1 sign-up a day per mobile, 7 an hour per client address (production: 3 and 20). */
const FACTOR = 0.34;

const h = accountsForFile({ settings: { rateLimitFactor: FACTOR } });

async function signUp(query: Record<string, string>, ip = freshIp()) {
  const res = await post(h.app, SEND, ip).query(query);
  expect(res.status).toBe(200);
  return res.body as { code: number; msg: string; data: unknown };
}

function stored(mobile: string) {
  return h.database.db
    .selectFrom('futures_sign_up')
    .select(['name', 'mobile', 'times'])
    .where('mobile', '=', mobile)
    .executeTakeFirst();
}

describe('POST /zzzttt/notice/qh/send', () => {
  it('keeps the sign-up (mobile without spaces or commas) and answers success', async () => {
    const mobile = freshMobile();
    const spaced = `${mobile.slice(0, 3)} ${mobile.slice(3, 7)},${mobile.slice(7)}`;
    expect(await signUp({ name: ' 陈晓明 ', mobile: spaced })).toEqual({ code: 0, msg: '操作成功', data: null });
    expect(await stored(mobile)).toEqual({ name: '陈晓明', mobile, times: 1 });
  });

  it('refuses bad input with clear messages and keeps nothing', async () => {
    const mobile = freshMobile();
    const cases: [Record<string, string>, string][] = [
      [{ mobile }, '请输入姓名'],
      [{ name: '  ', mobile }, '请输入姓名'],
      [{ name: '陈', mobile }, '请输入正确的姓名（2-20个字）'],
      [{ name: '<script>', mobile }, '请输入正确的姓名（2-20个字）'],
      [{ name: '陈晓明'.repeat(8), mobile }, '请输入正确的姓名（2-20个字）'],
      [{ name: '陈晓明' }, '请输入手机号'],
      [{ name: '陈晓明', mobile: '12345678901' }, '请输入正确的手机号'],
      [{ name: '陈晓明', mobile: '1390000000' }, '请输入正确的手机号'],
    ];
    for (const [query, msg] of cases) {
      expect(await signUp(query), JSON.stringify(query)).toEqual({ code: GatewayCode.BAD_PARAMS, msg, data: null });
    }
    expect(await stored(mobile)).toBeUndefined();
  });

  it('limits sign-ups per mobile: the second of the day is refused, another mobile still signs up', async () => {
    const [perMobile] = futuresSignUpLimits('13900000000', '10.0.0.1', FACTOR);
    expect(perMobile?.max).toBe(1);
    const mobile = freshMobile();
    expect((await signUp({ name: '李华', mobile })).code).toBe(0);
    expect(await signUp({ name: '李华华', mobile })).toEqual({
      code: GatewayCode.RATE_LIMITED,
      msg: '报名过于频繁，请稍后再试',
      data: null,
    });
    expect(await stored(mobile)).toEqual({ name: '李华', mobile, times: 1 });
    expect((await signUp({ name: '王芳', mobile: freshMobile() })).code).toBe(0);

    h.clock.advance(24 * HOUR + 1);
    expect((await signUp({ name: '李华华', mobile })).code).toBe(0);
    expect(await stored(mobile)).toEqual({ name: '李华华', mobile, times: 2 });
  });

  it('limits sign-ups per client address within an hour', async () => {
    const perIp = futuresSignUpLimits('13900000000', '10.0.0.1', FACTOR)[1]?.max ?? 0;
    expect(perIp).toBe(7);
    const ip = freshIp();
    for (let i = 0; i < perIp; i++) expect((await signUp({ name: '赵六', mobile: freshMobile() }, ip)).code).toBe(0);
    const refused = freshMobile();
    expect((await signUp({ name: '赵六', mobile: refused }, ip)).code).toBe(GatewayCode.RATE_LIMITED);
    expect(await stored(refused)).toBeUndefined();
    expect((await signUp({ name: '赵六', mobile: refused }, freshIp())).code).toBe(0);
  });

  it('spends no budget on refused input', async () => {
    const ip = freshIp();
    for (let i = 0; i < 10; i++) await signUp({ name: '陈', mobile: freshMobile() }, ip);
    expect((await signUp({ name: '陈晓明', mobile: freshMobile() }, ip)).code).toBe(0);
  });

  it('production budgets: 3 a day per mobile, 20 an hour per address', () => {
    const [perMobile, perIp] = futuresSignUpLimits('13900000000', '10.0.0.1', 1);
    expect(perMobile).toMatchObject({ max: 3, windowMs: 24 * HOUR });
    expect(perIp).toMatchObject({ max: 20, windowMs: HOUR });
  });
});
