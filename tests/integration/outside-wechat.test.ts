import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWeChatOAuth } from '../../apps/gateway/src/outside/wechat/create-wechat-oauth.ts';
import { WeChatLoginError, type WeChatOAuth } from '../../apps/gateway/src/outside/wechat/wechat-oauth.ts';
import { readWeChatSettings } from '../../apps/gateway/src/outside/wechat/wechat-settings.ts';
import type { RunningStandIns } from '../../stand-ins/src/stand-ins.ts';
import { CODE_TTL_MS } from '../../stand-ins/src/wechat/wechat-store.ts';
import { CookieBrowser, hiddenFields } from './support/cookie-browser.ts';
import { closedPort } from './support/listen.ts';
import { rejectionOf } from './support/rejection.ts';
import { PLATFORM_ORIGIN, startTestStandIns, WECHAT_CALLBACK, wechatEnv } from './support/stand-ins.ts';

let now = Date.now();
let standIns: RunningStandIns;
let wechat: WeChatOAuth;

beforeAll(async () => {
  standIns = await startTestStandIns({ now: () => now });
  wechat = wechatFor(wechatEnv(standIns));
});
afterAll(() => standIns.close());

function wechatFor(env: NodeJS.ProcessEnv): WeChatOAuth {
  return createWeChatOAuth(readWeChatSettings(env, false));
}

/** The person scans (here: picks a test user) and WeChat sends the browser back with code and state. */
async function scanAs(user: string, state = 'state-1'): Promise<URL> {
  const browser = new CookieBrowser(PLATFORM_ORIGIN);
  const page = await browser.navigate(wechat.authorizeUrl({ state, redirectUri: WECHAT_CALLBACK }));
  expect(page.status).toBe(200);
  const back = await browser.submit(`${standIns.wechat.baseUrl}/connect/confirm`, { ...hiddenFields(page.html), user });
  return new URL(back.stoppedAt ?? 'about:blank');
}

const failure = (promise: Promise<unknown>) => rejectionOf(promise, WeChatLoginError);

