/** An enterprise size as policies name it (工信部 中小企业划型: 微型, 小型, 中型); large is none of them. */
export type EnterpriseSize = 'micro' | 'small' | 'medium' | 'large';

export const SIZE_NAMES: Readonly<Record<EnterpriseSize, string>> = {
  micro: '微型',
  small: '小型',
  medium: '中型',
  large: '大型',
};

/**
 * What the matcher knows of a company: registry facts and what it declared in the one-click estimate's
 * questionnaire. Every fact may be missing (null): a condition on a missing fact is 待核实, never 符合.
 */
export interface CompanyProfile {
  /** 所属区县 as the registry names it, e.g. 天河区. */
  district: string | null;
  /** 国民经济行业门类; the registry does not carry it today. */
  industry: string | null;
  /** 企业类型, e.g. 有限责任公司, 个体工商户. */
  entityType: string | null;
  /** 成立日期, YYYY-MM-DD. */
  establishedOn: string | null;
  size: EnterpriseSize | null;
  /** null: the company has not declared whether its financing is for a green project. */
  greenProject: boolean | null;
  /** null: unknown; true: no loan outstanding by its own declaration (首贷户). */
  firstLoan: boolean | null;
  /** The questionnaire's 现有贷款余额 answer label, to say why firstLoan is false. */
  existingLoans: string | null;
}

/** 员工人数 band (questionnaire 1-4) as a size: <10 微型, 10-49 小型, 50-299 中型, 300+ 大型. */
const SIZE_BY_EMPLOYEES: Readonly<Record<number, EnterpriseSize>> = { 1: 'micro', 2: 'small', 3: 'medium', 4: 'large' };
/** 上年度营业收入 band (questionnaire 1-6) as a size: <500万 微型, 500万-5000万 小型, 5000万-2亿 中型, 2亿+ 大型. */
const SIZE_BY_REVENUE: Readonly<Record<number, EnterpriseSize>> = {
  1: 'micro',
  2: 'micro',
  3: 'small',
  4: 'small',
  5: 'medium',
  6: 'large',
};
const SIZE_ORDER: readonly EnterpriseSize[] = ['micro', 'small', 'medium', 'large'];

/**
 * The size the questionnaire's answers put the company in: the larger of what its staff and its revenue say (a
 * simplification of 工信部联企业〔2011〕300号 across industries, docs/decisions.md 2026-11-27).
 */
export function sizeFromQuestionnaire(employeesBand: number, revenueBand: number): EnterpriseSize | null {
  const byStaff = SIZE_BY_EMPLOYEES[employeesBand];
  const byRevenue = SIZE_BY_REVENUE[revenueBand];
  if (!byStaff || !byRevenue) return null;
  return SIZE_ORDER[Math.max(SIZE_ORDER.indexOf(byStaff), SIZE_ORDER.indexOf(byRevenue))] ?? null;
}
