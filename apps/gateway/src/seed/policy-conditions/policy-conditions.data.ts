import type { Insertable } from 'kysely';
import type { PolicyConditionTable } from '#db/schema.ts';

type ConditionSeed = Omit<Insertable<PolicyConditionTable>, 'policy_id' | 'updated_at'>;

/**
 * Fictional machine-readable conditions of seeded policies, by title. The demo company (示例智造科技, 天河区 440106,
 * 有限责任公司, founded 2016-05-18) meets the first two, may meet the next three (待核实 until its questionnaire
 * answers or a green project is known), narrowly misses two and clearly misses two; together they cover every kind.
 */
export const POLICY_CONDITION_SEEDS: readonly { title: string; conditions: ConditionSeed }[] = [
  {
    title: '粤秀示范区高新技术企业培育和认定奖励措施',
    conditions: { district_codes: ['440106', '440104'], enterprise_kind: 'company', min_years: 3 },
  },
  {
    title: '粤秀示范区中小企业服务券实施办法',
    conditions: { enterprise_kind: 'company', min_years: 1 },
  },
  {
    title: '粤秀示范区支持中小企业数字化转型若干措施',
    conditions: { district_codes: ['440106'], sizes: ['small', 'medium'] },
  },
  {
    title: '粤秀示范区小微企业首贷续贷服务中心运行管理办法',
    conditions: { sizes: ['micro', 'small'], first_loan_required: true },
  },
  {
    title: '粤秀示范区支持工业企业设备更新和绿色低碳改造专项资金申报指南',
    conditions: { industries: ['制造业'], green_project_required: true },
  },
  {
    title: '粤秀示范区小微企业和个体工商户纾困帮扶措施',
    conditions: { sizes: ['micro', 'small'], max_years: 5 },
  },
  {
    title: '粤秀示范区促进外贸稳规模优结构若干措施',
    conditions: { district_codes: ['440111', '440114'] },
  },
  {
    title: '关于开展2026年度老字号和特色商业街区扶持资金申报的通知',
    conditions: { district_codes: ['440104'], min_years: 15 },
  },
  {
    title: '粤秀示范区创业担保贷款及贴息实施办法',
    conditions: { enterprise_kind: 'individual', max_years: 3 },
  },
];
