import { GatewayCode } from '@sme/contract/codes';
import {
  OUTSIDE_LOGIN_MESSAGES,
  PROVINCIAL_CALLBACK_PATH,
  provincialLogin,
  provincialStart,
  WECHAT_CALLBACK_PATH,
  wechatBinding,
  wechatStart,
  wechatTicketLogin,
  wechatUserInfo,
} from '@sme/contract/routes/outside-logins';
import type { MutationResolvers, QueryResolvers } from '#generated/resolvers-types.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { appIdArg, channelCodeArg, oauthCallbackArgs } from '#validation/outside-login-arguments.ts';

/** Without PUBLIC_URL in production the graph cannot say where a provider returns the browser. */
const NO_PUBLIC_URL = '门户公网地址（PUBLIC_URL）未配置，无法使用该登录方式，请联系平台运营方';
/** The gateway's words for a callback it cannot use; also when this browser holds no key of a begun login. */
const PROVINCIAL_EXPIRED = OUTSIDE_LOGIN_MESSAGES.provincialExpired;
const WECHAT_EXPIRED = OUTSIDE_LOGIN_MESSAGES.wechatExpired;

/** The only place the callback addresses are made: this portal's origin (PUBLIC_URL or the checked Host). */
function callbackAddress(portalOrigin: string | null, path: string): string {
  if (!portalOrigin) throw new GatewayBusinessError(GatewayCode.SERVICE_NOT_CONFIGURED, NO_PUBLIC_URL);
  return `${portalOrigin}${path}`;
}

/** Provincial unified identity and WeChat logins (schema/outside-login.graphql). */
export const outsideLoginQuery: QueryResolvers = {
  weChatBinding: async (_parent, _args, { gateway }) => {
    const binding = await gateway.send(wechatBinding);
    return binding.bound && binding.boundAt ? { nickname: binding.nickname, boundAt: binding.boundAt } : null;
  },
};

export const outsideLoginMutation: MutationResolvers = {
  startProvincialLogin: async (_parent, _args, { gateway, portalOrigin, outsideLogin }) => {
    const redirectUrl = callbackAddress(portalOrigin, PROVINCIAL_CALLBACK_PATH);
    const sso = await gateway.send(provincialStart, { redirectUrl, browserKey: outsideLogin.beginKey() });
    return { clientId: sso.clientId, ssoUrl: sso.ssoUrl, logoutUrl: sso.logoutUrl, identifyUrl: sso.identifyUrl };
  },
  provincialLogin: async (_parent, args, { gateway, portalOrigin, outsideLogin, pendingLogin }) => {
    const { code, state } = oauthCallbackArgs(args);
    const channelCode = channelCodeArg(args.channelCode);
    const redirectUrl = callbackAddress(portalOrigin, PROVINCIAL_CALLBACK_PATH);
    const browserKey = outsideLogin.presentedKey;
    if (!browserKey) throw new GatewayBusinessError(GatewayCode.PROVINCIAL_LOGIN_FAILED, PROVINCIAL_EXPIRED);
    const answer = await gateway.send(provincialLogin, { code, state, redirectUrl, browserKey, channelCode });
    return {
      companies: pendingLogin.hold(answer.companies),
      logoutUrl: answer.logoutUrl,
      identifyUrl: answer.identifyUrl,
    };
  },
  startWeChatLogin: async (_parent, _args, { gateway, portalOrigin, outsideLogin }) => {
    const redirectUrl = callbackAddress(portalOrigin, WECHAT_CALLBACK_PATH);
    const start = await gateway.send(wechatStart, { redirectUrl, browserKey: outsideLogin.beginKey() });
    return { appId: start.appId, authorizeUrl: start.authorizeUrl };
  },
  weChatLogin: async (_parent, args, { gateway, outsideLogin, pendingLogin }) => {
    const appId = appIdArg(args.appId);
    const { code, state } = oauthCallbackArgs(args);
    const browserKey = outsideLogin.presentedKey;
    if (!browserKey) throw new GatewayBusinessError(GatewayCode.WECHAT_LOGIN_FAILED, WECHAT_EXPIRED);
    const info = await gateway.send(wechatUserInfo, { path: { appid: appId }, query: { code, state, browserKey } });
    if (!info.bound) {
      // The next normal login in this browser binds this WeChat user (loginWithCompany sends the ticket along).
      outsideLogin.holdWeChatTicket({ appId, ticket: info.ticket }, info.expiresIn);
      return { bound: false, nickname: info.nickname, companies: [] };
    }
    const entries = await gateway.send(wechatTicketLogin, { path: { bizId: appId }, query: { openId: info.ticket } });
    if (outsideLogin.wechatTicket) outsideLogin.clearWeChatTicket();
    return { bound: true, nickname: info.nickname, companies: pendingLogin.hold(entries) };
  },
  cancelWeChatBinding: (_parent, _args, { outsideLogin }) => {
    outsideLogin.clearWeChatTicket();
    return true;
  },
};
