import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { companyAddParams, setCompanyNameParams } from '../params/company-add-params.ts';
import { addCompany, setCompanyName } from '../services/company-add-service.ts';

/** Adding a registry company to the account (spec §7 company/add) and following a rename (setCompanyName). */
export function companyRoutes(ctx: AccountContext): RouteDef[] {
  return [
    guardedRoute('POST', '/user/identify/v1/company/add', ctx.requireSession, (session, req) =>
      addCompany(ctx, session, parseInput(companyAddParams, req.body)),
    ),
    guardedRoute('POST', '/user/user/setCompanyName', ctx.requireSession, (session, req) =>
      setCompanyName(ctx, session, parseInput(setCompanyNameParams, req.body)),
    ),
  ];
}
