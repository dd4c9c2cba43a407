import { HttpWeChatOAuth } from './http-wechat-oauth.ts';
import { UnconfiguredWeChatOAuth } from './unconfigured-wechat-oauth.ts';
import type { WeChatOAuth } from './wechat-oauth.ts';
import type { WeChatSettings } from './wechat-settings.ts';

/** The WeChat login the configuration describes (outside/wechat/wechat-settings.ts). */
export function createWeChatOAuth(settings: WeChatSettings): WeChatOAuth {
  return settings.configured ? new HttpWeChatOAuth(settings) : new UnconfiguredWeChatOAuth();
}
