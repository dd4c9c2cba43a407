/**
 * The one-click estimate's questions and answers (codes and labels) and the equity request's 企业发展阶段, without zod
 * (routes: ./estimates.ts). What each answer does to the estimate is the gateway's formula.
 */

export interface QuestionChoice<C extends number | string> {
  code: C;
  label: string;
}

export type TaxRating = 'A' | 'B' | 'M' | 'C' | 'D';

export const REVENUE_BAND_CHOICES = [
  { code: 1, label: '100万元以下' },
  { code: 2, label: '100万-500万元' },
  { code: 3, label: '500万-1000万元' },
  { code: 4, label: '1000万-5000万元' },
  { code: 5, label: '5000万-2亿元' },
  { code: 6, label: '2亿元以上' },
] as const satisfies readonly QuestionChoice<number>[];

/** 纳税信用等级 (A, B, M new taxpayers, C, D) as the tax authority publishes it. */
export const TAX_RATING_CHOICES = [
  { code: 'A', label: 'A级' },
  { code: 'B', label: 'B级' },
  { code: 'M', label: 'M级' },
  { code: 'C', label: 'C级' },
  { code: 'D', label: 'D级' },
] as const satisfies readonly QuestionChoice<TaxRating>[];

export const EMPLOYEE_BAND_CHOICES = [
  { code: 1, label: '10人以下' },
  { code: 2, label: '10-49人' },
  { code: 3, label: '50-299人' },
  { code: 4, label: '300人及以上' },
] as const satisfies readonly QuestionChoice<number>[];

export const YEARS_BAND_CHOICES = [
  { code: 1, label: '不满1年' },
  { code: 2, label: '1-3年' },
  { code: 3, label: '3-5年' },
  { code: 4, label: '5-10年' },
  { code: 5, label: '10年及以上' },
] as const satisfies readonly QuestionChoice<number>[];

export const EXISTING_LOAN_BAND_CHOICES = [
  { code: 0, label: '无' },
  { code: 1, label: '100万元以下' },
  { code: 2, label: '100万-500万元' },
  { code: 3, label: '500万-1000万元' },
  { code: 4, label: '1000万元以上' },
] as const satisfies readonly QuestionChoice<number>[];

export const COLLATERAL_CHOICES = [
  { code: 0, label: '无' },
  { code: 1, label: '房产或土地' },
  { code: 2, label: '机器设备或存货' },
  { code: 3, label: '应收账款或知识产权' },
] as const satisfies readonly QuestionChoice<number>[];

/** The questionnaire's answers, one code per question. */
export interface QuotaAnswersRecord {
  revenueBand: number;
  taxRating: TaxRating;
  employeesBand: number;
  yearsBand: number;
  existingLoansBand: number;
  collateral: number;
}

export type QuestionKey = keyof QuotaAnswersRecord;

/** The questions in the order the form asks them, with their labels and answers. */
export const QUESTIONS = [
  { key: 'revenueBand', label: '上年度营业收入', choices: REVENUE_BAND_CHOICES },
  { key: 'taxRating', label: '纳税信用等级', choices: TAX_RATING_CHOICES },
  { key: 'employeesBand', label: '员工人数', choices: EMPLOYEE_BAND_CHOICES },
  { key: 'yearsBand', label: '经营年限', choices: YEARS_BAND_CHOICES },
  { key: 'existingLoansBand', label: '现有贷款余额', choices: EXISTING_LOAN_BAND_CHOICES },
  { key: 'collateral', label: '可提供的抵质押物', choices: COLLATERAL_CHOICES },
] as const satisfies readonly {
  key: QuestionKey;
  label: string;
  choices: readonly QuestionChoice<number | string>[];
}[];

/** 企业发展阶段 of an equity financing request. */
export const COMPANY_STAGES = [
  { code: 1, label: '种子期' },
  { code: 2, label: '初创期' },
  { code: 3, label: '成长期' },
  { code: 4, label: '扩张期' },
  { code: 5, label: '成熟期' },
] as const satisfies readonly QuestionChoice<number>[];
