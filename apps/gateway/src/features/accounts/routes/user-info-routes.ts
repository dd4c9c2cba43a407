import { guardedRoute } from '#http/guarded-route.ts';
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
    guardedRoute('POST', '/user/user/userInfo', ctx.requireSession, (session) => loadUserInfo(ctx, session)),
    guardedRoute('POST', '/user/user/getSafeUserInfo', ctx.requireSession, async (session) => {
      const info = await loadUserInfo(ctx, session);
      return { ...info, mobile: maskMobile(info.mobile) };
    }),
    guardedRoute('GET', '/user/user/v1/current/users', ctx.requireSession, (session) => listMyCompanies(ctx, session)),
    guardedRoute('POST', '/user/user/v1/switch/other/:id', ctx.requireSession, (session, req) =>
      switchCompany(ctx, session, parseInput(switchCompanyParams, req.params).id),
    ),
  ];
}
