import {
  COLLATERALS,
  choiceOf,
  EMPLOYEE_BANDS,
  ENTITY_TYPE_WEIGHTS,
  EXISTING_LOAN_BANDS,
  type QuestionnaireAnswers,
  REVENUE_BANDS,
  TAX_RATINGS,
  UNKNOWN_ENTITY_WEIGHT,
  YEARS_BANDS,
} from './questionnaire.ts';

/**
 * The one-click estimate (spec §2 /oneClickRate), honest by design: a documented formula over the company's registry
 * facts and its questionnaire, no randomness, no hidden inputs (docs/decisions/0030-estimates-pre-credit-and-equity.md, "One-click estimate").
 *
 *   point = base(revenue band) × tax × employees × years in business × existing loans × collateral × entity type
 *   range = [floor(point × 0.7), ceil(point × 1.3)] in whole 万元, at least 1, at most 10,000 (1 亿元)
 *
 * Years in business come from the registry's 成立日期 when the registry knows the company, else from the answer.
 */
export const FORMULA_VERSION = 1;
export const RANGE_LOW = 0.7;
export const RANGE_HIGH = 1.3;
export const ESTIMATE_CAP = 10_000;

/** Spec-independent wording of ours: the estimate is not a credit decision. */
export const ESTIMATE_DISCLAIMER = '本测算结果仅供参考，不构成任何机构的授信承诺。实际额度以金融机构审批结果为准。';

/** What the registry says about the company (null fields: the registry does not know it). */
export interface RegistryFacts {
  entityType: string;
  status: string;
  /** 成立日期, YYYY-MM-DD. */
  establishedOn: string;
}

export type FactorDirection = 'up' | 'down' | 'neutral' | 'base';

export interface EstimateFactor {
  key: string;
  label: string;
  /** The answer or registry fact, in words. */
  value: string;
  /** 'questionnaire' or 'registry'. */
  source: 'questionnaire' | 'registry';
  /** The multiplier applied; null for the base amount. */
  multiplier: number | null;
  direction: FactorDirection;
  /** The effect in words: 基准额度112.50万元, ×1.50（上调）. */
  effect: string;
}

export interface QuotaEstimate {
  /** 万元, whole. */
  low: number;
  high: number;
  factors: EstimateFactor[];
  disclaimer: string;
  formulaVersion: number;
}

/** Registry states in which a company operates; the others (注销, 吊销) get no estimate. */
export const OPERATING_STATES: readonly string[] = ['存续', '在业'];

export class CompanyNotOperatingError extends Error {
  constructor(readonly status: string) {
    super(`企业登记状态为${status}，无法测算额度`);
  }
}

export function estimateQuota(
  answers: QuestionnaireAnswers,
  registry: RegistryFacts | null,
  today: string,
): QuotaEstimate {
  if (registry && !OPERATING_STATES.includes(registry.status)) throw new CompanyNotOperatingError(registry.status);
  const revenue = choiceOf(REVENUE_BANDS, answers.revenueBand);
  const factors: EstimateFactor[] = [
    {
      key: 'revenueBand',
      label: '上年度营业收入',
      value: revenue.label,
      source: 'questionnaire',
      multiplier: null,
      direction: 'base',
      effect: `基准额度${revenue.weight.toFixed(2)}万元`,
    },
    weighted('taxRating', '纳税信用等级', choiceOf(TAX_RATINGS, answers.taxRating), 'questionnaire'),
    weighted('employeesBand', '员工人数', choiceOf(EMPLOYEE_BANDS, answers.employeesBand), 'questionnaire'),
    yearsFactor(answers.yearsBand, registry, today),
    weighted(
      'existingLoansBand',
      '现有贷款余额',
      choiceOf(EXISTING_LOAN_BANDS, answers.existingLoansBand),
      'questionnaire',
    ),
    weighted('collateral', '可提供的抵质押物', choiceOf(COLLATERALS, answers.collateral), 'questionnaire'),
    entityFactor(registry),
  ];
  const point = factors.reduce((amount, factor) => amount * (factor.multiplier ?? 1), revenue.weight);
  const low = clamp(Math.floor(round2(point * RANGE_LOW)));
  const high = Math.max(low, clamp(Math.ceil(round2(point * RANGE_HIGH))));
  return { low, high, factors, disclaimer: ESTIMATE_DISCLAIMER, formulaVersion: FORMULA_VERSION };
}

/** Rounds away binary noise (112.5 × 0.7 = 78.74999…) before whole 万元 are taken. */
const round2 = (value: number) => Math.round(value * 100) / 100;
const clamp = (value: number) => Math.min(ESTIMATE_CAP, Math.max(1, value));

function weighted(
  key: string,
  label: string,
  choice: { label: string; weight: number },
  source: EstimateFactor['source'],
  value = choice.label,
): EstimateFactor {
  const direction = choice.weight > 1 ? 'up' : choice.weight < 1 ? 'down' : 'neutral';
  const words = { up: '上调', down: '下调', neutral: '不影响' }[direction];
  return {
    key,
    label,
    value,
    source,
    multiplier: choice.weight,
    direction,
    effect: `×${choice.weight.toFixed(2)}（${words}）`,
  };
}

function yearsFactor(answered: number, registry: RegistryFacts | null, today: string): EstimateFactor {
  if (!registry) return weighted('yearsBand', '经营年限', choiceOf(YEARS_BANDS, answered), 'questionnaire');
  const years = fullYearsBetween(registry.establishedOn, today);
  const band = yearsBandOf(years);
  const value = `成立于${registry.establishedOn}（${years}年）`;
  return weighted('yearsBand', '经营年限', choiceOf(YEARS_BANDS, band), 'registry', value);
}

function entityFactor(registry: RegistryFacts | null): EstimateFactor {
  if (!registry) {
    return weighted('entityType', '企业类型', { label: '未查到登记信息', weight: UNKNOWN_ENTITY_WEIGHT }, 'registry');
  }
  const weight = ENTITY_TYPE_WEIGHTS[registry.entityType] ?? UNKNOWN_ENTITY_WEIGHT;
  return weighted('entityType', '企业类型', { label: registry.entityType, weight }, 'registry');
}

/** The band of YEARS_BANDS for a number of full years. */
export function yearsBandOf(years: number): number {
  if (years < 1) return 1;
  if (years < 3) return 2;
  if (years < 5) return 3;
  if (years < 10) return 4;
  return 5;
}

/** Full years from one YYYY-MM-DD to another (an anniversary counts on its day). */
export function fullYearsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const beforeAnniversary = tm < fm || (tm === fm && td < fd);
  return Math.max(0, ty - fy - (beforeAnniversary ? 1 : 0));
}
