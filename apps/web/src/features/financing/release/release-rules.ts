import { moneyRule, termRule, twoIntegerDigitsRule } from '#shared/validation/money-rules.ts';
import { APPLY_AMOUNT_LIMIT } from '../apply/apply-rules';
import { dayOf } from '../apply/auth-end-date';

export interface ReleaseFormValues {
  amount: string;
  loanFor: string;
  guaranteeMethods: number[];
  term: string;
  rate: string;
  expiryDate: string;
  remark: string;
  /** The data authorisation ticked (asked only when none is in force, as on the apply form). */
  agreed: boolean;
}

export type ReleaseField = keyof ReleaseFormValues;

export const RELEASE_TEXTS = {
  loanFor: '请选择贷款用途',
  guarantee: '请选择担保方式',
  rateMax: '最高可接受利率不能超过36%',
  expiry: '请选择需求有效期',
  expiryRange: '需求有效期须为今天之后一年以内的日期',
  remarkMax: '备注不能超过500个字',
  agreement: '请阅读并同意企业数据授权书',
  published: '融资需求发布成功',
  failed: '发布失败，请稍后重试',
} as const;

const YEAR_DAYS = 365;

const DAY_MS = 86_400_000;

/** The validity date's window (spec: after today, within a year): tomorrow to today + 365 days, Beijing days. */
export function expiryBounds(now: number): { min: string; max: string } {
  return { min: dayOf(now + DAY_MS), max: dayOf(now + YEAR_DAYS * DAY_MS) };
}

export function releaseChecks(
  values: ReleaseFormValues,
  now: number,
  needsAgreement = false,
): Record<ReleaseField, () => string | null> {
  const bounds = expiryBounds(now);
  return {
    amount: () => moneyRule('融资金额', { limit: APPLY_AMOUNT_LIMIT })(values.amount),
    loanFor: () => (values.loanFor === '' ? RELEASE_TEXTS.loanFor : null),
    guaranteeMethods: () => (values.guaranteeMethods.length === 0 ? RELEASE_TEXTS.guarantee : null),
    term: () => termRule('融资期限', 1, 360)(values.term),
    rate: () =>
      twoIntegerDigitsRule('最高可接受利率')(values.rate) ?? (Number(values.rate) > 36 ? RELEASE_TEXTS.rateMax : null),
    expiryDate: () => {
      if (values.expiryDate === '') return RELEASE_TEXTS.expiry;
      return values.expiryDate < bounds.min || values.expiryDate > bounds.max ? RELEASE_TEXTS.expiryRange : null;
    },
    remark: () => ([...values.remark].length > 500 ? RELEASE_TEXTS.remarkMax : null),
    agreed: () => (needsAgreement && !values.agreed ? RELEASE_TEXTS.agreement : null),
  };
}
