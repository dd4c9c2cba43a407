import {
  APPLY_AMOUNT_MAX,
  APPLY_AMOUNT_MESSAGES,
  applyAmountIssue,
  LOAN_PERIOD_MESSAGES,
  loanPeriodIssue,
  MOBILE_PATTERN,
} from '@sme/contract/fields';
import { z } from 'zod';
import { ADDRESS_MESSAGES, regionAddressIssue } from '#features/divisions/domain/region-address.ts';
import { CONTROL_CHARACTERS, int, MAX_ID, money, paging, text } from '#http/validate.ts';

export const MAX_MATERIALS = 20;
export const REMARK_MAX = 500;
const NAME_MAX = 50;

export const APPLICATION_MESSAGES = {
  amount: APPLY_AMOUNT_MESSAGES.format,
  amountPositive: APPLY_AMOUNT_MESSAGES.positive,
  amountMax: APPLY_AMOUNT_MESSAGES.max,
  period: LOAN_PERIOD_MESSAGES.integer,
  periodRange: LOAN_PERIOD_MESSAGES.range,
  guarantee: '请选择担保方式',
  mobile: '联系人手机号格式不正确',
  expiryDate: '需求有效期须为今天之后一年以内的日期（YYYY-MM-DD）',
  idempotencyKey: '缺少或无效的提交标识（8-64位字母、数字、-或_）',
  materials: `申请材料最多${MAX_MATERIALS}个`,
  materialPath: '申请材料路径无效',
  applicationId: '缺少申请ID',
} as const;

function required<S extends z.ZodType>(message: string, schema: S) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined && value !== null && value !== '', { error: message })
    .pipe(schema);
}

const looseNumber = (value: unknown) =>
  typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value.trim()) : value;

const applyAmount = required(
  APPLY_AMOUNT_MESSAGES.required,
  z.preprocess(
    looseNumber,
    z.number({ error: APPLY_AMOUNT_MESSAGES.format }).superRefine((value, ctx) => {
      const issue = applyAmountIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: APPLY_AMOUNT_MESSAGES[issue] });
    }),
  ),
);

const loanPeriod = required(
  LOAN_PERIOD_MESSAGES.required,
  z.preprocess(
    looseNumber,
    z.number({ error: LOAN_PERIOD_MESSAGES.integer }).superRefine((value, ctx) => {
      const issue = loanPeriodIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: LOAN_PERIOD_MESSAGES[issue] });
    }),
  ),
);

function code(label: string, max: number) {
  return required(`请选择${label}`, int(label, 1, max));
}

/** Codes 1-5 as an array or comma-joined text (the wire's form); duplicates removed, order kept. */
const guaranteeMethods = required(
  APPLICATION_MESSAGES.guarantee,
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').map((part) => part.trim()) : value),
    z
      .array(int('担保方式', 1, 5), { error: APPLICATION_MESSAGES.guarantee })
      .min(1, { error: APPLICATION_MESSAGES.guarantee })
      .max(5, { error: '担保方式取值无效' })
      .transform((codes) => [...new Set(codes)]),
  ),
);

const idempotencyKey = required(
  APPLICATION_MESSAGES.idempotencyKey,
  z.string({ error: APPLICATION_MESSAGES.idempotencyKey }).regex(/^[A-Za-z0-9_-]{8,64}$/, {
    error: APPLICATION_MESSAGES.idempotencyKey,
  }),
);

