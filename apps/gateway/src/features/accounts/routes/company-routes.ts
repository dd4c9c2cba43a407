import { companyAdd, setCompanyName } from '@sme/contract/routes/account-companies';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import * as companies from '../services/company-add-service.ts';

/** Adding a registry company to the account (spec §7 company/add) and following a rename (setCompanyName). */
export function companyRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(companyAdd, async (req, input) => companies.addCompany(ctx, await ctx.requireSession(req), input())),
    contractRoute(setCompanyName, async (req, input) =>
      companies.setCompanyName(ctx, await ctx.requireSession(req), input()),
    ),
  ];
}
