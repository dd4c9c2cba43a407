import { amountRangeText } from '#shared/format/amount.ts';

/** Referral after a decline (issue 9): offered on statuses 5 (acceptance failed) and 7 (credit failed). */
export const REFERRABLE_STATUSES: readonly number[] = [5, 7];

export const isReferrable = (statusCode: number): boolean => REFERRABLE_STATUSES.includes(statusCode);

export const REFERRAL_TEXTS = {
  title: '转介其他机构',
  intro:
    '本笔申请未获通过。您可一键同意，将同一份申请（申请数据及已上传的申请材料）转介给以下产品匹配的其他金融机构，无需重新填写。每笔申请只能转介一次。',
  consent: '同意转介',
  none: '暂无与本笔申请匹配的其他机构产品',
  failedToLoad: '匹配产品加载失败',
  retry: '重试',
  failed: '转介失败，请稍后再试',
  openReferral: '查看转介后的新申请',
} as const;

/** 「机构」的「产品」: the success text after a consent. */
export const referralDoneText = (orgName: string, productName: string): string =>
  `已转介至「${orgName}」的「${productName}」，新申请已提交`;

/** The amount range of a product, written like every amount of the portal (shared/format/amount). */
export { amountRangeText };

/** The annual rate range in percent: 3.85%-6%, 3.85%起, 最高6%, 面议. */
export function rateRangeText(min: number | null | undefined, max: number | null | undefined): string {
  if (min != null && max != null) return min === max ? `${min}%` : `${min}%-${max}%`;
  if (min != null) return `${min}%起`;
  if (max != null) return `最高${max}%`;
  return '面议';
}

/** The progress view of the application a referral made (我的融资申请 with its id). */
export const referralPath = (applicationId: string): string => `/account/2?id=${encodeURIComponent(applicationId)}`;
