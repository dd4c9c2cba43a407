/**
 * The one-click estimate, pre-credit limits, the credit summary and equity requests (docs/gateway-api.md, "Estimates,
 * pre-credit and equity"): every call is a certified member's of the session's company.
 */
import { z } from 'zod';
import { MAX_ID, MOBILE_PATTERN } from '../fields.ts';
import type { PageRecord, ProductRecord } from './catalog.ts';
import {
  COLLATERAL_CHOICES,
  COMPANY_STAGES,
  EMPLOYEE_BAND_CHOICES,
  EXISTING_LOAN_BAND_CHOICES,
  type QuestionChoice,
  type QuotaAnswersRecord,
  REVENUE_BAND_CHOICES,
  TAX_RATING_CHOICES,
  type TaxRating,
  YEARS_BAND_CHOICES,
} from './estimate-codes.ts';
import { filledText, IDEMPOTENCY_KEY_MESSAGE, idempotencyKey, int, jsonObject, money, text } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** The questionnaire's questions with the company's latest answers (null before the first). */
export interface QuotaQuestionnaireRecord {
  answers: QuotaAnswersRecord | null;
  updatedAt: string | null;
  questions: { key: string; label: string; options: { code: string; label: string }[] }[];
}

/** An estimate: the range in 万元, each factor and what it did, ISO time. */
export interface QuotaEstimateRecord {
  id: number;
  lowAmount: number;
  highAmount: number;
  factors: {
    key: string;
    label: string;
    value: string;
    source: string;
    multiplier: number | null;
    direction: string;
    effect: string;
  }[];
  disclaimer: string;
  formulaVersion: number;
  estimatedAt: string;
}

/** One pre-credit limit as both sides see it: the product it is for, the amount, its validity and state. */
export interface PreCreditGrantRecord {
  productId: number | null;
  productName: string | null;
  /** 万元. */
  amount: number;
  /** YYYY-MM-DD. */
  validFrom: string;
  validUntil: string;
  status: number;
  statusLabel: string;
  remark: string | null;
  grantedAt: string;
}

/** A pre-credit limit of the session's company, with its institution. */
export interface PreCreditRecord extends PreCreditGrantRecord {
  id: number;
  orgId: number;
  orgName: string;
}

export interface StatusCountRecord {
  loanStatus: number;
  count: number;
}

/** The platform's own record of the company (it has no credit bureau), labelled 平台信用信息摘要. */
export interface CreditSummaryRecord {
  title: string;
  notice: string;
  generatedAt: string;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
  registry: { entityType: string; status: string; establishedOn: string; district: string; street: string } | null;
  applications: { total: number; byStatus: StatusCountRecord[] };
  needs: { total: number; byStatus: StatusCountRecord[] };
  preCredit: { inForceCount: number; inForceAmount: number };
  authorisation: { inForce: boolean; until: string | null };
}

export interface EquitySubmittedRecord {
  id: number;
  status: number;
  createdAt: string;
}

/** 万元: 100 亿元, above any equity round the platform brokers. */
export const MAX_EQUITY_AMOUNT = 1_000_000;
export const USE_OF_FUNDS_MAX = 500;
export const EQUITY_REMARK_MAX = 500;
const NAME_MAX = 50;

export const ESTIMATE_MESSAGES = {
  uniformCode: '统一社会信用代码格式不正确',
  equityAmount: '融资金额必须为数字，且最多保留2位小数',
  equityAmountRange: `融资金额须大于0且不超过${MAX_EQUITY_AMOUNT}万元`,
  sharePercent: '出让股权比例必须为数字，且最多保留2位小数',
  sharePercentRange: '出让股权比例须大于0且不超过100%',
  mobile: '联系人手机号格式不正确',
  idempotencyKey: IDEMPOTENCY_KEY_MESSAGE,
} as const;

/** A field that must be given: missing, null and blank text all answer `message`. */
function answered<S extends z.ZodType>(message: string, schema: S) {
  return z
    .unknown()
    .refine(
      (value): boolean => value !== undefined && value !== null && !(typeof value === 'string' && !value.trim()),
      { error: message },
    )
    .pipe(schema);
}

/** One answer of the questionnaire: required, and one of the question's codes. */
function answer(label: string, choices: readonly QuestionChoice<number>[]) {
  const codes = choices.map((choice) => choice.code);
  return answered(
    `请选择${label}`,
    int(label, Math.min(...codes), Math.max(...codes)).refine((code) => codes.includes(code), {
      error: `${label}取值无效`,
    }),
  );
}

const ratings = TAX_RATING_CHOICES.map((rating) => rating.code) as [TaxRating, ...TaxRating[]];
const stageCodes: number[] = COMPANY_STAGES.map((stage) => stage.code);

