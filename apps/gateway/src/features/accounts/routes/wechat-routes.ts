import * as wechat from '@sme/contract/routes/outside-logins';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { loginByWeChat, startWeChatLogin, wechatBindingOf, wechatUserInfo } from '../services/wechat-login-service.ts';

/** WeChat login (spec §7 WeChat rows; docs/gateway-api.md "WeChat login"). */
export function wechatRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(wechat.wechatStart, (req, input) => startWeChatLogin(ctx, { ...input(), ip: clientIp(req) })),
    contractRoute(wechat.wechatUserInfo, (_req, input) => {
      const { path, query } = input();
      return wechatUserInfo(ctx, { appId: path.appid, ...query });
    }),
    contractRoute(wechat.wechatTicketLogin, (_req, input) => {
      const { path, query } = input();
      return loginByWeChat(ctx, { appId: path.bizId, ticket: query.openId });
    }),
    contractRoute(wechat.wechatLogin, (_req, input) => {
      const { bizId, openId } = input();
      return loginByWeChat(ctx, { appId: bizId, ticket: openId });
    }),
    contractRoute(wechat.wechatBinding, async (req) => wechatBindingOf(ctx, await ctx.requireSession(req))),
  ];
}
