import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { LoanStatus } from '@sme/contract/loan-status';
import {
  SUBSIDY_MESSAGES,
  type SubsidyClaimRecord,
  type SubsidyLoanFigures,
  type SubsidyPrefillRecord,
} from '@sme/contract/routes/subsidy-claims';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import { attachEveryFile } from '#features/files/services/attach-every-file.ts';
import { ApiError } from '#http/api-error.ts';
import { claimAmount, isProgrammeOpen } from '../domain/subsidy-rules.ts';
import {
  approvedByProgramme,
  claimedProgrammeIds,
  findCompanyLoan,
  findProgramme,
  insertClaim,
  insertClaimEvent,
  insertClaimFiles,
  listProgrammes,
  lockClaim,
  setClaimStatus,
} from '../stores/subsidy-store.ts';
import { claimNotFound, readClaim } from './claim-reads.ts';

/** The certified member acting for the company. */
export interface Claimant {
  userId: number;
  companyId: number;
}

/** Purpose and reference of the files attached to a claim (the files feature keeps them). */
export const CLAIM_FILE_PURPOSE = 'subsidy_claim';
const claimFileRef = (applicationId: number, programmeId: number) => `subsidy_claim:${applicationId}:${programmeId}`;

const refused = (msg: string) => new ApiError(GatewayCode.SUBSIDY_NOT_CLAIMABLE, msg);

/** The company's lent loan with its figures; another company's or an unknown id: -8001; not lent: -8111. */
async function lentLoan(db: Kysely<DB>, claimant: Claimant, applicationId: number) {
  const loan = await findCompanyLoan(db, applicationId, claimant.companyId);
  if (!loan) throw applicationNotFound();
  if (loan.loan_status !== LoanStatus.LOAN_RELEASED || loan.loan_amount === null || loan.lending_date === null) {
    throw refused(SUBSIDY_MESSAGES.notLent);
  }
  const figures: SubsidyLoanFigures = {
    applicationId: loan.id,
    productName: loan.product_name,
    orgName: loan.org_name,
    loanAmount: Number(loan.loan_amount),
    interestRate: Number(loan.interest_rate ?? 0),
    loanPeriod: loan.loan_period,
    lendingDate: loan.lending_date,
  };
  return { figures, companyName: loan.company_name, year: Number(loan.lending_date.slice(0, 4)) };
}

/** POST /loan/pc/subsidy/prefill: the loan's figures and, per open programme, what it would claim. */
export async function claimPrefill(
  db: Kysely<DB>,
  claimant: Claimant,
  applicationId: number,
  now: Date,
): Promise<SubsidyPrefillRecord> {
  const { figures, year } = await lentLoan(db, claimant, applicationId);
  const today = beijingDay(now);
  const claimed = await claimedProgrammeIds(db, applicationId);
  const approved = await approvedByProgramme(db, claimant.companyId, year);
  const programmes = (await listProgrammes(db))
    .filter((programme) => isProgrammeOpen({ openFrom: programme.open_from, openUntil: programme.open_until }, today))
    .map((programme) => {
      const yearlyCap = Number(programme.yearly_cap);
      return {
        id: programme.id,
        name: programme.name,
        kind: programme.kind,
        ratePercent: Number(programme.rate_percent),
        yearlyCap,
        claimAmount: claimAmount(programme.kind, Number(programme.rate_percent), figures),
        capLeft: Math.max(0, yearlyCap - (approved.get(programme.id) ?? 0)),
        alreadyClaimed: claimed.has(programme.id),
      };
    });
  return { loan: figures, programmes };
}

/** Attaches uploaded files to a claim; a file not the company's, already used or unknown rolls the whole call back. */
async function attachEvidence(
  trx: Kysely<DB>,
  claimant: Claimant,
  claim: { id: number; applicationId: number; programmeId: number },
  filePaths: readonly string[],
  now: Date,
): Promise<void> {
  const paths = [...new Set(filePaths)];
  if (paths.length === 0) return;
  const attached = await attachEveryFile(
    trx,
    {
      paths,
      owner: claimant,
      purpose: CLAIM_FILE_PURPOSE,
      ref: claimFileRef(claim.applicationId, claim.programmeId),
      now,
    },
    SUBSIDY_MESSAGES.filesNotUsable,
  );
  await insertClaimFiles(
    trx,
    claim.id,
    attached.map((file) => file.id),
  );
}

/** POST /loan/pc/subsidy/claim: files a claim on a lent loan with its evidence, in one transaction. */
export async function fileClaim(
  db: Kysely<DB>,
  claimant: Claimant,
  input: { applicationId: number; programmeId: number; filePaths: string[] },
  now: Date,
): Promise<SubsidyClaimRecord> {
  const { figures, companyName, year } = await lentLoan(db, claimant, input.applicationId);
  const programme = await findProgramme(db, input.programmeId);
  if (
    !programme ||
    !isProgrammeOpen({ openFrom: programme.open_from, openUntil: programme.open_until }, beijingDay(now))
  ) {
    throw refused(SUBSIDY_MESSAGES.programmeNotFound);
  }
  const amount = claimAmount(programme.kind, Number(programme.rate_percent), figures);
  if (amount <= 0) throw refused(SUBSIDY_MESSAGES.notLent);
  const id = await db.transaction().execute(async (trx) => {
    const claimId = await insertClaim(trx, {
      programmeId: programme.id,
      applicationId: figures.applicationId,
      companyId: claimant.companyId,
      userId: claimant.userId,
      loanAmount: figures.loanAmount,
      interestRate: figures.interestRate,
      loanPeriod: figures.loanPeriod,
      lendingDate: figures.lendingDate,
      claimYear: year,
      claimAmount: amount,
      at: now,
    });
    if (claimId === undefined) throw refused(SUBSIDY_MESSAGES.alreadyClaimed);
    await attachEvidence(
      trx,
      claimant,
      { id: claimId, applicationId: figures.applicationId, programmeId: programme.id },
      input.filePaths,
      now,
    );
    await insertClaimEvent(trx, { claimId, action: 'submitted', actorName: companyName, remark: null, at: now });
    return claimId;
  });
  return readClaim(db, id, claimant.companyId);
}

/** POST /loan/pc/subsidy/resubmit: a returned claim goes back to the reviewer, with more evidence if any. */
export async function resubmitClaim(
  db: Kysely<DB>,
  claimant: Claimant,
  input: { id: number; filePaths: string[]; note?: string | undefined },
  now: Date,
): Promise<SubsidyClaimRecord> {
  await db.transaction().execute(async (trx) => {
    const claim = await lockClaim(trx, input.id, claimant.companyId);
    if (!claim) throw claimNotFound();
    if (claim.status !== 'returned') {
      throw new ApiError(GatewayCode.SUBSIDY_STATE_REFUSED, SUBSIDY_MESSAGES.notReturned);
    }
    const record = await readClaim(trx, claim.id, claimant.companyId);
    await attachEvidence(
      trx,
      claimant,
      { id: claim.id, applicationId: record.loan.applicationId, programmeId: claim.programme_id },
      input.filePaths,
      now,
    );
    await setClaimStatus(trx, claim.id, { status: 'submitted', at: now });
    await insertClaimEvent(trx, {
      claimId: claim.id,
      action: 'resubmitted',
      actorName: record.companyName,
      remark: input.note ?? null,
      at: now,
    });
  });
  return readClaim(db, input.id, claimant.companyId);
}