async function api(path: string, query: Record<string, string>): Promise<Record<string, unknown>> {
  const response = await fetch(`${standIns.wechat.baseUrl}${path}?${new URLSearchParams(query)}`);
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

describe('WeChat login against the stand-in', () => {
  it('shows the test users on the QR page, marked as the local stand-in', async () => {
    const page = await new CookieBrowser(PLATFORM_ORIGIN).navigate(
      wechat.authorizeUrl({ state: 's', redirectUri: WECHAT_CALLBACK }),
    );
    expect(page.html).toContain('本地模拟 · 微信开放平台登录');
    expect(page.html).toContain('张小微');
    expect(page.html).toContain('取消');
  });

  it('exchanges the code for the open id, union id and nickname', async () => {
    const back = await scanAs('zhang', 'state-42');
    expect(back.origin + back.pathname).toBe(WECHAT_CALLBACK);
    expect(back.searchParams.get('state')).toBe('state-42');
    const user = await wechat.exchangeCode(back.searchParams.get('code') ?? '');
    expect(user.openId).toMatch(/^o[A-Za-z0-9_-]{27}$/);
    expect(user.unionId).toMatch(/^u[A-Za-z0-9_-]{27}$/);
    expect(user.nickname).toBe('张小微');
    expect(user.headImgUrl).toBe(`${standIns.url}/wechat/avatar/zhang.svg`);

    const again = await wechat.exchangeCode((await scanAs('zhang')).searchParams.get('code') ?? '');
    expect(again.openId).toBe(user.openId);
    const other = await wechat.exchangeCode((await scanAs('li')).searchParams.get('code') ?? '');
    expect(other.openId).not.toBe(user.openId);
  });

  it('uses a code once', async () => {
    const code = (await scanAs('wang')).searchParams.get('code') ?? '';
    await wechat.exchangeCode(code);
    const replay = await failure(wechat.exchangeCode(code));
    expect(replay).toMatchObject({ reason: 'rejected', message: '微信授权已失效，请重新扫码登录' });
    expect(replay.detail).toContain('40163');
  });

  it('refuses a code older than 5 minutes and an unknown code', async () => {
    const code = (await scanAs('zhang')).searchParams.get('code') ?? '';
    now += CODE_TTL_MS;
    const expired = await failure(wechat.exchangeCode(code));
    expect(expired.detail).toContain('40029');
    expect((await failure(wechat.exchangeCode('not-a-code'))).reason).toBe('rejected');
  });

  it('refuses a wrong app secret without spending the code, and never shows the secret', async () => {
    const code = (await scanAs('li')).searchParams.get('code') ?? '';
    const wrong = wechatFor({ ...wechatEnv(standIns), WECHAT_APP_SECRET: 'not-the-secret' });
    const error = await failure(wrong.exchangeCode(code));
    expect(error).toMatchObject({ reason: 'misconfigured', message: '微信登录配置有误，请联系平台运营方' });
    expect(error.detail).toContain('40125');
    expect(`${error.message} ${error.detail}`).not.toContain('not-the-secret');
    expect((await wechat.exchangeCode(code)).nickname).toBe('李小信');
  });

  it("answers WeChat's shapes for access_token and userinfo", async () => {
    const code = (await scanAs('zhang')).searchParams.get('code') ?? '';
    const { appId, appSecret } = standIns.wechat;
    const token = await api('/sns/oauth2/access_token', {
      appid: appId,
      secret: appSecret,
      code,
      grant_type: 'authorization_code',
    });
    expect(Object.keys(token).sort()).toEqual(
      ['access_token', 'expires_in', 'openid', 'refresh_token', 'scope', 'unionid'].sort(),
    );
    expect(token).toMatchObject({ expires_in: 7200, scope: 'snsapi_login' });
    const info = await api('/sns/userinfo', { access_token: String(token.access_token), openid: String(token.openid) });
    expect(info).toMatchObject({ openid: token.openid, nickname: '张小微', unionid: token.unionid });
    expect(info.headimgurl).toBeTypeOf('string');

    expect(await api('/sns/userinfo', { access_token: String(token.access_token), openid: 'oSomeoneElse' })).toEqual({
      errcode: 40003,
      errmsg: 'invalid openid',
    });
    expect(await api('/sns/userinfo', { access_token: 'forged', openid: String(token.openid) })).toMatchObject({
      errcode: 40001,
    });
    expect(
      await api('/sns/oauth2/access_token', {
        appid: 'wx-other',
        secret: appSecret,
        code,
        grant_type: 'authorization_code',
      }),
    ).toEqual({ errcode: 40013, errmsg: 'invalid appid' });
    expect(await api('/sns/oauth2/access_token', { appid: appId, secret: appSecret, code })).toMatchObject({
      errcode: 40002,
    });
  });

  it('returns without a code when the person cancels', async () => {
    const back = await scanAs('', 'state-cancel');
    expect(back.searchParams.get('code')).toBeNull();
    expect(back.searchParams.get('state')).toBe('state-cancel');
  });

  it('sends the browser only to the registered callback domain', async () => {
    const browser = new CookieBrowser(PLATFORM_ORIGIN);
    const page = await browser.navigate(wechat.authorizeUrl({ state: 's', redirectUri: 'https://evil.example/cb' }));
    expect(page.status).toBe(400);
    expect(page.html).toContain('redirect_uri 参数错误');
    const posted = await browser.post(`${standIns.wechat.baseUrl}/connect/confirm`, {
      appId: standIns.wechat.appId,
      redirectUri: 'https://evil.example/cb',
      scope: 'snsapi_login',
      state: 's',
      user: 'zhang',
    });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
  });

  it('says WeChat is unavailable when nothing answers', async () => {
    const down = wechatFor({ ...wechatEnv(standIns), WECHAT_API_URL: `http://127.0.0.1:${await closedPort()}` });
    const error = await failure(down.exchangeCode('some-code'));
    expect(error).toMatchObject({ reason: 'unavailable', message: '微信服务暂时无法访问，请稍后再试' });
  });
});
