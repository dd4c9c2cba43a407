import type { WorkbenchContext } from '#features/workbench/context.ts';
import type { DashboardDeps } from './dashboard-service.ts';

/** The dashboard's database, the time now and the workbench's response-time targets. */
export function dashboardDepsNow(ctx: WorkbenchContext): DashboardDeps {
  return {
    db: ctx.accounts.db,
    now: ctx.accounts.clock.now(),
    viewTargetDays: ctx.settings.viewTargetWorkingDays,
    decideTargetDays: ctx.settings.decideTargetWorkingDays,
  };
}
