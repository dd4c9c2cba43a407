import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import type { WorkbenchContext } from '../workbench/context.ts';
import { dashboardParams, publicResponseTimeParams } from './params/dashboard-params.ts';
import { governmentDashboard } from './services/dashboard-service.ts';
import { publicResponseTimes } from './services/public-response-times.ts';

/**
 * The government dashboard (staff: gov_viewer and operator, action 'dashboard.read') and the response times the
 * portal publishes per institution (public) — docs/gateway-api.md, "Government dashboard".
 */
export function dashboardRoutes(ctx: WorkbenchContext): RouteDef[] {
  const deps = () => ({
    db: ctx.accounts.db,
    now: ctx.accounts.clock.now(),
    viewTargetDays: ctx.settings.viewTargetWorkingDays,
    decideTargetDays: ctx.settings.decideTargetWorkingDays,
  });
  return [
    {
      method: 'POST',
      path: '/loan/gov/dashboard',
      handler: async (req) => {
        await ctx.requireStaff(req, 'dashboard.read');
        return governmentDashboard(deps(), parseInput(dashboardParams, req.body));
      },
    },
    {
      method: 'POST',
      path: '/loan/pc/org/responseTime',
      handler: (req) => publicResponseTimes(deps(), parseInput(publicResponseTimeParams, req.query).orgId),
    },
  ];
}
