import { describe, expect, it } from 'vitest';
import { conditionText, ineligibleSummary } from './policy-match-texts';

describe('policy match texts', () => {
  it('says each condition with ✓, ✗ and why, or 待核实 and why', () => {
    expect(conditionText({ label: '注册地在天河区', result: 'met', note: null })).toBe('注册地在天河区 ✓');
    expect(conditionText({ label: '成立满3年', result: 'unmet', note: '贵企业成立2年' })).toBe(
      '成立满3年 ✗（贵企业成立2年）',
    );
    expect(conditionText({ label: '小型企业', result: 'unknown', note: '待核实：请先填写一键测额问卷' })).toBe(
      '小型企业 待核实（请先填写一键测额问卷）',
    );
  });

  it('sums up a policy not met by its unmet conditions', () => {
    expect(
      ineligibleSummary([
        { label: '注册地在越秀区', result: 'unmet', note: '贵企业注册地在天河区' },
        { label: '企业（不含个体工商户）', result: 'met', note: null },
        { label: '成立满15年', result: 'unmet', note: '贵企业成立10年' },
      ]),
    ).toBe('贵企业暂不符合：注册地在越秀区（贵企业注册地在天河区）；成立满15年（贵企业成立10年）');
  });
});
