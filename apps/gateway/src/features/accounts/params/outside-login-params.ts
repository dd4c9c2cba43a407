import { oneTimeCodeField, optionalText } from '@sme/contract/routes/account-fields';
import { z } from 'zod';
import { TOKEN_PATTERN } from '#shared/secrets.ts';
import {
  APP_ID,
  OUTSIDE_LOGIN_MESSAGES as M,
  OAUTH_VALUE,
  PROVINCIAL_CALLBACK_PATH,
  parsePlatformCallback,
  WECHAT_CALLBACK_PATH,
} from '../domain/outside-login.ts';

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

/** The platform's callback address `<portal origin><path>` (the graph builds it; docs/gateway-api.md). */
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

/** GET /user/user/tongyi/web/clientId. */
export const provincialStartParams = z.object({
  redirectUrl: callbackField(PROVINCIAL_CALLBACK_PATH),
  browserKey: browserKeyField,
});

/** POST /user/user/tongyi/web/login (query, or body). */
export const provincialLoginParams = z.object({
  code: codeField,
  state: stateField,
  redirectUrl: callbackField(PROVINCIAL_CALLBACK_PATH),
  browserKey: browserKeyField,
  channelCode: optionalText('渠道编码', 64),
});

/** The `{appid}` of the WeChat paths, and `{bizId}` (the WeChat app the open id belongs to). */
export const wechatAppParams = z.object({ appid: appIdField });
export const wechatBizParams = z.object({ bizId: appIdField });

/** GET /user/user/wx/web/authorize. */
export const wechatStartParams = z.object({
  redirectUrl: callbackField(WECHAT_CALLBACK_PATH),
  browserKey: browserKeyField,
});

/** GET /wx/wx/mp/{appid}/oAuth2UserInfo. */
export const wechatUserInfoParams = z.object({ code: codeField, state: stateField, browserKey: browserKeyField });

/** The one-time WeChat ticket, where the spec's calls name it `openId`. */
export const wechatTicketParams = z.object({ openId: oneTimeCodeField(M.wechatExpired, M.wechatExpired) });

/** POST /auth/loginByWx (body, or query). */
export const wechatLoginBodyParams = z.object({
  bizId: appIdField,
  openId: oneTimeCodeField(M.wechatExpired, M.wechatExpired),
});

/**
 * The business-id and open-id headers of `/auth/login92/code/{code}`: a WeChat ticket to bind after the login. A
 * header of the wrong shape counts as absent: a binding never stands in the way of the login it rides on.
 */
export function wechatBindingHeaders(
  headers: Record<string, string | string[] | undefined>,
): { appId: string; ticket: string } | null {
  const ticket = headers['open-id'];
  const appId = headers['business-id'];
  if (typeof ticket !== 'string' || typeof appId !== 'string') return null;
  return TOKEN_PATTERN.test(ticket) && APP_ID.test(appId) ? { appId, ticket } : null;
}
