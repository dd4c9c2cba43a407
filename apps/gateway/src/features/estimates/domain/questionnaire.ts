/**
 * The one-click estimate's questionnaire: every question, its answers and what each answer does to the estimate
 * (docs/decisions/0030-estimates-pre-credit-and-equity.md, "One-click estimate"). The formula (quota-formula.ts) reads these tables and nothing else.
 */

import {
  COLLATERAL_CHOICES,
  EMPLOYEE_BAND_CHOICES,
  EXISTING_LOAN_BAND_CHOICES,
  type QuestionChoice,
  type QuotaAnswersRecord,
  REVENUE_BAND_CHOICES,
  TAX_RATING_CHOICES,
  type TaxRating,
  YEARS_BAND_CHOICES,
} from '@sme/contract/routes/estimate-codes';

export type { TaxRating };

/** An answer with what it does: it multiplies the estimate by `weight`; for revenue, the base amount in 万元 instead. */
export interface Choice<C extends number | string> extends QuestionChoice<C> {
  weight: number;
}

/** The contract's answers (codes and labels) with our weights, every code given one. */
function weighted<const Choices extends readonly QuestionChoice<number | string>[]>(
  choices: Choices,
  weights: Record<Choices[number]['code'], number>,
): Choice<Choices[number]['code']>[] {
  return choices.map((choice) => ({
    ...choice,
    weight: weights[choice.code as Choices[number]['code']],
  }));
}

/** 年营业收入: the base amount is about 15% of the band's typical revenue (a working-capital line). */
export const REVENUE_BANDS: readonly Choice<number>[] = weighted(REVENUE_BAND_CHOICES, {
  1: 9,
  2: 45,
  3: 112.5,
  4: 450,
  5: 1800,
  6: 4500,
});

export const TAX_RATINGS: readonly Choice<TaxRating>[] = weighted(TAX_RATING_CHOICES, {
  A: 1.5,
  B: 1.2,
  M: 1,
  C: 0.6,
  D: 0.3,
});

export const EMPLOYEE_BANDS: readonly Choice<number>[] = weighted(EMPLOYEE_BAND_CHOICES, {
  1: 0.9,
  2: 1,
  3: 1.1,
  4: 1.2,
});

/** 经营年限; the registry's 成立日期 replaces the answer when the registry knows the company. */
export const YEARS_BANDS: readonly Choice<number>[] = weighted(YEARS_BAND_CHOICES, {
  1: 0.6,
  2: 0.85,
  3: 1,
  4: 1.1,
  5: 1.2,
});

/** 现有贷款余额: what the company already owes takes from what it can still borrow. */
export const EXISTING_LOAN_BANDS: readonly Choice<number>[] = weighted(EXISTING_LOAN_BAND_CHOICES, {
  0: 1,
  1: 0.95,
  2: 0.85,
  3: 0.75,
  4: 0.65,
});

export const COLLATERALS: readonly Choice<number>[] = weighted(COLLATERAL_CHOICES, { 0: 1, 1: 1.4, 2: 1.15, 3: 1.1 });

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

export type QuestionnaireAnswers = QuotaAnswersRecord;

export function choiceOf<C extends number | string>(choices: readonly Choice<C>[], code: C): Choice<C> {
  const choice = choices.find((entry) => entry.code === code);
  if (!choice) throw new RangeError(`No such answer: ${String(code)}`);
  return choice;
}
