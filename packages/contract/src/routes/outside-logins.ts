/**
 * Logins through an outside identity (docs/gateway-api.md, "Provincial identity", "WeChat login"): the provincial
 * unified identity platform and WeChat. The graph keeps the browser key in an HttpOnly cookie and sends it in the body.
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../fields.ts';
import { oneTimeCodeField, optionalText } from './account-fields.ts';
import type { LoginEntryRecord } from './account-login.ts';
import { route, routeWithoutInput } from './route.ts';

/** The portal's real callback paths (OAuth redirect addresses cannot carry a `#`; the graph hands them over). */
export const PROVINCIAL_CALLBACK_PATH = '/cbpage/gdauth';
export const WECHAT_CALLBACK_PATH = '/cbpage/wechat';

export const OUTSIDE_LOGIN_MESSAGES = {
  callbackInvalid: '回调地址不正确',
  browserKeyMissing: '缺少浏览器登录凭证',
  browserKeyInvalid: '浏览器登录凭证格式不正确',
  codeMissing: '缺少授权码',
  codeInvalid: '授权码格式不正确',
  stateMissing: '缺少 state 参数',
  provincialExpired: '统一身份认证登录已失效，请重新登录',
  provincialNoMobile: '未能从广东省统一身份认证平台获取已验证的手机号，请使用手机号登录',
  provincialMobileLinkedElsewhere: '该手机号的平台账号已关联其他统一身份认证用户，请使用手机号登录',
  provincialRace: '统一身份认证登录正在处理中，请重新登录',
  wechatExpired: '微信登录已失效，请重新扫码登录',
  wechatNotBound: '该微信尚未绑定平台账号，请先使用手机号登录，登录成功后将自动绑定该微信',
  wrongApp: '微信应用编号不正确',
} as const;

/**
 * Reads a platform callback address as the graph builds it: `<portal origin><path>` — http(s), no credentials, the
 * exact path, no query, no fragment. Answers the portal's origin, or null for anything else.
 */
export function parsePlatformCallback(value: string, path: string): string | null {
  if (value.length > 300 || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.search || url.hash || url.pathname !== path) return null;
  // The address exactly as a browser will arrive at it (no `?`, `#` or other spelling the parser would drop).
  return value === `${url.origin}${path}` ? url.origin : null;
}

/** An OAuth code or state as providers make them: printable ASCII, at most 512 characters. */
export const OAUTH_VALUE = /^[\x21-\x7e]{1,512}$/;

/** A WeChat app id (`wx` and 16 hex characters at WeChat; anything of this shape elsewhere). */
export const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Begun provincial login: the provider's addresses and the client id. */
export interface ProvincialSsoRecord {
  clientId: string;
  ssoUrl: string;
  logoutUrl: string | null;
  identifyUrl: string;
  expiresIn: number;
}

/** A finished provincial login: the company list, as a login answers it, and the provider's addresses. */
export interface ProvincialLoginRecord {
  companies: LoginEntryRecord[];
  logoutUrl: string | null;
  identifyUrl: string;
}

/** A begun WeChat login: the app and WeChat's authorize page. */
export interface WeChatStartRecord {
  appId: string;
  authorizeUrl: string;
  expiresIn: number;
}

/** A WeChat code exchanged: a one-time ticket instead of the open id. */
export interface WeChatUserInfoRecord {
  ticket: string;
  bound: boolean;
  nickname: string | null;
  expiresIn: number;
}

/** Whether a WeChat user is bound to the session's account. */
export interface WeChatBindingRecord {
  bound: boolean;
  nickname: string | null;
  boundAt: string | null;
}

const M = OUTSIDE_LOGIN_MESSAGES;

/** Text as query strings send it: "" and null count as not given. */
function loose(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}

function requiredText(pattern: RegExp, required: string, malformed: string) {
  return z.preprocess(
    loose,
    z
      .string({ error: (issue) => (issue.input === undefined ? required : malformed) })
      .regex(pattern, { error: malformed }),
  );
}

/** The platform's callback address `<portal origin><path>` (the graph builds it). */
function callbackField(path: string) {
  return z.preprocess(
    loose,
    z
      .string({ error: M.callbackInvalid })
      .refine((value) => parsePlatformCallback(value, path) !== null, { error: M.callbackInvalid }),
  );
}

/** The secret the graph keeps in the browser's HttpOnly cookie: the callback must come from the same browser. */
const browserKeyField = requiredText(TOKEN_PATTERN, M.browserKeyMissing, M.browserKeyInvalid);
const codeField = requiredText(OAUTH_VALUE, M.codeMissing, M.codeInvalid);
/** Any state is read: a forged or replayed one is a failed login (-5011 / -5021), not a malformed request. */
const stateField = requiredText(OAUTH_VALUE, M.stateMissing, M.stateMissing);
const appIdField = requiredText(APP_ID, M.wrongApp, M.wrongApp);
const wechatTicketField = oneTimeCodeField(M.wechatExpired, M.wechatExpired);

export const provincialStart = route<ProvincialSsoRecord>()({
  method: 'GET',
  path: '/user/user/tongyi/web/clientId',
  inputIn: 'query',
  input: z.object({ redirectUrl: callbackField(PROVINCIAL_CALLBACK_PATH), browserKey: browserKeyField }),
});

/** The provider's callback values (spec §7 sends them in the query) with what the graph adds. */
export const provincialLogin = route<ProvincialLoginRecord>()({
  method: 'POST',
  path: '/user/user/tongyi/web/login',
  inputIn: 'queryOrBody',
  input: z.object({
    code: codeField,
    state: stateField,
    redirectUrl: callbackField(PROVINCIAL_CALLBACK_PATH),
    browserKey: browserKeyField,
    channelCode: optionalText('渠道编码', 64),
  }),
});

export const wechatStart = route<WeChatStartRecord>()({
  method: 'GET',
  path: '/user/user/wx/web/authorize',
  inputIn: 'query',
  input: z.object({ redirectUrl: callbackField(WECHAT_CALLBACK_PATH), browserKey: browserKeyField }),
});

/** Exchanges WeChat's code (with its state and this browser's key) for a one-time ticket. */
export const wechatUserInfo = route<WeChatUserInfoRecord>()({
  method: 'GET',
  path: '/wx/wx/mp/:appid/oAuth2UserInfo',
  inputIn: 'pathAndQuery',
  input: z.object({
    path: z.object({ appid: appIdField }),
    query: z.object({ code: codeField, state: stateField, browserKey: browserKeyField }),
  }),
});

/** The company list of the account a WeChat ticket's user is bound to (the ticket as spec §7's `openId`). */
export const wechatTicketLogin = route<LoginEntryRecord[]>()({
  method: 'GET',
  path: '/user/user/wx/login/code/get/:bizId',
  inputIn: 'pathAndQuery',
  input: z.object({ path: z.object({ bizId: appIdField }), query: z.object({ openId: wechatTicketField }) }),
});

/** The same login, spec §7's body form. */
export const wechatLogin = route<LoginEntryRecord[]>()({
  method: 'POST',
  path: '/auth/loginByWx',
  inputIn: 'queryOrBody',
  input: z.object({ bizId: appIdField, openId: wechatTicketField }),
});

export const wechatBinding = routeWithoutInput<WeChatBindingRecord>()('GET', '/user/user/wx/binding');
