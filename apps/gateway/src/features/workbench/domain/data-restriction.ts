/**
 * What an institution may still see of an application when the company's data is no longer its to read (spec §1,
 * docs/decisions/0079-what-an-institution-sees-without-an-authorisation-in-force.md "Institutions without an authorisation in force"): after the enterprise withdrew it (10), or
 * while the company has no data authorisation in force. It then keeps a summary only.
 */
export type RestrictionReason = 'withdrawn' | 'authorisation_ended';

export const RESTRICTION_MESSAGES: Readonly<Record<RestrictionReason, string>> = {
  withdrawn: '企业已撤回该申请，仅保留申请摘要，企业信息、联系方式和申请材料不再显示',
  authorisation_ended: '该企业的数据授权已撤销或到期，仅显示申请摘要；不能查阅企业数据或继续办理，只能结束办理',
};

const WITHDRAWN = 10;

/** Why the institution sees only a summary of the application, or null when it sees all of it. */
export function restrictionOf(loanStatus: number, authorisationInForce: boolean): RestrictionReason | null {
  if (loanStatus === WITHDRAWN) return 'withdrawn';
  return authorisationInForce ? null : 'authorisation_ended';
}

/** The fields of the summary: id, product, institution, amounts, period, dates and status. */
const SUMMARY_FIELDS = [
  'id',
  'source',
  'productId',
  'productName',
  'productLogo',
  'productType',
  'orgId',
  'orgName',
  'applyAmount',
  'creditAmount',
  'loanAmount',
  'loanPeriod',
  'loanStatus',
  'loanIndustry',
  'createTime',
  'updateTime',
  'creditTime',
  'lendingTime',
  'expiryDate',
  'step',
  'errorStyle',
  'claimTime',
  'overdue',
] as const;

/** The record with everything outside the summary emptied (null; the guarantee list empty), keys kept. */
export function summaryOnly<R extends Record<string, unknown>>(record: R): R {
  const kept = new Set<string>(SUMMARY_FIELDS);
  const entries = Object.entries(record).map(([key, value]) => {
    if (kept.has(key)) return [key, value];
    return [key, key === 'guaranteeMethod' ? '' : null];
  });
  return Object.fromEntries(entries) as R;
}
