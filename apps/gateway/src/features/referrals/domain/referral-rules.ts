import { LoanStatus } from '@sme/contract/loan-status';

/** Declined by the institution (acceptance failed, credit failed): the failures a referral is offered after. */
export const REFERRABLE_STATUSES: readonly number[] = [LoanStatus.ACCEPT_FAILED, LoanStatus.CREDIT_FAILED];

/** At most this many matching products are offered, best first. */
export const REFERRAL_OPTIONS_MAX = 3;

export function isReferrable(status: number): boolean {
  return REFERRABLE_STATUSES.includes(status);
}

export const REFERRAL_MESSAGES = {
  notAllowed: '仅受理失败或授信失败的申请可转介其他机构',
  notMatching: '该产品不在本笔申请可转介的产品之列，请刷新后重新选择',
  alreadyReferred: '该申请已转介过其他机构，每笔申请只能转介一次',
} as const;

/** The text the enterprise consents to (shown with each option, stored with the consent). */
export function consentText(orgName: string, productName: string): string {
  return `本企业同意平台将本笔融资申请的同一份申请数据及已上传的申请材料提供给「${orgName}」，用于申请其产品「${productName}」。`;
}

/** The data authorisation ledger's wording for the sharing (an access by the new institution). */
export function sharingPurpose(subject: string, fileCount: number): string {
  return `经企业同意转介，获取${subject}的申请数据${fileCount > 0 ? `及${fileCount}份申请材料` : ''}`;
}
