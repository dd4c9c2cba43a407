import type { WorkbenchContext } from '../context.ts';
import { type ResponseAggregateRow, responseTimeRows, type SlaRow } from '../stores/sla-store.ts';
import type { StaffContext } from './staff-guard.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 90;

const hours = (value: number | string | null) => (value === null ? null : Math.round(Number(value) * 10) / 10);
const share = (within: string | number, due: string | number) =>
  Number(due) === 0 ? null : Math.round((Number(within) / Number(due)) * 1000) / 1000;

/** The three steps' figures of a group of applications (an institution, or a dashboard group). */
export function responseFigures(row: ResponseAggregateRow) {
  return {
    view: {
      reached: Number(row.view_reached),
      medianHours: hours(row.view_median),
      p90Hours: hours(row.view_p90),
      withinTarget: Number(row.view_within),
      due: Number(row.view_due),
      shareWithinTarget: share(row.view_within, row.view_due),
    },
    accept: {
      reached: Number(row.accept_reached),
      medianHours: hours(row.accept_median),
      p90Hours: hours(row.accept_p90),
    },
    decide: {
      reached: Number(row.decide_reached),
      medianHours: hours(row.decide_median),
      p90Hours: hours(row.decide_p90),
      withinTarget: Number(row.decide_within),
      due: Number(row.decide_due),
      shareWithinTarget: share(row.decide_within, row.decide_due),
    },
  };
}

function institutionFigures(row: SlaRow) {
  return {
    orgId: row.org_id,
    orgName: row.org_name,
    applications: Number(row.applications),
    ...responseFigures(row),
  };
}

/**
 * GET /loan/org/sla: response times per institution over the last `days` days of submissions (90 unless asked).
 * Institution staff get their own institution's figures only; the operator and the government viewer every one.
 */
export async function responseTimes(ctx: WorkbenchContext, staff: StaffContext, params: { days?: number | undefined }) {
  const now = ctx.accounts.clock.now();
  const days = params.days ?? DEFAULT_DAYS;
  const rows = await responseTimeRows(ctx.accounts.db, {
    orgId: staff.orgId,
    since: new Date(now.getTime() - days * DAY_MS),
    now,
    viewTargetDays: ctx.settings.viewTargetWorkingDays,
    decideTargetDays: ctx.settings.decideTargetWorkingDays,
  });
  return {
    days,
    targets: {
      viewWorkingDays: ctx.settings.viewTargetWorkingDays,
      decideWorkingDays: ctx.settings.decideTargetWorkingDays,
    },
    institutions: rows.map(institutionFigures),
  };
}
