import { maskMobile } from '@sme/contract/fields';
import { myCompanies, switchCompany } from '@sme/contract/routes/account-companies';
import { safeUserInfo, userInfo } from '@sme/contract/routes/accounts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import * as companies from '../services/company-service.ts';
import { loadUserInfo } from '../services/user-info-service.ts';

/** The logged-in user and the companies of the account (spec §3 user info, /changeCompany). */
export function userInfoRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(userInfo, async (req) => loadUserInfo(ctx, await ctx.requireSession(req))),
    contractRoute(safeUserInfo, async (req) => {
      const info = await loadUserInfo(ctx, await ctx.requireSession(req));
      return { ...info, mobile: maskMobile(info.mobile) };
    }),
    contractRoute(myCompanies, async (req) => companies.listMyCompanies(ctx, await ctx.requireSession(req))),
    contractRoute(switchCompany, async (req, input) =>
      companies.switchCompany(ctx, await ctx.requireSession(req), input().id),
    ),
  ];
}
