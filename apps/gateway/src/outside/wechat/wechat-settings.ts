import { readServiceAddress } from '../service-address.ts';
import { settingsTogether } from '../settings-together.ts';

/** WeChat website login (微信开放平台 网站应用) as configured, or not configured at all. */
export type WeChatSettings = { configured: false } | ConfiguredWeChatSettings;

export interface ConfiguredWeChatSettings {
  configured: true;
  appId: string;
  appSecret: string;
  /** Where the browser is sent for the QR page (WECHAT_OPEN_URL), without a trailing slash. */
  openUrl: string;
  /** Where the gateway exchanges codes (WECHAT_API_URL), without a trailing slash. */
  apiUrl: string;
}

export const WECHAT_OPEN_URL = 'https://open.weixin.qq.com';
export const WECHAT_API_URL = 'https://api.weixin.qq.com';

/**
 * WECHAT_APP_ID unset → not configured (WeChat login answers that the service is not configured). Set → the secret
 * is required; the addresses default to WeChat's own and must be https (http only on loopback outside production,
 * where `npm start` points them at the stand-in).
 */
export function readWeChatSettings(env: NodeJS.ProcessEnv, production: boolean): WeChatSettings {
  const set = settingsTogether(env, ['WECHAT_APP_ID', 'WECHAT_APP_SECRET']);
  if (!set) return { configured: false };
  return {
    configured: true,
    appId: set.WECHAT_APP_ID,
    appSecret: set.WECHAT_APP_SECRET,
    openUrl: readServiceAddress('WECHAT_OPEN_URL', env.WECHAT_OPEN_URL || WECHAT_OPEN_URL, production),
    apiUrl: readServiceAddress('WECHAT_API_URL', env.WECHAT_API_URL || WECHAT_API_URL, production),
  };
}
