import { GatewayCode } from '@sme/contract/codes';
import { LoanStatus } from '@sme/contract/loan-status';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { actorOf } from '#features/applications/domain/loan-status.ts';
import { logInstitutionAccess } from '#features/applications/services/institution-access.ts';
import type { Applicant } from '#features/applications/services/submit-service.ts';
import { transitionApplication } from '#features/applications/services/transition-service.ts';
import { ApiError } from '#http/api-error.ts';

/** A planned move of a seeded application. */
export interface SeedMove {
  to: number;
  remark?: string;
  creditAmount?: number;
  loanAmount?: number;
  failureReason?: string;
}

/**
 * Makes one planned move at `now` as the status machine's actor for it (the enterprise withdraws itself); `needOrgId`
 * is the institution a need's first view assigns. False when another instance seeding at the same time moved the
 * application first: leave the rest to that one.
 */
export async function seedMove(
  db: Kysely<DB>,
  applicant: Applicant,
  applicationId: number,
  move: SeedMove,
  now: Date,
  needOrgId: number | undefined,
): Promise<boolean> {
  const withdraw = move.to === LoanStatus.WITHDRAWN;
  const moved = await transitionApplication(db, {
    applicationId,
    to: move.to,
    actor: withdraw ? 'enterprise' : 'institution',
    actorFromTable: withdraw ? undefined : actorOf,
    actorId: withdraw ? applicant.userId : null,
    companyId: withdraw ? applicant.companyId : null,
    remark: move.remark,
    creditAmount: move.creditAmount,
    loanAmount: move.loanAmount,
    failureType: move.failureReason ? 4 : undefined,
    failureReason: move.failureReason,
    orgId: move.to === LoanStatus.VIEWED ? needOrgId : undefined,
    now,
    afterMove: logInstitutionAccess,
  }).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === GatewayCode.TRANSITION_REFUSED) return null;
    throw error;
  });
  return moved !== null;
}
