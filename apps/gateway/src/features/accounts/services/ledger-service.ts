import { maskMobile } from '#shared/mask.ts';
import type { AccountContext } from '../context.ts';
import { type LedgerKind, type LedgerRow, listLedger } from '../stores/ledger-store.ts';
import type { CertifiedSession } from './certification-guard.ts';

/** One line of the enterprise's authorisation ledger (docs/gateway-api.md, `v1/auth/ledger`). */
export interface LedgerRecord {
  /** Stable within the company's ledger: the kind and its row (e.g. access-12). */
  id: string;
  kind: LedgerKind;
  /** ISO 8601. */
  at: string;
  /**
   * The institution of an access or of a referral (the one the application was referred to); null for grants,
   * revocations and an access by an institution not on record.
   */
  orgName: string | null;
  /** What happened, as the enterprise reads it. */
  detail: string;
  /** ISO 8601: the end of a granted or revoked authorisation's validity; null for an access or a referral. */
  authEndDate: string | null;
  /** The company's account that granted, revoked or consented (masked mobile, 138****0001); null for an access. */
  actorAccount: string | null;
}

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

export function toLedgerRecord(row: LedgerRow): LedgerRecord {
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
export async function authorisationLedger(
  ctx: AccountContext,
  session: CertifiedSession,
  page: { pageNum: number; pageSize: number },
): Promise<{ records: LedgerRecord[]; total: number; pageNum: number; pageSize: number }> {
  const { rows, total } = await listLedger(ctx.db, { companyId: session.companyId, ...page });
  return { records: rows.map(toLedgerRecord), total, ...page };
}
