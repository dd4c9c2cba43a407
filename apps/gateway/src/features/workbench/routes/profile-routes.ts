import { orgCompanyGovData, orgCompanyProfile } from '@sme/contract/routes/desk-profile';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { GovDataService } from '#outside/govdata/gov-data-service.ts';
import type { WorkbenchContext } from '../context.ts';
import { companyGovData, companyProfile } from '../services/profile-service.ts';

/**
 * The decision desk's company profile and government data pack (docs/gateway-api.md, "Decision desk: company
 * profile"): institution staff of the application's institution, while the company's authorisation is in force.
 */
export function deskProfileRoutes(ctx: WorkbenchContext, govData: GovDataService): RouteDef[] {
  return [
    contractRoute(orgCompanyProfile, async (req, input) => {
      const staff = await ctx.requireStaff(req, 'applications.read');
      return companyProfile(ctx, staff, input().id);
    }),
    contractRoute(orgCompanyGovData, async (req, input) => {
      const staff = await ctx.requireStaff(req, 'applications.read');
      return companyGovData(ctx, govData, staff, input());
    }),
  ];
}
