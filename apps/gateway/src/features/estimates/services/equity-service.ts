import { GatewayCode } from '@sme/contract/codes';
import type { EquitySubmittedRecord, equityApply } from '@sme/contract/routes/estimates';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { EQUITY_SUBMITTED } from '../domain/equity.ts';
import { findEquityByKey, findInvestor, insertEquityApplication } from '../stores/equity-store.ts';
import type { CompanyMember, EstimateBudget } from './estimate-service.ts';

type EquitySubmitted = EquitySubmittedRecord;

const answer = (row: { id: number; status: number; created_at: Date }): EquitySubmitted => ({
  id: row.id,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
});

/**
 * An equity financing request of the member's company; a repeated idempotency key answers the request it made
 * (a double click makes one request). `orgId`, when given, must be a venture-capital institution in service.
 */
export async function applyForEquity(
  db: Kysely<DB>,
  member: CompanyMember,
  params: ParsedInput<typeof equityApply>,
  now: Date,
  budget: EstimateBudget,
): Promise<EquitySubmitted> {
  const earlier = await findEquityByKey(db, member.companyId, params.idempotencyKey);
  if (earlier) return answer(earlier);
  if (params.orgId !== undefined && !(await findInvestor(db, params.orgId))) {
    throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '该投资机构不存在或已停用');
  }
  const id = await db.transaction().execute(async (trx) => {
    const inserted = await insertEquityApplication(trx, {
      company_id: member.companyId,
      applicant_id: member.userId,
      org_id: params.orgId ?? null,
      amount: params.amount,
      share_percent: params.sharePercent,
      use_of_funds: params.useOfFunds,
      company_stage: params.companyStage,
      contact_name: params.contactName,
      contact_mobile: params.contactMobile,
      remark: params.remark ?? null,
      idempotency_key: params.idempotencyKey,
      created_at: now,
    });
    if (inserted !== null) await budget(trx, member.companyId);
    return inserted;
  });
  if (id !== null) return { id, status: EQUITY_SUBMITTED, createdAt: now.toISOString() };
  // A parallel double submit met the unique key: answer the first one's request.
  const first = await findEquityByKey(db, member.companyId, params.idempotencyKey);
  if (!first) throw new ApiError(GatewayCode.INTERNAL, '提交失败，请稍后重试');
  return answer(first);
}