function name(label: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value),
    z
      .string({ error: `请填写${label}` })
      .min(1, { error: `请填写${label}` })
      .max(NAME_MAX, { error: `${label}不能超过${NAME_MAX}个字符` })
      .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label}含有不允许的字符` }),
  );
}

const object = <Shape extends z.ZodRawShape>(shape: Shape) => z.object(shape, { error: '请求参数必须是 JSON 对象' });

/**
 * Epoch ms: the data authorisation's end, sent with the company's first application or need (spec §1, §5; the
 * window is checked later).
 */
const authEndDate = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.number({ error: '授权截止日期格式不正确' }).finite({ error: '授权截止日期格式不正确' }).optional(),
);

/** POST /loan/product/pc/apply (our body, spec gap [8]; docs/gateway-api.md). */
export const productApplyParams = object({
  productId: required('缺少产品ID', int('产品ID', 1, MAX_ID)),
  applyAmount,
  loanPeriod,
  guaranteeMethods,
  repayMethod: code('还款方式', 8),
  loanFor: code('借款用途', 6),
  isFirstLoan: required('请选择是否首贷', int('是否首贷', 0, 1)),
  districtName: name('所在区县'),
  streetName: name('所在街道'),
  contactName: name('联系人'),
  contactMobile: required(
    '请填写联系人手机号',
    z.string({ error: APPLICATION_MESSAGES.mobile }).regex(MOBILE_PATTERN, { error: APPLICATION_MESSAGES.mobile }),
  ),
  materialPaths: z
    .array(z.string({ error: APPLICATION_MESSAGES.materialPath }).min(1).max(500), {
      error: APPLICATION_MESSAGES.materialPath,
    })
    .max(MAX_MATERIALS, { error: APPLICATION_MESSAGES.materials })
    .default([])
    .refine((paths) => new Set(paths).size === paths.length, { error: '申请材料不能重复' }),
  idempotencyKey,
  authEndDate,
}).superRefine((params, ctx) => {
  const issue = regionAddressIssue(params.districtName, params.streetName);
  if (issue === 'district')
    ctx.addIssue({ code: 'custom', path: ['districtName'], message: ADDRESS_MESSAGES.district });
  if (issue === 'street') ctx.addIssue({ code: 'custom', path: ['streetName'], message: ADDRESS_MESSAGES.street });
});
export type ProductApplyParams = z.output<typeof productApplyParams>;

/** POST /loan/pc/apply: a published financing need (our body, spec gap [8]). */
export const needPublishParams = object({
  applyAmount,
  loanFor: code('借款用途', 6),
  guaranteeMethods,
  loanPeriod,
  interestRate: required('请填写可接受最高利率', money('可接受最高利率', 0, 36)),
  expiryDate: required(
    APPLICATION_MESSAGES.expiryDate,
    z.string({ error: APPLICATION_MESSAGES.expiryDate }).regex(/^\d{4}-\d{2}-\d{2}$/, {
      error: APPLICATION_MESSAGES.expiryDate,
    }),
  ),
  remark: text('需求说明', REMARK_MAX).optional(),
  idempotencyKey,
  authEndDate,
});
export type NeedPublishParams = z.output<typeof needPublishParams>;

export const myListParams = z.preprocess(
  (value) => value ?? {},
  object({ ...paging, pageSize: int('每页条数', 1, 50).default(8) }),
);

/** POST /loan/product/pc/getApplyMethod?id= */
export const productIdParams = object({
  id: required('缺少产品ID', int('产品ID', 1, MAX_ID)),
});

/** POST /org/financial/user/detail/{id} */
export const managerIdParams = object({
  id: required('缺少客户经理ID', int('客户经理ID', 1, MAX_ID)),
});

export const applicationIdParams = object({
  id: required(APPLICATION_MESSAGES.applicationId, int('申请ID', 1, MAX_ID)),
});

/** The development helper's body: a move as the institution or operator would make it. */
export const devTransitionParams = object({
  id: required(APPLICATION_MESSAGES.applicationId, int('申请ID', 1, MAX_ID)),
  toStatus: required('缺少目标状态', int('目标状态', 1, 11)),
  remark: text('备注', REMARK_MAX).optional(),
  creditAmount: money('授信金额', 0.01, APPLY_AMOUNT_MAX).optional(),
  loanAmount: money('放款金额', 0.01, APPLY_AMOUNT_MAX).optional(),
  failureType: int('失败类型', 1, 4).optional(),
  failureReason: text('失败原因', REMARK_MAX).optional(),
  orgId: int('机构ID', 1, MAX_ID).optional(),
  managerId: int('客户经理ID', 1, MAX_ID).optional(),
});
export type DevTransitionParams = z.output<typeof devTransitionParams>;
