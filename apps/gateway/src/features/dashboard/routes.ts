import { govDashboard, institutionResponseTimes } from '@sme/contract/routes/dashboard';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { staffRoute } from '../workbench/routes/staff-route.ts';
import { dashboardDepsNow } from './services/dashboard-deps.ts';
import { dashboardView } from './services/dashboard-view.ts';
import { publicResponseTimes } from './services/public-response-times.ts';

/**
 * The government dashboard (staff: gov_viewer and operator, action 'dashboard.read') and the response times the
 * portal publishes per institution (public) — docs/gateway-api.md, "Government dashboard".
 */
export function dashboardRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    staffRoute(ctx, govDashboard, 'dashboard.read', (_req, _staff, input) =>
      dashboardView(dashboardDepsNow(ctx), ctx.settings.dashboardLiveLimitMs, input()),
    ),
    contractRoute(institutionResponseTimes, (_req, input) => publicResponseTimes(dashboardDepsNow(ctx), input().orgId)),
  ];
}
