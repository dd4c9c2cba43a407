import { isValidMobile } from '#shared/validation/account-rules.ts';
import { moneyRule } from '#shared/validation/money-rules.ts';

/** The estimate's answers as the form holds them: the option code as text, '' while unanswered. */
export type AnswerDraft = Record<string, string>;

export interface QuestionShape {
  key: string;
  label: string;
}

/** One check per question: 请选择… until it has an answer (the form shows each below its question). */
export function answerChecks(
  questions: readonly QuestionShape[],
  draft: AnswerDraft,
): Record<string, () => string | null> {
  return Object.fromEntries(
    questions.map((question) => [question.key, () => (draft[question.key] ? null : `请选择${question.label}`)]),
  );
}

/** The answers as QuotaAnswersInput wants them: every code a number except the tax rating's letter. */
export function answersInput(draft: AnswerDraft) {
  const number = (key: string) => Number(draft[key]);
  return {
    revenueBand: number('revenueBand'),
    taxRating: draft.taxRating ?? '',
    employeesBand: number('employeesBand'),
    yearsBand: number('yearsBand'),
    existingLoansBand: number('existingLoansBand'),
    collateral: number('collateral'),
  };
}

export const EQUITY_TEXTS = {
  useOfFunds: '请填写资金用途',
  stage: '请选择企业发展阶段',
  contactName: '请填写联系人',
  contactMobile: '请输入正确的手机号',
  shareRange: '出让股权比例须大于0且不超过100%',
  submitted: '股权融资需求提交成功',
  failed: '提交失败，请稍后再试',
} as const;

export const USE_OF_FUNDS_MAX = 500;

export const equityRules = {
  amount: moneyRule('融资金额'),
  sharePercent: (value: string): string | null => {
    const format = moneyRule('出让股权比例')(value);
    if (format) return format;
    return Number(value) > 100 ? EQUITY_TEXTS.shareRange : null;
  },
  useOfFunds: (value: string): string | null => {
    if (!value.trim()) return EQUITY_TEXTS.useOfFunds;
    return value.trim().length > USE_OF_FUNDS_MAX ? `资金用途不能超过${USE_OF_FUNDS_MAX}个字符` : null;
  },
  companyStage: (value: string): string | null => (value ? null : EQUITY_TEXTS.stage),
  contactName: (value: string): string | null => (value.trim() ? null : EQUITY_TEXTS.contactName),
  contactMobile: (value: string): string | null => (isValidMobile(value.trim()) ? null : EQUITY_TEXTS.contactMobile),
};
