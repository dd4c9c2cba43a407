import { describe, expect, it } from 'vitest';
import { HttpWeChatOAuth } from './http-wechat-oauth.ts';
import { UnconfiguredWeChatOAuth } from './unconfigured-wechat-oauth.ts';
import { WeChatLoginError, WeChatNotConfiguredError, wechatFailureReason } from './wechat-oauth.ts';

describe('WeChat failures', () => {
  it("sort WeChat's error codes", () => {
    expect(wechatFailureReason(40029)).toBe('rejected');
    expect(wechatFailureReason(40163)).toBe('rejected');
    expect(wechatFailureReason(40125)).toBe('misconfigured');
    expect(wechatFailureReason(40013)).toBe('misconfigured');
    expect(wechatFailureReason(-1)).toBe('unavailable');
  });

  it('carry safe Chinese messages', () => {
    expect(new WeChatLoginError('rejected', 'errcode 40163').message).toBe('微信授权已失效，请重新扫码登录');
  });
});

describe('the QR page address', () => {
  it("is WeChat's qrconnect with scope snsapi_login and the caller's state", () => {
    const wechat = new HttpWeChatOAuth({
      configured: true,
      appId: 'wx123',
      appSecret: 'secret',
      openUrl: 'https://open.weixin.qq.com',
      apiUrl: 'https://api.weixin.qq.com',
    });
    expect(wechat.authorizeUrl({ state: 'st-1', redirectUri: 'https://sme.example.cn/cbpage/wx?x=1' })).toBe(
      'https://open.weixin.qq.com/connect/qrconnect?appid=wx123&redirect_uri=https%3A%2F%2Fsme.example.cn%2Fcbpage%2Fwx%3Fx%3D1&response_type=code&scope=snsapi_login&state=st-1#wechat_redirect',
    );
  });

  it('refuses a malformed code without calling WeChat', async () => {
    const wechat = new HttpWeChatOAuth({
      configured: true,
      appId: 'wx123',
      appSecret: 'secret',
      openUrl: 'https://open.weixin.qq.com',
      // Nothing listens here: a call would fail as unavailable, not as rejected.
      apiUrl: 'https://127.0.0.1:1',
    });
    for (const code of ['', 'a b', 'x'.repeat(513), '码']) {
      await expect(wechat.exchangeCode(code)).rejects.toMatchObject({ reason: 'rejected' });
    }
  });
});

describe('the not-configured implementation', () => {
  it('throws the typed error everywhere', async () => {
    const wechat = new UnconfiguredWeChatOAuth();
    expect(wechat.configured).toBe(false);
    expect(() => wechat.appId).toThrow(WeChatNotConfiguredError);
    expect(() => wechat.authorizeUrl()).toThrow('微信登录服务未配置，请联系平台运营方');
    await expect(wechat.exchangeCode()).rejects.toBeInstanceOf(WeChatNotConfiguredError);
  });
});
