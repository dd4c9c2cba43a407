/**
 * Loan applications and published needs of the session's company (docs/gateway-api.md, "Loan applications and
 * financing needs"): the spec §3 application record, the published need list record, the timeline, manager info and
 * how a product is applied for.
 */
import { z } from 'zod';
import {
  APPLY_AMOUNT_MESSAGES,
  applyAmountIssue,
  LOAN_PERIOD_MESSAGES,
  loanPeriodIssue,
  MAX_ID,
  MOBILE_PATTERN,
  REMARK_MAX,
} from '../fields.ts';
import type { PageRecord } from './catalog.ts';
import {
  filledText,
  given,
  IDEMPOTENCY_KEY_MESSAGE,
  idempotencyKey,
  int,
  jsonObject,
  looseNumber,
  money,
  paging,
  text,
} from './input-fields.ts';
import { route } from './route.ts';

/** Spec §3 application record as /loan/pc/myList and /loan/pc/myDetail answer it. */
export interface ApplicationRecord {
  id: number;
  /** 1 a product application, 2 a published need. */
  source: number;
  productId: number | null;
  productName: string | null;
  productLogo: string | null;
  productType: number | null;
  orgId: number | null;
  orgName: string | null;
  orgUserName: string | null;
  orgUserMobile: string | null;
  managerId: number | null;
  managerName: string | null;
  entId: number;
  entName: string;
  applyAmount: number;
  creditAmount: number | null;
  loanAmount: number | null;
  loanPeriod: number;
  /** Comma-joined guarantee method codes. */
  guaranteeMethod: string;
  repayMethod: number | null;
  loanFor: number;
  interestRate: number | null;
  loanStatus: number;
  loanIndustry: number | null;
  isFirstLoan: number | null;
  failureType: number | null;
  failureReason: string | null;
  createTime: string;
  updateTime: string;
  creditTime: string | null;
  lendingTime: string | null;
  creditRemark: string | null;
  loanRemark: string | null;
  acceptRemark: string | null;
  remark: string | null;
  expiryDate: string | null;
  districtName: string | null;
  streetName: string | null;
  contactName: string | null;
  contactMobile: string | null;
  /** The progress bar's step (spec §4). */
  step: number;
  /** Whether the status shows in the error style (spec §4). */
  errorStyle: boolean;
  canWithdraw: boolean;
}

/** Spec §3 published need list record (/loan/pc/request/myList), with the id, expiry, remark and canWithdraw. */
export interface NeedRecord {
  id: number;
  entId: number;
  entName: string;
  applyAmount: number;
  loanFor: number;
  /** Comma-joined guarantee method codes. */
  guaranteeMethod: string;
  loanPeriod: number;
  interestRate: number | null;
  loanStatus: number;
  productType: null;
  createTime: string;
  expiryDate: string | null;
  remark: string | null;
  canWithdraw: boolean;
}

/** One step of the timeline: a status change, or a 补充材料 round asked or answered (the status unchanged). */
export interface ApplicationEventRecord {
  kind?: 'supplement_asked' | 'supplement_answered';
  fromStatus: number | null;
  toStatus: number;
  actor: string;
  /** The enterprise's account that acted (masked mobile); null for an institution's or the operator's move. */
  actorAccount: string | null;
  remark: string | null;
  creditAmount: number | null;
  loanAmount: number | null;
  /** ISO 8601. */
  time: string;
}

/** One file attached to the application: its stored path (what the file routes name it by) and what to show. */
export interface ApplicationMaterialRecord {
  path: string;
  name: string;
  kind: string;
  contentType: string;
  size: number;
  /** ISO 8601. */
  uploadTime: string;
}

/** /loan/pc/myDetail: the application record with its timeline and attached materials. */
export interface ApplicationDetailRecord extends ApplicationRecord {
  events: ApplicationEventRecord[];
  materials: ApplicationMaterialRecord[];
}

/** Answer of apply, publish and cancel. */
export interface SubmittedRecord {
  id: number;
  loanStatus: number;
}

/** Spec §3 manager info (/org/financial/user/detail/{id}). */
export interface ManagerRecord {
  id: number;
  name: string;
  mobile: string;
  orgId: number;
  orgName: string;
}

/** Spec §3 apply-method record: urlType 1 our form; redirectUrl the QR image (2) or the institution's page. */
export interface ApplyMethodRecord {
  urlType: number;
  redirectUrl: string | null;
}

export { REMARK_MAX } from '../fields.ts';

export const MAX_MATERIALS = 20;
export const MATERIAL_PATH_MAX = 500;
/** An office address's district, street and the contact's name. */
export const NAME_MAX = 50;

export const APPLICATION_MESSAGES = {
  amount: APPLY_AMOUNT_MESSAGES.format,
  amountPositive: APPLY_AMOUNT_MESSAGES.positive,
  amountMax: APPLY_AMOUNT_MESSAGES.max,
  period: LOAN_PERIOD_MESSAGES.integer,
  periodRange: LOAN_PERIOD_MESSAGES.range,
  guarantee: '请选择担保方式',
  mobile: '联系人手机号格式不正确',
  expiryDate: '需求有效期须为今天之后一年以内的日期（YYYY-MM-DD）',
  idempotencyKey: IDEMPOTENCY_KEY_MESSAGE,
  materials: `申请材料最多${MAX_MATERIALS}个`,
  materialPath: '申请材料路径无效',
  materialRepeated: '申请材料不能重复',
  applicationId: '缺少申请ID',
  authEndDate: '授权截止日期格式不正确',
} as const;

