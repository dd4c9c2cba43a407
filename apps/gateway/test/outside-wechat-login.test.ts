import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '#shared/secrets.ts';
import { freshIp, get, harnessForFile, MINUTE, post, register } from './accounts-support.ts';
import {
  browserKey,
  login92,
  smsCompanies,
  startOutside,
  WECHAT_APP,
  WECHAT_CALLBACK,
  wechatCompanies,
  wechatScan,
} from './outside-login-support.ts';

let serial = 0;
const openId = () => `o-${Date.now()}-${++serial}`;
const EXPIRED = '微信登录已失效，请重新扫码登录';
const NOT_BOUND = '该微信尚未绑定平台账号，请先使用手机号登录，登录成功后将自动绑定该微信';

describe('WeChat login not configured', () => {
  const harness = harnessForFile(() => startOutside({ configured: false }));

  it('answers -1502 on every WeChat call, and a login with WeChat headers still works', async () => {
    const ip = freshIp();
    const ticket = browserKey();
    const query = new URLSearchParams({ redirectUrl: WECHAT_CALLBACK, browserKey: browserKey() });
    const calls = [
      get(harness.app, `/user/user/wx/web/authorize?${query}`, ip),
      get(harness.app, `/wx/wx/mp/${WECHAT_APP}/oAuth2UserInfo?code=c&state=s&browserKey=${browserKey()}`, ip),
      get(harness.app, `/user/user/wx/login/code/get/${WECHAT_APP}?openId=${ticket}`, ip),
      post(harness.app, '/auth/loginByWx', ip).send({ bizId: WECHAT_APP, openId: ticket }),
    ];
    for (const answer of await Promise.all(calls)) {
      expect(answer.body).toMatchObject({
        code: GatewayCode.SERVICE_NOT_CONFIGURED,
        msg: '微信登录服务未配置，请联系平台运营方',
      });
    }
    const account = await register(harness.app, ip);
    const binding = await get(harness.app, '/user/user/wx/binding', ip, account.token);
    expect(binding.body.code).toBe(GatewayCode.SERVICE_NOT_CONFIGURED);
    const [entry] = await smsCompanies(harness, account.mobile, ip);
    const login = await login92(harness.app, ip, entry?.loginCode ?? '', {
      'open-id': ticket,
      'business-id': WECHAT_APP,
    });
    expect(login).toMatchObject({ code: 0, data: { wechatBound: false } });
  });
});

