import { WeChatNotConfiguredError, type WeChatOAuth } from './wechat-oauth.ts';

/** No WeChat app configured (WECHAT_APP_ID unset): everything says so instead of pretending. */
export class UnconfiguredWeChatOAuth implements WeChatOAuth {
  readonly configured = false;

  get appId(): string {
    throw new WeChatNotConfiguredError();
  }

  authorizeUrl(): never {
    throw new WeChatNotConfiguredError();
  }

  async exchangeCode(): Promise<never> {
    throw new WeChatNotConfiguredError();
  }
}
