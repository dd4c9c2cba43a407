import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { maskMobile } from '#shared/mask.ts';
import type { AccountContext } from '../context.ts';
import { switchCompanyParams } from '../params/company-params.ts';
import { listMyCompanies, switchCompany } from '../services/company-service.ts';
import { loadUserInfo } from '../services/user-info-service.ts';

/** The logged-in user and the companies of the account (spec §3 user info, /changeCompany). */
export function userInfoRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/userInfo',
      handler: async (req) => loadUserInfo(ctx, await ctx.requireSession(req)),
    },
    {
      method: 'POST',
      path: '/user/user/getSafeUserInfo',
      handler: async (req) => {
        const info = await loadUserInfo(ctx, await ctx.requireSession(req));
        return { ...info, mobile: maskMobile(info.mobile) };
      },
    },
    {
      method: 'GET',
      path: '/user/user/v1/current/users',
      handler: async (req) => listMyCompanies(ctx, await ctx.requireSession(req)),
    },
    {
      method: 'POST',
      path: '/user/user/v1/switch/other/:id',
      handler: async (req) => {
        const session = await ctx.requireSession(req);
        return switchCompany(ctx, session, parseInput(switchCompanyParams, req.params).id);
      },
    },
  ];
}
