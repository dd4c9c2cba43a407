import { GatewayCode } from '@sme/contract/codes';
import {
  SUBSIDY_MESSAGES,
  type SubsidyClaimRecord,
  type SubsidyProgrammeFiguresRecord,
} from '@sme/contract/routes/subsidy-claims';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { recordDataAccess } from '#features/accounts/stores/data-access-store.ts';
import type { StaffContext } from '#features/workbench/services/staff-guard.ts';
import { ApiError } from '#http/api-error.ts';
import { approvableAmount } from '../domain/subsidy-rules.ts';
import {
  addCapUsage,
  findProgramme,
  insertClaimEvent,
  lockCapUsage,
  lockClaim,
  programmeFigures,
  setClaimStatus,
} from '../stores/subsidy-store.ts';
import { claimNotFound, readClaim } from './claim-reads.ts';

/** What the company's authorisation ledger says of the reviewer's reading (spec §1 ledger; no institution). */
export const REVIEW_LEDGER_PURPOSE = (staffName: string) => `政府审核人员${staffName}查看贴息/补偿申请及证明材料`;

const notWaiting = () => new ApiError(GatewayCode.SUBSIDY_STATE_REFUSED, SUBSIDY_MESSAGES.notReviewable);

type LockedClaim = NonNullable<Awaited<ReturnType<typeof lockClaim>>>;

/** Runs `work` on the claim locked in one transaction (unknown: -8110), then answers the claim as it stands. */
async function onLockedClaim(
  db: Kysely<DB>,
  id: number,
  work: (trx: Kysely<DB>, claim: LockedClaim) => Promise<void>,
): Promise<SubsidyClaimRecord> {
  await db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, id, null);
    if (!claim) throw claimNotFound();
    await work(trx, claim);
  });
  return readClaim(db, id, null);
}

/** POST /loan/gov/subsidy/detail: the claim with its evidence; the reading goes into the company's ledger. */
export function reviewerClaim(db: Kysely<DB>, staff: StaffContext, id: number, now: Date) {
  return onLockedClaim(db, id, (trx, claim) =>
    recordDataAccess(trx, {
      companyId: claim.company_id,
      orgId: null,
      purpose: REVIEW_LEDGER_PURPOSE(staff.name),
      at: now,
    }),
  );
}

/**
 * POST /loan/gov/subsidy/approve: grants the claim, or what is left of the company's yearly cap under the programme,
 * in one transaction that holds the company-programme-year row: concurrent approvals wait for each other, so the
 * amounts approved never pass the cap. Nothing left: -8113.
 */
export function approveClaim(db: Kysely<DB>, staff: StaffContext, id: number, now: Date) {
  return onLockedClaim(db, id, async (trx, claim) => {
    if (claim.status !== 'submitted') throw notWaiting();
    const programme = await findProgramme(trx, claim.programme_id);
    if (!programme) throw claimNotFound();
    const key = { companyId: claim.company_id, programmeId: claim.programme_id, year: claim.claim_year };
    const used = await lockCapUsage(trx, key);
    const granted = approvableAmount(Number(claim.claim_amount), Number(programme.yearly_cap), used);
    if (granted <= 0) throw new ApiError(GatewayCode.SUBSIDY_CAP_REACHED, SUBSIDY_MESSAGES.capReached);
    await addCapUsage(trx, key, granted);
    await setClaimStatus(trx, id, {
      status: 'approved',
      approvedAmount: granted,
      reviewerStaffId: staff.staffId,
      at: now,
    });
    const remark = granted < Number(claim.claim_amount) ? `按年度上限核定${granted}万元` : null;
    await insertClaimEvent(trx, { claimId: id, action: 'approved', actorName: staff.name, remark, at: now });
  });
}

/** POST /loan/gov/subsidy/return: sends a waiting claim back to the enterprise with a reason. */
export function returnClaim(db: Kysely<DB>, staff: StaffContext, input: { id: number; reason: string }, now: Date) {
  return onLockedClaim(db, input.id, async (trx, claim) => {
    if (claim.status !== 'submitted') throw notWaiting();
    const at = now;
    await setClaimStatus(trx, input.id, {
      status: 'returned',
      returnReason: input.reason,
      reviewerStaffId: staff.staffId,
      at,
    });
    await insertClaimEvent(trx, {
      claimId: input.id,
      action: 'returned',
      actorName: staff.name,
      remark: input.reason,
      at,
    });
  });
}

/** POST /loan/gov/subsidy/figures: per programme, the Beijing year's claims, amounts approved and cap used. */
export async function subsidyFigures(
  db: Kysely<DB>,
  year: number,
): Promise<{ year: number; programmes: SubsidyProgrammeFiguresRecord[] }> {
  const rows = await programmeFigures(db, year);
  return {
    year,
    programmes: rows.map((row) => {
      const yearlyCap = Number(row.yearly_cap);
      const amountApproved = Number(row.amount_approved);
      const companies = Number(row.companies);
      return {
        programmeId: row.id,
        name: row.name,
        kind: row.kind,
        yearlyCap,
        claims: Number(row.claims),
        pending: Number(row.pending),
        approved: Number(row.approved),
        returned: Number(row.returned),
        amountApproved,
        companiesAtCap: Number(row.companies_at_cap),
        capUsedShare: companies === 0 ? 0 : Math.round((amountApproved / (yearlyCap * companies)) * 10_000) / 10_000,
      };
    }),
  };
}