const applyAmount = given(
  APPLY_AMOUNT_MESSAGES.required,
  z.preprocess(
    looseNumber,
    z.number({ error: APPLY_AMOUNT_MESSAGES.format }).superRefine((value, ctx) => {
      const issue = applyAmountIssue(value);
      if (issue) ctx.addIssue({ code: 'custom', message: APPLY_AMOUNT_MESSAGES[issue] });
    }),
  ),
);

const loanPeriod = given(
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
  return given(`请选择${label}`, int(label, 1, max));
}

/** Codes 1-5 as an array or comma-joined text (the wire's form); duplicates removed, order kept. */
const guaranteeMethods = given(
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

const name = (label: string) => filledText(label, NAME_MAX);

/**
 * Epoch ms: the data authorisation's end, sent with the company's first application or need (spec §1, §5; the
 * window is checked later).
 */
const authEndDate = z.preprocess(
  (value) => (value === null ? undefined : value),
  z.number({ error: APPLICATION_MESSAGES.authEndDate }).finite({ error: APPLICATION_MESSAGES.authEndDate }).optional(),
);

const applicationId = given(APPLICATION_MESSAGES.applicationId, int('申请ID', 1, MAX_ID));
const productId = given('缺少产品ID', int('产品ID', 1, MAX_ID));

/**
 * An application for a product (our body, spec gap [8]). The office address's district and street must also be the
 * region's (what /zzzttt/address/data lists): the gateway checks that against its address data once this parses.
 */
export const productApply = route<SubmittedRecord>()({
  method: 'POST',
  path: '/loan/product/pc/apply',
  inputIn: 'body',
  input: jsonObject({
    productId,
    applyAmount,
    loanPeriod,
    guaranteeMethods,
    repayMethod: code('还款方式', 8),
    loanFor: code('借款用途', 6),
    isFirstLoan: given('请选择是否首贷', int('是否首贷', 0, 1)),
    districtName: name('所在区县'),
    streetName: name('所在街道'),
    contactName: name('联系人'),
    contactMobile: given(
      '请填写联系人手机号',
      z.string({ error: APPLICATION_MESSAGES.mobile }).regex(MOBILE_PATTERN, { error: APPLICATION_MESSAGES.mobile }),
    ),
    materialPaths: z
      .array(z.string({ error: APPLICATION_MESSAGES.materialPath }).min(1).max(MATERIAL_PATH_MAX), {
        error: APPLICATION_MESSAGES.materialPath,
      })
      .max(MAX_MATERIALS, { error: APPLICATION_MESSAGES.materials })
      .default([])
      .refine((paths) => new Set(paths).size === paths.length, { error: APPLICATION_MESSAGES.materialRepeated }),
    idempotencyKey,
    authEndDate,
  }),
});

/** A published financing need (our body, spec gap [8]). */
export const needPublish = route<SubmittedRecord>()({
  method: 'POST',
  path: '/loan/pc/apply',
  inputIn: 'body',
  input: jsonObject({
    applyAmount,
    loanFor: code('借款用途', 6),
    guaranteeMethods,
    loanPeriod,
    interestRate: given('请填写可接受最高利率', money('可接受最高利率', 0, 36)),
    expiryDate: given(
      APPLICATION_MESSAGES.expiryDate,
      z.string({ error: APPLICATION_MESSAGES.expiryDate }).regex(/^\d{4}-\d{2}-\d{2}$/, {
        error: APPLICATION_MESSAGES.expiryDate,
      }),
    ),
    remark: text('需求说明', REMARK_MAX).optional(),
    idempotencyKey,
    authEndDate,
  }),
});

/** The application lists' paging: 8 a page unless asked (spec §9). */
const myListInput = z.preprocess(
  (value) => value ?? {},
  jsonObject({ ...paging, pageSize: int('每页条数', 1, 50).default(8) }),
);

/** The session company's product applications, newest first. */
export const myApplicationList = route<PageRecord<ApplicationRecord>>()({
  method: 'POST',
  path: '/loan/pc/myList',
  inputIn: 'body',
  input: myListInput,
});

/** The session company's published needs, newest first. */
export const myNeedList = route<PageRecord<NeedRecord>>()({
  method: 'POST',
  path: '/loan/pc/request/myList',
  inputIn: 'body',
  input: myListInput,
});

/** One application or need of the session company with its timeline (-8001 for anyone else's). */
export const myApplicationDetail = route<ApplicationDetailRecord>()({
  method: 'POST',
  path: '/loan/pc/myDetail',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** Withdraws an application or need of the session company (spec §4: while its status allows). */
export const applicationCancel = route<SubmittedRecord>()({
  method: 'POST',
  path: '/loan/pc/cancel',
  inputIn: 'query',
  input: jsonObject({ id: applicationId }),
});

/** How a product is applied for; public like the product detail. */
export const applyMethod = route<ApplyMethodRecord>()({
  method: 'POST',
  path: '/loan/product/pc/getApplyMethod',
  inputIn: 'query',
  input: jsonObject({ id: productId }),
});

/** Spec §3 manager info, for a company one of whose applications the manager handles. */
export const managerDetail = route<ManagerRecord>()({
  method: 'POST',
  path: '/org/financial/user/detail/:id',
  inputIn: 'path',
  input: jsonObject({ id: given('缺少客户经理ID', int('客户经理ID', 1, MAX_ID)) }),
});
