import type { Request } from 'express';
import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import {
  wechatAppParams,
  wechatBizParams,
  wechatLoginBodyParams,
  wechatStartParams,
  wechatTicketParams,
  wechatUserInfoParams,
} from '../params/outside-login-params.ts';
import { loginByWeChat, startWeChatLogin, wechatBindingOf, wechatUserInfo } from '../services/wechat-login-service.ts';

const queryAndBody = (req: Request) => ({ ...(req.query as Record<string, unknown>), ...(req.body ?? {}) });

/** WeChat login (spec §7 WeChat rows; docs/gateway-api.md "WeChat login"). */
export function wechatRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/user/user/wx/web/authorize',
      handler: (req) => {
        const { redirectUrl, browserKey } = parseInput(wechatStartParams, req.query);
        return startWeChatLogin(ctx, { redirectUrl, browserKey, ip: clientIp(req) });
      },
    },
    {
      method: 'GET',
      path: '/wx/wx/mp/:appid/oAuth2UserInfo',
      handler: (req) => {
        const { appid } = parseInput(wechatAppParams, req.params);
        const { code, state, browserKey } = parseInput(wechatUserInfoParams, req.query);
        return wechatUserInfo(ctx, { appId: appid, code, state, browserKey });
      },
    },
    {
      method: 'GET',
      path: '/user/user/wx/login/code/get/:bizId',
      handler: (req) => {
        const { bizId } = parseInput(wechatBizParams, req.params);
        const { openId } = parseInput(wechatTicketParams, req.query);
        return loginByWeChat(ctx, { appId: bizId, ticket: openId });
      },
    },
    {
      method: 'POST',
      path: '/auth/loginByWx',
      handler: (req) => {
        const { bizId, openId } = parseInput(wechatLoginBodyParams, queryAndBody(req));
        return loginByWeChat(ctx, { appId: bizId, ticket: openId });
      },
    },
    guardedRoute('GET', '/user/user/wx/binding', ctx.requireSession, (session) => wechatBindingOf(ctx, session)),
  ];
}
