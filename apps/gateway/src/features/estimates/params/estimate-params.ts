import { MOBILE_PATTERN } from '@sme/contract/fields';
import { z } from 'zod';
import { filledText, int, MAX_ID, money, text } from '#http/validate.ts';
import { COMPANY_STAGES } from '../domain/equity.ts';
import {
  type Choice,
  COLLATERALS,
  EMPLOYEE_BANDS,
  EXISTING_LOAN_BANDS,
  REVENUE_BANDS,
  TAX_RATINGS,
  YEARS_BANDS,
} from '../domain/questionnaire.ts';

/** 万元: 100 亿元, above any equity round the platform brokers. */
export const MAX_EQUITY_AMOUNT = 1_000_000;
export const USE_OF_FUNDS_MAX = 500;
export const REMARK_MAX = 500;
const NAME_MAX = 50;

export const ESTIMATE_MESSAGES = {
  uniformCode: '统一社会信用代码格式不正确',
  equityAmount: '融资金额必须为数字，且最多保留2位小数',
  equityAmountRange: `融资金额须大于0且不超过${MAX_EQUITY_AMOUNT}万元`,
  sharePercent: '出让股权比例必须为数字，且最多保留2位小数',
  sharePercentRange: '出让股权比例须大于0且不超过100%',
  mobile: '联系人手机号格式不正确',
  idempotencyKey: '缺少或无效的提交标识（8-64位字母、数字、-或_）',
} as const;

const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: '请求参数必须是 JSON 对象' });

function required<S extends z.ZodType>(message: string, schema: S) {
  return z
    .unknown()
    .refine(
      (value): boolean => value !== undefined && value !== null && !(typeof value === 'string' && !value.trim()),
      {
        error: message,
      },
    )
    .pipe(schema);
}

/** One answer of the questionnaire: required, and one of the question's codes. */
function answer(label: string, choices: readonly Choice<number>[]) {
  const codes = choices.map((choice) => choice.code);
  return required(
    `请选择${label}`,
    int(label, Math.min(...codes), Math.max(...codes)).refine((code) => codes.includes(code), {
      error: `${label}取值无效`,
    }),
  );
}

const ratings = TAX_RATINGS.map((rating) => rating.code);

/** POST /loan/product/pc/questionnaire/submit (our body; docs/gateway-api.md). */
export const questionnaireParams = object({
  revenueBand: answer('上年度营业收入', REVENUE_BANDS),
  taxRating: required(
    '请选择纳税信用等级',
    z.preprocess(
      (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
      z.enum(ratings as ['A', 'B', 'M', 'C', 'D'], { error: '纳税信用等级须为A、B、M、C、D之一' }),
    ),
  ),
  employeesBand: answer('员工人数', EMPLOYEE_BANDS),
  yearsBand: answer('经营年限', YEARS_BANDS),
  existingLoansBand: answer('现有贷款余额', EXISTING_LOAN_BANDS),
  collateral: answer('可提供的抵质押物', COLLATERALS),
});
export type QuestionnaireParams = z.output<typeof questionnaireParams>;

/** GB 32100 characters; the check character is not verified here: an unknown code simply matches nothing. */
export const uniformCodeParams = object({
  uniformCode: required(
    '请提供统一社会信用代码',
    z
      .string({ error: ESTIMATE_MESSAGES.uniformCode })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, { error: ESTIMATE_MESSAGES.uniformCode })),
  ),
});

export const productPageParams = z.preprocess(
  (value) => value ?? {},
  object({ pageNum: int('页码', 1, 1000).default(1), pageSize: int('每页条数', 1, 50).default(10) }),
);

const name = (label: string) => filledText(label, NAME_MAX);

const stageCodes: number[] = COMPANY_STAGES.map((stage) => stage.code);

/** POST /loan/pc/equity/apply (ours; docs/gateway-api.md). */
export const equityApplyParams = object({
  amount: required(
    '请填写融资金额',
    money('融资金额', 0, MAX_EQUITY_AMOUNT).refine((n) => n > 0, { error: ESTIMATE_MESSAGES.equityAmountRange }),
  ),
  sharePercent: required(
    '请填写出让股权比例',
    money('出让股权比例', 0, 100).refine((n) => n > 0, { error: ESTIMATE_MESSAGES.sharePercentRange }),
  ),
  useOfFunds: required('请填写资金用途', text('资金用途', USE_OF_FUNDS_MAX)),
  companyStage: required(
    '请选择企业发展阶段',
    int('企业发展阶段', 1, 5).refine((code) => stageCodes.includes(code), { error: '企业发展阶段取值无效' }),
  ),
  contactName: name('联系人'),
  contactMobile: required(
    '请填写联系人手机号',
    z.string({ error: ESTIMATE_MESSAGES.mobile }).regex(MOBILE_PATTERN, { error: ESTIMATE_MESSAGES.mobile }),
  ),
  orgId: int('投资机构ID', 1, MAX_ID).optional(),
  remark: text('备注', REMARK_MAX).optional(),
  idempotencyKey: required(
    ESTIMATE_MESSAGES.idempotencyKey,
    z.string({ error: ESTIMATE_MESSAGES.idempotencyKey }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
      error: ESTIMATE_MESSAGES.idempotencyKey,
    }),
  ),
});
export type EquityApplyParams = z.output<typeof equityApplyParams>;
