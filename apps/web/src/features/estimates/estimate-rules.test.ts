import { describe, expect, it } from 'vitest';
import { answerChecks, answersInput, equityRules } from './estimate-rules';

const questions = [
  { key: 'revenueBand', label: '上年度营业收入' },
  { key: 'taxRating', label: '纳税信用等级' },
];

describe('the questionnaire form', () => {
  it('asks for every unanswered question by its label', () => {
    const run = (draft: Record<string, string>) =>
      Object.values(answerChecks(questions, draft)).map((check) => check());
    expect(run({})).toEqual(['请选择上年度营业收入', '请选择纳税信用等级']);
    expect(run({ revenueBand: '2' })).toEqual([null, '请选择纳税信用等级']);
    expect(run({ revenueBand: '2', taxRating: 'A' })).toEqual([null, null]);
  });

  it('sends numbers, and the tax rating as its letter', () => {
    const draft = {
      revenueBand: '3',
      taxRating: 'M',
      employeesBand: '1',
      yearsBand: '5',
      existingLoansBand: '0',
      collateral: '2',
    };
    expect(answersInput(draft)).toEqual({
      revenueBand: 3,
      taxRating: 'M',
      employeesBand: 1,
      yearsBand: 5,
      existingLoansBand: 0,
      collateral: 2,
    });
  });
});

describe('the equity form rules', () => {
  it('checks the amount and the share with the spec §5 money texts', () => {
    expect(equityRules.amount('')).toBe('请输入融资金额');
    expect(equityRules.amount('1.234')).toBe('融资金额必须为数字，且最多保留2位小数');
    expect(equityRules.amount('500')).toBeNull();
    expect(equityRules.sharePercent('0')).toBe('出让股权比例必须大于0');
    expect(equityRules.sharePercent('100.5')).toBe('出让股权比例须大于0且不超过100%');
    expect(equityRules.sharePercent('12.5')).toBeNull();
  });

  it('asks for the use of funds, the stage and a reachable contact', () => {
    expect(equityRules.useOfFunds('  ')).toBe('请填写资金用途');
    expect(equityRules.useOfFunds('x'.repeat(501))).toBe('资金用途不能超过500个字符');
    expect(equityRules.companyStage('')).toBe('请选择企业发展阶段');
    expect(equityRules.contactName('')).toBe('请填写联系人');
    expect(equityRules.contactMobile('1234')).toBe('请输入正确的手机号');
    expect(equityRules.contactMobile('13912345678')).toBeNull();
  });
});