/** The questionnaire's answers, stored as the company's latest. */
export const questionnaireSubmit = route<QuotaQuestionnaireRecord>()({
  method: 'POST',
  path: '/loan/product/pc/questionnaire/submit',
  inputIn: 'body',
  input: jsonObject({
    revenueBand: answer('上年度营业收入', REVENUE_BAND_CHOICES),
    taxRating: answered(
      '请选择纳税信用等级',
      z.preprocess(
        (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
        z.enum(ratings, { error: '纳税信用等级须为A、B、M、C、D之一' }),
      ),
    ),
    employeesBand: answer('员工人数', EMPLOYEE_BAND_CHOICES),
    yearsBand: answer('经营年限', YEARS_BAND_CHOICES),
    existingLoansBand: answer('现有贷款余额', EXISTING_LOAN_BAND_CHOICES),
    collateral: answer('可提供的抵质押物', COLLATERAL_CHOICES),
  }),
});

/** The questionnaire and the session company's latest answers. */
export const questionnaireDetail = routeWithoutInput<QuotaQuestionnaireRecord>()(
  'POST',
  '/loan/product/pc/questionnaire/detail',
);

/** Makes the one-click estimate from the stored answers (-8020 without them). */
export const quotaEstimate = routeWithoutInput<QuotaEstimateRecord>()('POST', '/loan/pc/yc/quota');

/** The company's latest estimate, or null before its first. */
export const latestQuotaEstimate = routeWithoutInput<QuotaEstimateRecord | null>()('GET', '/loan/pc/yc/quota/latest');

/** Products overlapping the latest estimate (-8021 without one). */
export const quotaProducts = route<{ estimate: QuotaEstimateRecord; products: PageRecord<ProductRecord> }>()({
  method: 'POST',
  path: '/loan/pc/yc/quota/products',
  inputIn: 'body',
  input: z.preprocess(
    (value) => value ?? {},
    jsonObject({ pageNum: int('页码', 1, 1000).default(1), pageSize: int('每页条数', 1, 50).default(10) }),
  ),
});

/** GB 32100 characters; the check character is not verified here: an unknown code simply matches nothing. */
const uniformCodeInput = jsonObject({
  uniformCode: answered(
    '请提供统一社会信用代码',
    z
      .string({ error: ESTIMATE_MESSAGES.uniformCode })
      .transform((value) => value.trim().toUpperCase())
      .pipe(z.string().regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/, { error: ESTIMATE_MESSAGES.uniformCode })),
  ),
});

/** Whether the session company (when the code is its own) has a pre-credit limit in force. */
export const preCreditExists = route<boolean>()({
  method: 'GET',
  path: '/loan/pc/ent/grant/credit/portal/precredit/exist',
  inputIn: 'query',
  input: uniformCodeInput,
});

/** The session company's pre-credit limits (none for another company's code). */
export const preCreditList = route<PreCreditRecord[]>()({
  method: 'GET',
  path: '/loan/pc/ent/grant/credit/portal/precredit',
  inputIn: 'query',
  input: uniformCodeInput,
});

/** The platform's credit summary of the session company. */
export const creditSummary = routeWithoutInput<CreditSummaryRecord>()('POST', '/zzzttt/credit/report/result');

/** An equity financing request; a repeated idempotency key answers the request it made. */
export const equityApply = route<EquitySubmittedRecord>()({
  method: 'POST',
  path: '/loan/pc/equity/apply',
  inputIn: 'body',
  input: jsonObject({
    amount: answered(
      '请填写融资金额',
      money('融资金额', 0, MAX_EQUITY_AMOUNT).refine((n) => n > 0, { error: ESTIMATE_MESSAGES.equityAmountRange }),
    ),
    sharePercent: answered(
      '请填写出让股权比例',
      money('出让股权比例', 0, 100).refine((n) => n > 0, { error: ESTIMATE_MESSAGES.sharePercentRange }),
    ),
    useOfFunds: answered('请填写资金用途', text('资金用途', USE_OF_FUNDS_MAX)),
    companyStage: answered(
      '请选择企业发展阶段',
      int('企业发展阶段', 1, 5).refine((code) => stageCodes.includes(code), { error: '企业发展阶段取值无效' }),
    ),
    contactName: filledText('联系人', NAME_MAX),
    contactMobile: answered(
      '请填写联系人手机号',
      z.string({ error: ESTIMATE_MESSAGES.mobile }).regex(MOBILE_PATTERN, { error: ESTIMATE_MESSAGES.mobile }),
    ),
    orgId: int('投资机构ID', 1, MAX_ID).optional(),
    remark: text('备注', EQUITY_REMARK_MAX).optional(),
    idempotencyKey,
  }),
});
