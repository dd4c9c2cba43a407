import { maskMobile } from '@sme/contract/fields';
import type { DataAuthorisationLedgerRecord } from '@sme/contract/routes/authorisation';
import type { PageRecord } from '@sme/contract/routes/catalog';
import type { AccountContext } from '../context.ts';
import { type LedgerRow, listLedger } from '../stores/ledger-store.ts';
import type { CertifiedSession } from './certification-guard.ts';

function detailOf(row: LedgerRow): string {
  switch (row.kind) {
    case 'grant':
      return row.note ? `申请「${row.note}」时授权平台向金融机构提供企业数据` : '授权平台向金融机构提供企业数据';
    case 'revocation':
      return row.note ? `撤销授权：${row.note}` : '撤销授权';
    case 'referral':
      return row.note ?? '同意将融资申请转介至其他机构';
    default:
      return row.note ?? '查阅企业数据';
  }
}

export function toLedgerRecord(row: LedgerRow): DataAuthorisationLedgerRecord {
  return {
    id: `${row.kind}-${row.id}`,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    orgName: row.org_name,
    detail: detailOf(row),
    authEndDate: row.auth_end_date === null ? null : new Date(row.auth_end_date).toISOString(),
    actorAccount: row.actor_mobile === null ? null : maskMobile(row.actor_mobile),
  };
}

/**
 * POST /user/user/v1/auth/ledger (ours): the session's company's grants, revocations and institutions' accesses,
 * newest first. The route lets only a member certified for the company through (an uncertified holder of the company
 * may not read it: anyone can add a company uncertified).
 */
export async function companyLedger(
  ctx: AccountContext,
  session: CertifiedSession,
  page: { pageNum: number; pageSize: number },
): Promise<PageRecord<DataAuthorisationLedgerRecord>> {
  const { rows, total } = await listLedger(ctx.db, { companyId: session.companyId, ...page });
  return { records: rows.map(toLedgerRecord), total, ...page };
}
