import type {
  PolicyConditionCheck,
  PolicyConditionKind,
  PolicyConditionResult,
  PolicyVerdict,
} from '@sme/contract/routes/policy-match';
import { fullYearsBetween } from '#features/estimates/domain/quota-formula.ts';
import { type CompanyProfile, SIZE_NAMES } from './company-profile.ts';
import { INDIVIDUAL_BUSINESS, type PolicyConditions } from './policy-conditions.ts';

const QUESTIONNAIRE_FIRST = '待核实：请先填写一键测额问卷';

function check(
  kind: PolicyConditionKind,
  label: string,
  result: PolicyConditionResult,
  note: string | null,
): PolicyConditionCheck {
  return { kind, label, result, note: result === 'met' ? null : note };
}

const either = (names: readonly string[]) => names.join('或');

function districtCheck(districts: NonNullable<PolicyConditions['districts']>, profile: CompanyProfile) {
  const label = `注册地在${either(districts.map((district) => district.name))}`;
  if (profile.district === null) return check('district', label, 'unknown', '待核实：登记信息中无注册地');
  const met = districts.some((district) => district.name === profile.district);
  return check('district', label, met ? 'met' : 'unmet', `贵企业注册地在${profile.district}`);
}

function industryCheck(industries: readonly string[], profile: CompanyProfile) {
  const label = `所属行业为${either(industries)}`;
  if (profile.industry === null) return check('industry', label, 'unknown', '待核实：登记信息中无所属行业');
  const met = industries.includes(profile.industry);
  return check('industry', label, met ? 'met' : 'unmet', `贵企业所属行业为${profile.industry}`);
}

function kindCheck(kind: 'company' | 'individual', profile: CompanyProfile) {
  const label = kind === 'individual' ? '个体工商户' : '企业（不含个体工商户）';
  if (profile.entityType === null) return check('enterpriseType', label, 'unknown', '待核实：登记信息中无企业类型');
  const met = (profile.entityType === INDIVIDUAL_BUSINESS) === (kind === 'individual');
  return check('enterpriseType', label, met ? 'met' : 'unmet', `贵企业为${profile.entityType}`);
}

function sizeCheck(sizes: NonNullable<PolicyConditions['sizes']>, profile: CompanyProfile) {
  const label = `${either(sizes.map((size) => SIZE_NAMES[size]))}企业`;
  if (profile.size === null) return check('size', label, 'unknown', QUESTIONNAIRE_FIRST);
  const met = (sizes as readonly string[]).includes(profile.size);
  return check('size', label, met ? 'met' : 'unmet', `按问卷贵企业为${SIZE_NAMES[profile.size]}企业`);
}

function yearsLabel(min: number | null, max: number | null): string {
  if (min !== null && max !== null) return `成立满${min}年且不满${max}年`;
  return min !== null ? `成立满${min}年` : `成立不满${max}年`;
}

function yearsCheck(min: number | null, max: number | null, profile: CompanyProfile, today: string) {
  const label = yearsLabel(min, max);
  if (profile.establishedOn === null) return check('yearsFounded', label, 'unknown', '待核实：登记信息中无成立日期');
  const years = fullYearsBetween(profile.establishedOn, today);
  const met = (min === null || years >= min) && (max === null || years < max);
  return check('yearsFounded', label, met ? 'met' : 'unmet', years < 1 ? '贵企业成立不满1年' : `贵企业成立${years}年`);
}

function greenCheck(profile: CompanyProfile) {
  const label = '融资用于绿色项目';
  if (profile.greenProject === null) return check('greenProject', label, 'unknown', '待核实：贵企业尚未申报绿色项目');
  return check('greenProject', label, profile.greenProject ? 'met' : 'unmet', '贵企业申报的项目不属于绿色项目');
}

function firstLoanCheck(profile: CompanyProfile) {
  const label = '首次贷款（首贷户）';
  if (profile.firstLoan === null) return check('firstLoan', label, 'unknown', QUESTIONNAIRE_FIRST);
  return check(
    'firstLoan',
    label,
    profile.firstLoan ? 'met' : 'unmet',
    `按问卷贵企业现有贷款余额${profile.existingLoans ?? '不为零'}`,
  );
}

/**
 * Each condition of the policy checked against the company, in a fixed order (district, industry, type, size,
 * years, green project, first loan). `today` is the Beijing calendar day the years are counted to.
 */
export function matchPolicy(
  conditions: PolicyConditions,
  profile: CompanyProfile,
  today: string,
): PolicyConditionCheck[] {
  const checks: PolicyConditionCheck[] = [];
  if (conditions.districts) checks.push(districtCheck(conditions.districts, profile));
  if (conditions.industries) checks.push(industryCheck(conditions.industries, profile));
  if (conditions.enterpriseKind) checks.push(kindCheck(conditions.enterpriseKind, profile));
  if (conditions.sizes) checks.push(sizeCheck(conditions.sizes, profile));
  if (conditions.minYears !== null || conditions.maxYears !== null) {
    checks.push(yearsCheck(conditions.minYears, conditions.maxYears, profile, today));
  }
  if (conditions.greenProjectRequired) checks.push(greenCheck(profile));
  if (conditions.firstLoanRequired) checks.push(firstLoanCheck(profile));
  return checks;
}

/** One unmet condition makes the policy 暂不符合; otherwise one unknown makes it 待核实. */
export function verdictOf(checks: readonly PolicyConditionCheck[]): PolicyVerdict {
  if (checks.some((item) => item.result === 'unmet')) return 'ineligible';
  if (checks.some((item) => item.result === 'unknown')) return 'unverified';
  return 'eligible';
}

/** 可申报政策 shows the policies met, those 待核实, and the near misses: exactly one condition unmet. */
export function isListed(checks: readonly PolicyConditionCheck[]): boolean {
  return checks.filter((item) => item.result === 'unmet').length <= 1;
}
