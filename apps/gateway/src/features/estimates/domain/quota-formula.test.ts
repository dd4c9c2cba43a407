import { describe, expect, it } from 'vitest';
import type { QuestionnaireAnswers } from './questionnaire.ts';
import {
  CompanyNotOperatingError,
  ESTIMATE_CAP,
  ESTIMATE_DISCLAIMER,
  estimateQuota,
  fullYearsBetween,
  yearsBandOf,
} from './quota-formula.ts';

const neutral: QuestionnaireAnswers = {
  revenueBand: 3,
  taxRating: 'M',
  employeesBand: 2,
  yearsBand: 3,
  existingLoansBand: 0,
  collateral: 0,
};
const limitedCompany = { entityType: '有限责任公司', status: '存续', establishedOn: '2022-01-10' };
const TODAY = '2026-03-02';

describe('estimateQuota', () => {
  it('answers the base ±30% in whole 万元 when every factor is neutral', () => {
    // Base 112.5 (500万-1000万元), 4 full years (3-5: ×1), limited company ×1: 78.75 → 78, 146.25 → 147.
    const estimate = estimateQuota(neutral, limitedCompany, TODAY);
    expect(estimate).toMatchObject({ low: 78, high: 147, disclaimer: ESTIMATE_DISCLAIMER, formulaVersion: 1 });
    expect(estimate.disclaimer).toContain('本测算结果仅供参考，不构成任何机构的授信承诺');
  });

  it('multiplies the factors and explains each one with its label, value and effect', () => {
    const answers: QuestionnaireAnswers = { ...neutral, taxRating: 'A', collateral: 1, existingLoansBand: 2 };
    const estimate = estimateQuota(answers, limitedCompany, TODAY);
    // 112.5 × 1.5 × 1.4 × 0.85 = 200.8125 → [140, 262].
    expect([estimate.low, estimate.high]).toEqual([140, 262]);
    expect(estimate.factors.map((factor) => [factor.label, factor.value, factor.effect])).toEqual([
      ['上年度营业收入', '500万-1000万元', '基准额度112.50万元'],
      ['纳税信用等级', 'A级', '×1.50（上调）'],
      ['员工人数', '10-49人', '×1.00（不影响）'],
      ['经营年限', '成立于2022-01-10（4年）', '×1.00（不影响）'],
      ['现有贷款余额', '100万-500万元', '×0.85（下调）'],
      ['可提供的抵质押物', '房产或土地', '×1.40（上调）'],
      ['企业类型', '有限责任公司', '×1.00（不影响）'],
    ]);
    expect(estimate.factors.find((factor) => factor.key === 'taxRating')?.direction).toBe('up');
    expect(estimate.factors.find((factor) => factor.key === 'existingLoansBand')?.direction).toBe('down');
  });

  it('takes the years in business from the registry, not the answer, when the registry knows the company', () => {
    const young = estimateQuota(
      { ...neutral, yearsBand: 5 },
      { ...limitedCompany, establishedOn: '2025-09-01' },
      TODAY,
    );
    const years = young.factors.find((factor) => factor.key === 'yearsBand');
    expect(years).toMatchObject({ source: 'registry', multiplier: 0.6, direction: 'down' });
    // Without a registry record the answer counts, and the unknown entity type lowers the estimate a little.
    const unknown = estimateQuota({ ...neutral, yearsBand: 5 }, null, TODAY);
    expect(unknown.factors.find((factor) => factor.key === 'yearsBand')).toMatchObject({
      source: 'questionnaire',
      multiplier: 1.2,
    });
    expect(unknown.factors.find((factor) => factor.key === 'entityType')).toMatchObject({
      value: '未查到登记信息',
      multiplier: 0.9,
    });
    // 112.5 × 1.2 × 0.9 = 121.5 → [85, 158].
    expect([unknown.low, unknown.high]).toEqual([85, 158]);
  });

  it('weighs an individual business below a limited company', () => {
    const shop = estimateQuota(neutral, { ...limitedCompany, entityType: '个体工商户' }, TODAY);
    const company = estimateQuota(neutral, limitedCompany, TODAY);
    expect(shop.high).toBeLessThan(company.high);
  });

  it('is deterministic: the same input gives the same answer', () => {
    expect(estimateQuota(neutral, limitedCompany, TODAY)).toEqual(estimateQuota(neutral, limitedCompany, TODAY));
  });

  it('keeps the range within 1 and 10,000 万元', () => {
    const smallest = estimateQuota(
      { revenueBand: 1, taxRating: 'D', employeesBand: 1, yearsBand: 1, existingLoansBand: 4, collateral: 0 },
      { ...limitedCompany, entityType: '个体工商户', establishedOn: '2026-01-01' },
      TODAY,
    );
    expect([smallest.low, smallest.high]).toEqual([1, 1]);
    const largest = estimateQuota(
      { revenueBand: 6, taxRating: 'A', employeesBand: 4, yearsBand: 5, existingLoansBand: 0, collateral: 1 },
      { ...limitedCompany, entityType: '股份有限公司', establishedOn: '2000-01-01' },
      TODAY,
    );
    expect(largest.high).toBe(ESTIMATE_CAP);
    expect(largest.low).toBeLessThanOrEqual(largest.high);
  });

  it('refuses a company the registry lists as 注销 or 吊销', () => {
    expect(() => estimateQuota(neutral, { ...limitedCompany, status: '吊销' }, TODAY)).toThrow(
      CompanyNotOperatingError,
    );
    expect(() => estimateQuota(neutral, { ...limitedCompany, status: '注销' }, TODAY)).toThrow(
      '企业登记状态为注销，无法测算额度',
    );
  });
});

describe('years in business', () => {
  it('counts full years, an anniversary on its day', () => {
    expect(fullYearsBetween('2016-05-18', '2026-05-17')).toBe(9);
    expect(fullYearsBetween('2016-05-18', '2026-05-18')).toBe(10);
    expect(fullYearsBetween('2026-04-01', '2026-03-02')).toBe(0);
  });

  it('maps years to the questionnaire bands', () => {
    expect([0, 1, 2, 3, 4, 5, 9, 10, 30].map(yearsBandOf)).toEqual([1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });
});
