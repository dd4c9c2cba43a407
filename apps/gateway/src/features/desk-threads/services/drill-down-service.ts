import { GatewayCode } from '@sme/contract/codes';
import type { govOrgDrillDown, OrgDrillDownRecord } from '@sme/contract/routes/desk-threads';
import type { ParsedInput } from '@sme/contract/routes/route';
import { type DashboardDeps, dashboardMonths } from '#features/dashboard/services/dashboard-service.ts';
import { ApiError } from '#http/api-error.ts';
import { THREAD_ERRORS } from '../domain/thread-rules.ts';
import { declinesByMonth, findInstitution } from '../stores/drill-down-store.ts';

type Declines = OrgDrillDownRecord['declineTotals'];
const noDeclines = (): Declines => ({ type1: 0, type2: 0, type3: 0, type4: 0 });
const typeKey = (failureType: number) => `type${failureType}` as keyof Declines;

/**
 * POST /loan/gov/dashboard/org: one institution's months — the dashboard's response times (its own figures, the
 * same SQL) and its declines by failure type. Figures only: nothing names or counts an enterprise.
 */
export async function institutionDrillDown(
  deps: DashboardDeps,
  params: ParsedInput<typeof govOrgDrillDown>,
): Promise<OrgDrillDownRecord> {
  const org = await findInstitution(deps.db, params.orgId);
  if (!org) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, THREAD_ERRORS.orgUnknown);
  const scope = { orgId: org.id, startDate: params.startDate, endDate: params.endDate };
  const months = await dashboardMonths(deps, scope);
  const declines = await declinesByMonth(deps.db, { orgId: org.id, from: params.startDate, to: params.endDate });
  const byMonth = new Map<string, Declines>();
  const declineTotals = noDeclines();
  for (const row of declines) {
    const month = byMonth.get(row.month) ?? noDeclines();
    month[typeKey(row.failure_type)] += Number(row.count);
    declineTotals[typeKey(row.failure_type)] += Number(row.count);
    byMonth.set(row.month, month);
  }
  return {
    orgId: org.id,
    orgName: org.org_name,
    targets: { viewWorkingDays: deps.viewTargetDays, decideWorkingDays: deps.decideTargetDays },
    months: months.map((month) => ({
      month: month.month,
      applyCount: month.applyCount,
      viewMedianHours: month.viewMedianHours,
      viewShareWithinTarget: month.viewShareWithinTarget,
      decideMedianHours: month.decideMedianHours,
      decideShareWithinTarget: month.decideShareWithinTarget,
      declines: byMonth.get(month.month) ?? noDeclines(),
    })),
    declineTotals,
  };
}
