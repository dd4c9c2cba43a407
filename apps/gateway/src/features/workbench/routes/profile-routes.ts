import { orgCompanyGovData, orgCompanyProfile } from '@sme/contract/routes/desk-profile';
import type { RouteDef } from '#http/routing.ts';
import type { GovDataService } from '#outside/govdata/gov-data-service.ts';
import type { WorkbenchContext } from '../context.ts';
import { companyGovData, companyProfile } from '../services/profile-service.ts';
import { staffRoute } from './staff-route.ts';

/**
 * The decision desk's company profile and government data pack (docs/gateway-api.md, "Decision desk: company
 * profile"): institution staff of the application's institution, while the company's authorisation is in force.
 */
export function deskProfileRoutes(ctx: WorkbenchContext, govData: GovDataService): RouteDef[] {
  return [
    staffRoute(ctx, orgCompanyProfile, 'applications.read', (_req, staff, input) =>
      companyProfile(ctx, staff, input().id),
    ),
    staffRoute(ctx, orgCompanyGovData, 'applications.read', (_req, staff, input) =>
      companyGovData(ctx, govData, staff, input()),
    ),
  ];
}
