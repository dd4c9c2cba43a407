import type { RouteDef } from '../../http/routing.ts';
import { maskMobile } from '../../shared/mask.ts';
import type { AccountContext } from '../accounts/context.ts';
import type { SessionGuard } from '../sessions/require-session.ts';
import { loadUserInfo } from './user-info.ts';

export function userInfoRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/userInfo',
      handler: async (req) => loadUserInfo(ctx.db, await requireSession(req)),
    },
    {
      method: 'POST',
      path: '/user/user/getSafeUserInfo',
      handler: async (req) => {
        const info = await loadUserInfo(ctx.db, await requireSession(req));
        return { ...info, mobile: maskMobile(info.mobile) };
      },
    },
  ];
}
