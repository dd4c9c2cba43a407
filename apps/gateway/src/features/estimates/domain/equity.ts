/** 企业发展阶段 of an equity financing request. */
export const COMPANY_STAGES = [
  { code: 1, label: '种子期' },
  { code: 2, label: '初创期' },
  { code: 3, label: '成长期' },
  { code: 4, label: '扩张期' },
  { code: 5, label: '成熟期' },
] as const;

/** Spec §3 institution type 7: venture capital, the equity investors. */
export const VENTURE_CAPITAL_TYPE = 7;

/** Status of an equity request: submitted, then the investors' answers (the workbench, issue 9). */
export const EQUITY_SUBMITTED = 1;
