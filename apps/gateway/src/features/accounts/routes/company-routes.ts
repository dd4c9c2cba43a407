import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { companyAddParams, setCompanyNameParams } from '../params/company-add-params.ts';
import { addCompany, setCompanyName } from '../services/company-add-service.ts';

/** Adding a registry company to the account (spec §7 company/add) and following a rename (setCompanyName). */
export function companyRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/identify/v1/company/add',
      handler: async (req) => {
        const session = await ctx.requireSession(req);
        return addCompany(ctx, session, parseInput(companyAddParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/user/user/setCompanyName',
      handler: async (req) => {
        const session = await ctx.requireSession(req);
        return setCompanyName(ctx, session, parseInput(setCompanyNameParams, req.body));
      },
    },
  ];
}
