import { GatewayCode } from '@sme/contract/codes';
import type { PublicResponseTimeRecord } from '@sme/contract/routes/dashboard';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { responseFigures } from '#features/workbench/services/sla-service.ts';
import { responseTimeRows } from '#features/workbench/stores/sla-store.ts';
import { ApiError } from '#http/api-error.ts';
import { findServingInstitution } from '../stores/dashboard-store.ts';

const DAY_MS = 86_400_000;
/** The portal publishes a year of response times: enough applications for a median of a small institution. */
export const PUBLISHED_DAYS = 365;

export const INSTITUTION_NOT_SERVING = '该机构不存在或已停用';

/**
 * POST /loan/pc/org/responseTime?orgId=: the response times the portal publishes on an institution's page — the
 * workbench's /loan/org/sla figures of that one institution over the last year, aggregates only (no application,
 * no p90, no enterprise). Public: no session. An unknown or disabled institution answers -1404.
 */
export async function publicResponseTimes(
  deps: { db: Kysely<DB>; now: Date; viewTargetDays: number; decideTargetDays: number },
  orgId: number,
): Promise<PublicResponseTimeRecord> {
  const org = await findServingInstitution(deps.db, orgId);
  if (!org) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, INSTITUTION_NOT_SERVING);
  const [row] = await responseTimeRows(deps.db, {
    orgId,
    since: new Date(deps.now.getTime() - PUBLISHED_DAYS * DAY_MS),
    now: deps.now,
    viewTargetDays: deps.viewTargetDays,
    decideTargetDays: deps.decideTargetDays,
  });
  const steps = row ? responseFigures(row) : null;
  const step = (
    figures: { reached: number; medianHours: number | null; shareWithinTarget: number | null } | undefined,
  ) => ({
    reached: figures?.reached ?? 0,
    medianHours: figures?.medianHours ?? null,
    shareWithinTarget: figures?.shareWithinTarget ?? null,
  });
  return {
    orgId: org.id,
    orgName: org.org_name,
    days: PUBLISHED_DAYS,
    targets: { viewWorkingDays: deps.viewTargetDays, decideWorkingDays: deps.decideTargetDays },
    applications: row ? Number(row.applications) : 0,
    view: step(steps?.view),
    decide: step(steps?.decide),
  };
}