describe('WeChat login', () => {
  const harness = harnessForFile(startOutside);

  it('begins a login for this browser, and takes callbacks for the configured app only', async () => {
    const ip = freshIp();
    const key = browserKey();
    const query = new URLSearchParams({ redirectUrl: WECHAT_CALLBACK, browserKey: key });
    const start = await get(harness.app, `/user/user/wx/web/authorize?${query}`, ip);
    expect(start.body).toMatchObject({ code: 0, data: { appId: WECHAT_APP, expiresIn: 600 } });
    const url = new URL(start.body.data.authorizeUrl);
    expect(url.searchParams.get('redirect_uri')).toBe(WECHAT_CALLBACK);
    const state = url.searchParams.get('state') ?? '';
    const row = await harness.database.db
      .selectFrom('outside_login_request')
      .selectAll()
      .where('state_hash', '=', sha256Hex(state))
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ provider: 'wechat', browser_hash: sha256Hex(key), nonce: null });

    const otherQuery = new URLSearchParams({ code: 'c', state, browserKey: key });
    const other = await get(harness.app, `/wx/wx/mp/wx-another-app/oAuth2UserInfo?${otherQuery}`, ip);
    expect(other.body).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '微信应用编号不正确' });
    const elsewhere = new URLSearchParams({ redirectUrl: `${WECHAT_CALLBACK}/../gdauth`, browserKey: key });
    const foreign = await get(harness.app, `/user/user/wx/web/authorize?${elsewhere}`, ip);
    expect(foreign.body).toMatchObject({ code: GatewayCode.BAD_PARAMS, msg: '回调地址不正确' });
  });

  it('exchanges the code once for a ticket: the open id never leaves the gateway', async () => {
    const ip = freshIp();
    const id = openId();
    const info = await wechatScan(harness, ip, id, '张小微');
    expect(info).toEqual({
      code: 0,
      msg: expect.any(String),
      data: { ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), bound: false, nickname: '张小微', expiresIn: 600 },
    });
    expect(JSON.stringify(info)).not.toContain(id);
    const stored = await harness.database.db.selectFrom('wechat_ticket').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(info.data.ticket);
  });

  it('refuses a forged or replayed state, another browser, and a code WeChat refuses (-5021)', async () => {
    const ip = freshIp();
    const key = browserKey();
    const query = new URLSearchParams({ redirectUrl: WECHAT_CALLBACK, browserKey: key });
    const start = await get(harness.app, `/user/user/wx/web/authorize?${query}`, ip);
    const state = new URL(start.body.data.authorizeUrl).searchParams.get('state') ?? '';
    const code = harness.wechat.scan(openId(), '李小信');
    const callback = (values: Record<string, string>) =>
      get(harness.app, `/wx/wx/mp/${WECHAT_APP}/oAuth2UserInfo?${new URLSearchParams(values)}`, ip);

    const forged = await callback({ code, state: 'forged-state', browserKey: key });
    expect(forged.body).toEqual({ code: GatewayCode.WECHAT_LOGIN_FAILED, msg: EXPIRED, data: null });
    expect((await callback({ code, state, browserKey: key })).body.code).toBe(0);
    expect((await callback({ code, state, browserKey: key })).body).toMatchObject({
      code: GatewayCode.WECHAT_LOGIN_FAILED,
      msg: EXPIRED,
    });

    const again = await get(harness.app, `/user/user/wx/web/authorize?${query}`, ip);
    const againState = new URL(again.body.data.authorizeUrl).searchParams.get('state') ?? '';
    const stranger = await callback({
      code: harness.wechat.scan(openId(), '王小程'),
      state: againState,
      browserKey: browserKey(),
    });
    expect(stranger.body.code).toBe(GatewayCode.WECHAT_LOGIN_FAILED);

    // The code was already exchanged: WeChat refuses it.
    const third = await get(harness.app, `/user/user/wx/web/authorize?${query}`, ip);
    const thirdState = new URL(third.body.data.authorizeUrl).searchParams.get('state') ?? '';
    expect((await callback({ code, state: thirdState, browserKey: key })).body).toMatchObject({
      code: GatewayCode.WECHAT_LOGIN_FAILED,
      msg: '微信授权已失效，请重新扫码登录',
    });
  });

  it('binds only after a normal login with the headers; then WeChat logs straight in, each ticket once', async () => {
    const ip = freshIp();
    const id = openId();
    const account = await register(harness.app, ip);
    const first = await wechatScan(harness, ip, id, '张小微');
    expect(first.data.bound).toBe(false);

    const unbound = await wechatCompanies(harness.app, ip, first.data.ticket);
    expect(unbound).toEqual({ code: GatewayCode.WECHAT_NOT_BOUND, msg: NOT_BOUND, data: null });
    const byWx = await post(harness.app, '/auth/loginByWx', ip).send({ bizId: WECHAT_APP, openId: first.data.ticket });
    expect(byWx.body.code).toBe(GatewayCode.WECHAT_NOT_BOUND);

    // A normal login without the headers binds nothing; with them (the ticket kept by the -5020) it binds.
    const [plain] = await smsCompanies(harness, account.mobile, ip);
    expect((await login92(harness.app, ip, plain?.loginCode ?? '')).data).toEqual({ token: expect.any(String) });
    expect((await wechatCompanies(harness.app, ip, first.data.ticket)).code).toBe(GatewayCode.WECHAT_NOT_BOUND);
    const [entry] = await smsCompanies(harness, account.mobile, ip);
    const login = await login92(harness.app, ip, entry?.loginCode ?? '', {
      'open-id': first.data.ticket,
      'business-id': WECHAT_APP,
    });
    expect(login).toMatchObject({ code: 0, data: { token: expect.any(String), wechatBound: true } });
    expect((await wechatCompanies(harness.app, ip, first.data.ticket)).code).toBe(GatewayCode.WECHAT_LOGIN_FAILED);
    const binding = await get(harness.app, '/user/user/wx/binding', ip, login.data.token);
    expect(binding.body.data).toMatchObject({ bound: true, nickname: '张小微' });

    const next = await wechatScan(harness, ip, id, '张小微');
    expect(next.data.bound).toBe(true);
    const companies = await wechatCompanies(harness.app, ip, next.data.ticket);
    expect(companies.code).toBe(0);
    const session = await login92(harness.app, ip, companies.data?.[0]?.loginCode ?? '');
    const info = await post(harness.app, '/user/user/userInfo', ip, session.data.token);
    expect(info.body.data.mobile).toBe(account.mobile);
    expect(await wechatCompanies(harness.app, ip, next.data.ticket)).toMatchObject({
      code: GatewayCode.WECHAT_LOGIN_FAILED,
      msg: EXPIRED,
    });

    const viaPost = await wechatScan(harness, ip, id);
    const posted = await post(harness.app, '/auth/loginByWx', ip).send({
      bizId: WECHAT_APP,
      openId: viaPost.data.ticket,
    });
    expect(posted.body.code).toBe(0);
    expect(posted.body.data).toHaveLength(1);
  });

  it('moves a WeChat user bound to one account to the account it logs into next with a ticket', async () => {
    const ip = freshIp();
    const id = openId();
    const first = await register(harness.app, ip);
    const second = await register(harness.app, ip);
    const bind = async (mobile: string) => {
      const scan = await wechatScan(harness, ip, id);
      const [entry] = await smsCompanies(harness, mobile, ip);
      const login = await login92(harness.app, ip, entry?.loginCode ?? '', {
        'open-id': scan.data.ticket,
        'business-id': WECHAT_APP,
      });
      expect(login.data.wechatBound).toBe(true);
      return login.data.token;
    };
    const firstToken = await bind(first.mobile);
    const secondToken = await bind(second.mobile);
    expect((await get(harness.app, '/user/user/wx/binding', ip, secondToken)).body.data.bound).toBe(true);
    // The first account's session was not ended by the second account's login; its binding is gone.
    expect((await get(harness.app, '/user/user/wx/binding', ip, firstToken)).body.data).toEqual({
      bound: false,
      nickname: null,
      boundAt: null,
    });
    const scan = await wechatScan(harness, ip, id);
    const companies = await wechatCompanies(harness.app, ip, scan.data.ticket);
    const session = await login92(harness.app, ip, companies.data?.[0]?.loginCode ?? '');
    const info = await post(harness.app, '/user/user/userInfo', ip, session.data.token);
    expect(info.body.data.mobile).toBe(second.mobile);
  });

  it('binds nothing with a dead ticket or another app, and the login goes on', async () => {
    const ip = freshIp();
    const account = await register(harness.app, ip);
    const scan = await wechatScan(harness, ip, openId());
    const tries: Array<Record<string, string>> = [
      { 'open-id': browserKey(), 'business-id': WECHAT_APP },
      { 'open-id': scan.data.ticket, 'business-id': 'wx-another-app' },
      { 'open-id': 'not a ticket', 'business-id': WECHAT_APP },
    ];
    for (const headers of tries) {
      const [entry] = await smsCompanies(harness, account.mobile, ip);
      const login = await login92(harness.app, ip, entry?.loginCode ?? '', headers);
      expect(login.code).toBe(0);
      expect(login.data.wechatBound ?? false).toBe(false);
    }
    // Still unused: the ticket of the right app binds afterwards.
    expect((await wechatCompanies(harness.app, ip, scan.data.ticket)).code).toBe(GatewayCode.WECHAT_NOT_BOUND);
  });

  it('lets a ticket die after 10 minutes', async () => {
    const ip = freshIp();
    const scan = await wechatScan(harness, ip, openId());
    harness.clock.advance(10 * MINUTE + 1000);
    expect(await wechatCompanies(harness.app, ip, scan.data.ticket)).toMatchObject({
      code: GatewayCode.WECHAT_LOGIN_FAILED,
      msg: EXPIRED,
    });
    expect((await wechatCompanies(harness.app, ip, 'short')).code).toBe(GatewayCode.BAD_PARAMS);
    expect((await wechatCompanies(harness.app, ip, browserKey(), 'wx-another-app')).code).toBe(GatewayCode.BAD_PARAMS);
  });

  it('refuses a WeChat login into a disabled account (-4004), and answers -1503 when WeChat does not answer', async () => {
    const ip = freshIp();
    const id = openId();
    const account = await register(harness.app, ip);
    const scan = await wechatScan(harness, ip, id);
    const [entry] = await smsCompanies(harness, account.mobile, ip);
    await login92(harness.app, ip, entry?.loginCode ?? '', { 'open-id': scan.data.ticket, 'business-id': WECHAT_APP });
    await harness.database.db
      .updateTable('app_user')
      .set({ disabled: true })
      .where('mobile', '=', account.mobile)
      .execute();
    const next = await wechatScan(harness, ip, id);
    expect((await wechatCompanies(harness.app, ip, next.data.ticket)).code).toBe(GatewayCode.ACCOUNT_DISABLED);

    harness.wechat.down = true;
    try {
      const down = await wechatScan(harness, ip, openId());
      expect(down).toMatchObject({ code: GatewayCode.SERVICE_FAILED, msg: '微信服务暂时无法访问，请稍后再试' });
    } finally {
      harness.wechat.down = false;
    }
  });
});
