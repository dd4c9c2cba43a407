/** A condition of a policy as the match answers it. */
export interface ConditionCheck {
  label: string;
  result: string;
  note: string | null;
}

/** One condition in plain Chinese: "注册地在天河区 ✓", "成立满3年 ✗（贵企业成立2年）", "小型企业 待核实（…）". */
export function conditionText({ label, result, note }: ConditionCheck): string {
  if (result === 'met') return `${label} ✓`;
  if (result === 'unmet') return note ? `${label} ✗（${note}）` : `${label} ✗`;
  const reason = note?.replace(/^待核实：/, '');
  return reason ? `${label} 待核实（${reason}）` : `${label} 待核实`;
}

export const VERDICT_NAMES: Readonly<Record<string, string>> = {
  eligible: '符合',
  unverified: '待核实',
  ineligible: '差一项',
};

export const POLICY_MATCH_TEXTS = {
  sectionTitle: '可申报政策',
  sectionIntro: '根据贵企业的登记信息和一键测额问卷，以下政策贵企业符合、待核实或仅差一项条件。',
  none: '暂无与贵企业匹配的政策',
  eligible: '贵企业符合本政策条件',
  unverified: '贵企业可能符合本政策条件，以下条件待核实：',
  ineligibleLead: '贵企业暂不符合：',
  loginPrompt: '登录并完成企业认证后，可查看贵企业是否符合本政策条件',
  certifyPrompt: '完成企业认证后，可查看贵企业是否符合本政策条件',
} as const;

/** The unmet conditions of an ineligible match, joined: 贵企业暂不符合：成立满15年（贵企业成立9年）；… */
export function ineligibleSummary(conditions: readonly ConditionCheck[]): string {
  const unmet = conditions
    .filter((condition) => condition.result === 'unmet')
    .map((condition) => (condition.note ? `${condition.label}（${condition.note}）` : condition.label));
  return `${POLICY_MATCH_TEXTS.ineligibleLead}${unmet.join('；')}`;
}
