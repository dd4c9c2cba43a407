import { describe, expect, it } from 'vitest';
import { readWeChatSettings } from './wechat-settings.ts';

describe('WeChat settings', () => {
  it('are not configured without WECHAT_APP_ID', () => {
    expect(readWeChatSettings({}, false)).toEqual({ configured: false });
    expect(readWeChatSettings({}, true)).toEqual({ configured: false });
  });

  it("default to WeChat's own addresses", () => {
    expect(readWeChatSettings({ WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }, true)).toEqual({
      configured: true,
      appId: 'wx1',
      appSecret: 's',
      openUrl: 'https://open.weixin.qq.com',
      apiUrl: 'https://api.weixin.qq.com',
    });
  });

  it('point at the stand-in outside production only', () => {
    const env = {
      WECHAT_APP_ID: 'wx1',
      WECHAT_APP_SECRET: 's',
      WECHAT_OPEN_URL: 'http://127.0.0.1:8090/wechat/',
      WECHAT_API_URL: 'http://127.0.0.1:8090/wechat',
    };
    expect(readWeChatSettings(env, false)).toMatchObject({
      openUrl: 'http://127.0.0.1:8090/wechat',
      apiUrl: 'http://127.0.0.1:8090/wechat',
    });
    expect(() => readWeChatSettings(env, true)).toThrow(/WECHAT_OPEN_URL must be an https address/);
  });

  it('refuse a half configuration', () => {
    expect(() => readWeChatSettings({ WECHAT_APP_ID: 'wx1' }, false)).toThrow(/WECHAT_APP_SECRET is required/);
    expect(() => readWeChatSettings({ WECHAT_APP_SECRET: 's' }, false)).toThrow(/WECHAT_APP_ID is not/);
  });
});
