import { describe, expect, it } from 'vitest';
import { accountsForFile, freshIp, HOUR, passwordLogin, post, register } from './accounts-support.ts';

const h = accountsForFile();

const canteen = (path: string, ip: string, canteenToken?: string) => {
  const call = post(h.app, path, ip);
  return canteenToken ? call.set('X-Canteen-Token', canteenToken) : call;
};

describe('the canteen flow', () => {
  it('derives a canteen session from the portal login of the stored auto-login mobile, answers its info, logs out', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const login = await post(h.app, '/canteen/auth/login', ip, account.token).send({ mobile: account.mobile });
    expect(login.body.code).toBe(0);
    expect(login.body.data).toEqual({ canteenToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), expiresIn: 7200 });
    const canteenToken = login.body.data.canteenToken as string;
    expect(canteenToken).not.toBe(account.token);

    const info = await canteen('/canteen/user/info', ip, canteenToken);
    expect(info.body.data).toMatchObject({ mobile: `${account.mobile.slice(0, 3)}****${account.mobile.slice(7)}` });
    // The portal token is not a canteen token, and the canteen token is not a portal token.
    expect((await canteen('/canteen/user/info', ip, account.token)).status).toBe(403);
    expect((await post(h.app, '/user/user/userInfo', ip, canteenToken)).status).toBe(403);

    expect((await canteen('/canteen/user/logout', ip, canteenToken)).body.code).toBe(0);
    expect((await canteen('/canteen/user/info', ip, canteenToken)).status).toBe(403);
    expect((await canteen('/canteen/user/logout', ip, canteenToken)).body.code).toBe(0);
  });

  it('never opens a canteen session for another mobile, nor without a portal session', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const other = await post(h.app, '/canteen/auth/login', ip, account.token).send({ mobile: '13800000001' });
    expect(other.body).toEqual({ code: -1000, msg: '自动登录手机号与当前登录账号不一致', data: null });
    expect((await post(h.app, '/canteen/auth/login', ip).send({ mobile: account.mobile })).status).toBe(403);
  });

  it('expires after 2 hours, and a new canteen login ends the earlier one', async () => {
    const ip = freshIp();
    const account = await register(h.app, ip);
    const first = (await post(h.app, '/canteen/auth/login', ip, account.token).send({})).body.data.canteenToken;
    const second = (await post(h.app, '/canteen/auth/login', ip, account.token).send({})).body.data.canteenToken;
    expect((await canteen('/canteen/user/info', ip, first)).status).toBe(403);
    expect((await canteen('/canteen/user/info', ip, second)).body.code).toBe(0);
    h.clock.advance(2 * HOUR + 1000);
    expect((await canteen('/canteen/user/info', ip, second)).status).toBe(403);
    expect((await passwordLogin(h.app, account.mobile, account.password, ip)).code).toBe(0);
  });
});
