import { APPLY_AMOUNT_MAX, APPLY_AMOUNT_MESSAGES, LOAN_PERIOD_MAX, LOAN_PERIOD_MIN } from '@sme/contract/fields';
import { mobileRule, type Rule } from '#shared/validation/account-rules.ts';
import { type MoneyLimit, moneyRule, termRule } from '#shared/validation/money-rules.ts';

/** The apply form's values as typed. */
export interface ApplyFormValues {
  amount: string;
  term: string;
  guaranteeMethods: number[];
  repayMethod: string;
  loanFor: string;
  isFirstLoan: '' | 'yes' | 'no';
  district: string;
  street: string;
  contactName: string;
  contactMobile: string;
  /** The agreement ticked (asked only when no authorisation is in force). */
  agreed: boolean;
}

export type ApplyField = keyof ApplyFormValues;

export const APPLY_TEXTS = {
  guarantee: '请选择担保方式',
  repay: '请选择还款方式',
  loanFor: '请选择贷款用途',
  firstLoan: '请选择是否首贷',
  district: '请选择办公所在区',
  street: '请选择办公所在街道',
  contactName: '请输入联系人',
  agreement: '请阅读并同意企业数据授权书',
  uploading: '文件上传中，请稍候提交',
  failed: '提交失败，请稍后重试',
} as const;

/** The server's cap of an application's amount, with its text. */
export const APPLY_AMOUNT_LIMIT: MoneyLimit = { max: APPLY_AMOUNT_MAX, text: APPLY_AMOUNT_MESSAGES.max };

const picked =
  (message: string): Rule =>
  (value) =>
    value === '' ? message : null;

/** Every field's rule in the order the form shows them (spec §5 texts; the first message is the submit toast). */
export function applyChecks(values: ApplyFormValues, needsAgreement: boolean): Record<ApplyField, () => string | null> {
  return {
    amount: () => moneyRule('申请金额', { limit: APPLY_AMOUNT_LIMIT })(values.amount),
    term: () => termRule('借款期限', LOAN_PERIOD_MIN, LOAN_PERIOD_MAX)(values.term),
    guaranteeMethods: () => (values.guaranteeMethods.length === 0 ? APPLY_TEXTS.guarantee : null),
    repayMethod: () => picked(APPLY_TEXTS.repay)(values.repayMethod),
    loanFor: () => picked(APPLY_TEXTS.loanFor)(values.loanFor),
    isFirstLoan: () => picked(APPLY_TEXTS.firstLoan)(values.isFirstLoan),
    district: () => picked(APPLY_TEXTS.district)(values.district),
    street: () => picked(APPLY_TEXTS.street)(values.street),
    contactName: () => (values.contactName.trim() === '' ? APPLY_TEXTS.contactName : null),
    contactMobile: () => mobileRule(values.contactMobile.trim()),
    agreed: () => (needsAgreement && !values.agreed ? APPLY_TEXTS.agreement : null),
  };
}
