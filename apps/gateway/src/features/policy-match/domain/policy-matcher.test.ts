import { describe, expect, it } from 'vitest';
import { type CompanyProfile, sizeFromQuestionnaire } from './company-profile.ts';
import type { PolicyConditions } from './policy-conditions.ts';
import { isListed, matchPolicy, verdictOf } from './policy-matcher.ts';

const TODAY = '2026-11-27';

const none: PolicyConditions = {
  districts: null,
  industries: null,
  enterpriseKind: null,
  sizes: null,
  minYears: null,
  maxYears: null,
  greenProjectRequired: false,
  firstLoanRequired: false,
};

const known: CompanyProfile = {
  district: '天河区',
  industry: '制造业',
  entityType: '有限责任公司',
  establishedOn: '2024-12-01',
  size: 'small',
  greenProject: true,
  firstLoan: true,
  existingLoans: '无',
};

const unknown: CompanyProfile = {
  district: null,
  industry: null,
  entityType: null,
  establishedOn: null,
  size: null,
  greenProject: null,
  firstLoan: null,
  existingLoans: null,
};

function only(conditions: Partial<PolicyConditions>, profile: CompanyProfile) {
  const checks = matchPolicy({ ...none, ...conditions }, profile, TODAY);
  expect(checks).toHaveLength(1);
  const [first] = checks;
  if (!first) throw new Error('no check');
  return first;
}

describe('matchPolicy: each condition met, not met and unknown', () => {
  const cases: { name: string; condition: Partial<PolicyConditions>; unmet: Partial<CompanyProfile> }[] = [
    {
      name: 'district',
      condition: { districts: [{ code: '440106', name: '天河区' }] },
      unmet: { district: '白云区' },
    },
    { name: 'industry', condition: { industries: ['制造业', '批发和零售业'] }, unmet: { industry: '建筑业' } },
    { name: 'enterprise type', condition: { enterpriseKind: 'company' }, unmet: { entityType: '个体工商户' } },
    { name: 'size', condition: { sizes: ['micro', 'small'] }, unmet: { size: 'medium' } },
    { name: 'years founded (minimum)', condition: { minYears: 1 }, unmet: { establishedOn: '2026-01-01' } },
    { name: 'years founded (maximum)', condition: { maxYears: 3 }, unmet: { establishedOn: '2020-01-01' } },
    { name: 'green project', condition: { greenProjectRequired: true }, unmet: { greenProject: false } },
    {
      name: 'first loan',
      condition: { firstLoanRequired: true },
      unmet: { firstLoan: false, existingLoans: '100万元以下' },
    },
  ];
  for (const { name, condition, unmet } of cases) {
    it(`${name}: met, not met, unknown`, () => {
      expect(only(condition, known)).toMatchObject({ result: 'met', note: null });
      expect(only(condition, { ...known, ...unmet })).toMatchObject({ result: 'unmet' });
      const missing = only(condition, unknown);
      expect(missing.result).toBe('unknown');
      expect(missing.note).toMatch(/^待核实/);
    });
  }

  it('says each condition and why it is not met in plain Chinese', () => {
    expect(only({ minYears: 3 }, known)).toEqual({
      kind: 'yearsFounded',
      label: '成立满3年',
      result: 'unmet',
      note: '贵企业成立1年',
    });
    expect(only({ minYears: 1, maxYears: 5 }, known).label).toBe('成立满1年且不满5年');
    expect(only({ maxYears: 5 }, known).label).toBe('成立不满5年');
    expect(only({ minYears: 1 }, { ...known, establishedOn: '2026-06-01' }).note).toBe('贵企业成立不满1年');
    expect(
      only(
        {
          districts: [
            { code: '440106', name: '天河区' },
            { code: '440104', name: '越秀区' },
          ],
        },
        {
          ...known,
          district: '白云区',
        },
      ),
    ).toMatchObject({ label: '注册地在天河区或越秀区', note: '贵企业注册地在白云区' });
    expect(only({ enterpriseKind: 'individual' }, known)).toMatchObject({
      label: '个体工商户',
      note: '贵企业为有限责任公司',
    });
    expect(only({ sizes: ['micro', 'small'] }, { ...known, size: 'large' })).toMatchObject({
      label: '微型或小型企业',
      note: '按问卷贵企业为大型企业',
    });
    expect(only({ firstLoanRequired: true }, { ...known, firstLoan: false, existingLoans: '100万元以下' }).note).toBe(
      '按问卷贵企业现有贷款余额100万元以下',
    );
  });

  it('counts years to the anniversary, not the calendar year', () => {
    expect(only({ minYears: 2 }, { ...known, establishedOn: '2024-11-27' }).result).toBe('met');
    expect(only({ minYears: 2 }, { ...known, establishedOn: '2024-11-28' }).result).toBe('unmet');
  });

  it('asks nothing of a policy without conditions', () => {
    expect(matchPolicy(none, unknown, TODAY)).toEqual([]);
  });
});

describe('verdictOf and isListed', () => {
  const all: PolicyConditions = {
    districts: [{ code: '440106', name: '天河区' }],
    industries: ['制造业'],
    enterpriseKind: 'company',
    sizes: ['small'],
    minYears: 1,
    maxYears: 10,
    greenProjectRequired: true,
    firstLoanRequired: true,
  };

  it('eligible when every condition is met', () => {
    const checks = matchPolicy(all, known, TODAY);
    expect(checks).toHaveLength(7);
    expect(verdictOf(checks)).toBe('eligible');
    expect(isListed(checks)).toBe(true);
  });

  it('unverified (待核实), never eligible, when a fact is missing and nothing is unmet', () => {
    const checks = matchPolicy(all, { ...known, industry: null }, TODAY);
    expect(verdictOf(checks)).toBe('unverified');
    expect(isListed(checks)).toBe(true);
  });

  it('ineligible with one unmet condition, listed as a near miss; two unmet are not listed', () => {
    const one = matchPolicy(all, { ...known, district: '白云区', industry: null }, TODAY);
    expect(verdictOf(one)).toBe('ineligible');
    expect(isListed(one)).toBe(true);
    const two = matchPolicy(all, { ...known, district: '白云区', size: 'medium' }, TODAY);
    expect(isListed(two)).toBe(false);
  });
});

describe('sizeFromQuestionnaire', () => {
  it('takes the larger of what staff and revenue say', () => {
    expect(sizeFromQuestionnaire(1, 1)).toBe('micro');
    expect(sizeFromQuestionnaire(1, 3)).toBe('small');
    expect(sizeFromQuestionnaire(3, 2)).toBe('medium');
    expect(sizeFromQuestionnaire(2, 6)).toBe('large');
    expect(sizeFromQuestionnaire(9, 1)).toBeNull();
  });
});
