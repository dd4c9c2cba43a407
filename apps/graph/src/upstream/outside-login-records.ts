import type { LoginEntryRecord } from '@sme/contract/routes/account-login';

/** The gateway's records of the outside-identity logins (docs/gateway-api.md "Provincial identity", "WeChat login"). */

/** GET /user/user/tongyi/web/clientId. */
export interface ProvincialSsoRecord {
  clientId: string;
  ssoUrl: string;
  logoutUrl: string | null;
  identifyUrl: string;
  expiresIn: number;
}

/** POST /user/user/tongyi/web/login. */
export interface ProvincialLoginRecord {
  companies: LoginEntryRecord[];
  logoutUrl: string | null;
  identifyUrl: string;
}

/** The callback's values and what the graph adds (the portal's callback address, the browser key). */
export interface ProvincialCallbackParams {
  code: string;
  state: string;
  redirectUrl: string;
  browserKey: string;
  channelCode?: string | undefined;
}

/** GET /user/user/wx/web/authorize. */
export interface WeChatStartRecord {
  appId: string;
  authorizeUrl: string;
  expiresIn: number;
}

/** GET /wx/wx/mp/{appid}/oAuth2UserInfo: a one-time ticket instead of the open id. */
export interface WeChatUserInfoRecord {
  ticket: string;
  bound: boolean;
  nickname: string | null;
  expiresIn: number;
}

/** GET /user/user/wx/binding. */
export interface WeChatBindingRecord {
  bound: boolean;
  nickname: string | null;
  boundAt: string | null;
}
