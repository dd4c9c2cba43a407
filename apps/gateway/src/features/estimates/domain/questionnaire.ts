/**
 * The one-click estimate's questionnaire: every question, its answers and what each answer does to the estimate
 * (docs/decisions/0030-estimates-pre-credit-and-equity.md, "One-click estimate"). The formula (quota-formula.ts) reads these tables and nothing else.
 */

export interface Choice<C extends number | string> {
  code: C;
  label: string;
  /** What the answer multiplies the estimate by; for revenue, the base amount in 万元 instead. */
  weight: number;
}

export type TaxRating = 'A' | 'B' | 'M' | 'C' | 'D';

/** 年营业收入: the base amount is about 15% of the band's typical revenue (a working-capital line). */
export const REVENUE_BANDS: readonly Choice<number>[] = [
  { code: 1, label: '100万元以下', weight: 9 },
  { code: 2, label: '100万-500万元', weight: 45 },
  { code: 3, label: '500万-1000万元', weight: 112.5 },
  { code: 4, label: '1000万-5000万元', weight: 450 },
  { code: 5, label: '5000万-2亿元', weight: 1800 },
  { code: 6, label: '2亿元以上', weight: 4500 },
];

/** 纳税信用等级 (A, B, M new taxpayers, C, D) as the tax authority publishes it. */
export const TAX_RATINGS: readonly Choice<TaxRating>[] = [
  { code: 'A', label: 'A级', weight: 1.5 },
  { code: 'B', label: 'B级', weight: 1.2 },
  { code: 'M', label: 'M级', weight: 1 },
  { code: 'C', label: 'C级', weight: 0.6 },
  { code: 'D', label: 'D级', weight: 0.3 },
];

export const EMPLOYEE_BANDS: readonly Choice<number>[] = [
  { code: 1, label: '10人以下', weight: 0.9 },
  { code: 2, label: '10-49人', weight: 1 },
  { code: 3, label: '50-299人', weight: 1.1 },
  { code: 4, label: '300人及以上', weight: 1.2 },
];

/** 经营年限; the registry's 成立日期 replaces the answer when the registry knows the company. */
export const YEARS_BANDS: readonly Choice<number>[] = [
  { code: 1, label: '不满1年', weight: 0.6 },
  { code: 2, label: '1-3年', weight: 0.85 },
  { code: 3, label: '3-5年', weight: 1 },
  { code: 4, label: '5-10年', weight: 1.1 },
  { code: 5, label: '10年及以上', weight: 1.2 },
];

/** 现有贷款余额: what the company already owes takes from what it can still borrow. */
export const EXISTING_LOAN_BANDS: readonly Choice<number>[] = [
  { code: 0, label: '无', weight: 1 },
  { code: 1, label: '100万元以下', weight: 0.95 },
  { code: 2, label: '100万-500万元', weight: 0.85 },
  { code: 3, label: '500万-1000万元', weight: 0.75 },
  { code: 4, label: '1000万元以上', weight: 0.65 },
];

/** 可提供的抵质押物. */
export const COLLATERALS: readonly Choice<number>[] = [
  { code: 0, label: '无', weight: 1 },
  { code: 1, label: '房产或土地', weight: 1.4 },
  { code: 2, label: '机器设备或存货', weight: 1.15 },
  { code: 3, label: '应收账款或知识产权', weight: 1.1 },
];

/** The registry's 企业类型; a type not listed (or no registry record) counts as UNKNOWN_ENTITY_WEIGHT. */
export const ENTITY_TYPE_WEIGHTS: Readonly<Record<string, number>> = {
  有限责任公司: 1,
  股份有限公司: 1.05,
  个人独资企业: 0.85,
  合伙企业: 0.85,
  农民专业合作社: 0.8,
  个体工商户: 0.7,
};
export const UNKNOWN_ENTITY_WEIGHT = 0.9;

export interface QuestionnaireAnswers {
  revenueBand: number;
  taxRating: TaxRating;
  employeesBand: number;
  yearsBand: number;
  existingLoansBand: number;
  collateral: number;
}

export type QuestionKey = keyof QuestionnaireAnswers;

/** The questions in the order the form asks them, with their labels and answers (no weights: those are ours). */
export const QUESTIONS: readonly { key: QuestionKey; label: string; choices: readonly Choice<number | string>[] }[] = [
  { key: 'revenueBand', label: '上年度营业收入', choices: REVENUE_BANDS },
  { key: 'taxRating', label: '纳税信用等级', choices: TAX_RATINGS },
  { key: 'employeesBand', label: '员工人数', choices: EMPLOYEE_BANDS },
  { key: 'yearsBand', label: '经营年限', choices: YEARS_BANDS },
  { key: 'existingLoansBand', label: '现有贷款余额', choices: EXISTING_LOAN_BANDS },
  { key: 'collateral', label: '可提供的抵质押物', choices: COLLATERALS },
];

export function choiceOf<C extends number | string>(choices: readonly Choice<C>[], code: C): Choice<C> {
  const choice = choices.find((entry) => entry.code === code);
  if (!choice) throw new RangeError(`No such answer: ${String(code)}`);
  return choice;
}
