import { GatewayCode } from '@sme/contract/codes';
import { isFailure, LoanStatus, Source } from '@sme/contract/loan-status';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { hasAuthorisationInForce } from '#features/accounts/stores/authorisation-store.ts';
import { recordDataAccess } from '#features/accounts/stores/data-access-store.ts';
import { ApiError } from '#http/api-error.ts';
import { APPLICATION_ERRORS } from '../domain/application-messages.ts';
import { findAccessSubject } from '../stores/application-store.ts';
import type { CompletedMove } from './transition-service.ts';

/** What the institution did with the application when it read the company's data (the ledger's wording). */
const ACTIONS: Partial<Record<number, string>> = {
  [LoanStatus.VIEWED]: '查看',
  [LoanStatus.ACCEPTED]: '受理',
  [LoanStatus.ACCEPT_FAILED]: '受理',
  [LoanStatus.CREDIT_GRANTED]: '授信审批',
  [LoanStatus.CREDIT_FAILED]: '授信审批',
  [LoanStatus.LOAN_RELEASED]: '放款审批',
  [LoanStatus.LENDING_FAILED]: '放款审批',
};

/**
 * An institution moving an application has read the company's data to do it: logged for the company's
 * authorisation ledger in the move's transaction (spec §1). Moves by the enterprise or the platform are not accesses.
 * Without an authorisation in force (it ended) the institution may only end the business (a failure status), logged
 * as such without reading the data; any other move is refused and rolled back.
 */
export async function logInstitutionAccess(trx: Kysely<DB>, move: CompletedMove): Promise<void> {
  if (move.actor !== 'institution') return;
  const inForce = await hasAuthorisationInForce(trx, move.companyId, move.at);
  if (!inForce && !isFailure(move.to)) {
    throw new ApiError(GatewayCode.AUTHORISATION_NOT_IN_FORCE, APPLICATION_ERRORS.authorisationNotInForce);
  }
  const row = await findAccessSubject(trx, move.applicationId);
  const subject = row.source === Source.PRODUCT && row.product_name ? `融资申请「${row.product_name}」` : '融资需求';
  const action = ACTIONS[move.to] ?? '办理';
  await recordDataAccess(trx, {
    companyId: move.companyId,
    orgId: row.org_id,
    purpose: inForce ? `${action}${subject}，查阅企业数据` : `结束办理${subject}（数据授权已终止，未查阅企业数据）`,
    at: move.at,
  });
}
