/**
 * The limits and texts of the institution administrator's products and pre-credit (docs/gateway-api.md,
 * "Institution products and pre-credit"). No zod: the admin's forms read the same numbers.
 */
import { PRE_CREDIT_AMOUNT_MESSAGES } from '../fields.ts';

/** The limits of an institution's product; the gateway, the graph and the admin's form check the same numbers. */
export const PRODUCT_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  /** 万元: a guard against typing errors (10 亿元), well inside numeric(14,2). */
  amountMax: 100_000,
  /** Annual rate in percent. */
  rateMin: 0.01,
  rateMax: 36,
  /** Months (30 years). */
  periodMax: 360,
  summaryMax: 100,
  longTextMax: 2_000,
  redirectUrlMax: 500,
} as const;

/** A pre-credit limit is valid for at most this many days (3 years). */
export const PRE_CREDIT_MAX_DAYS = 1_096;
/** Characters of one CSV import of pre-credits (about 500 rows with remarks). */
export const PRE_CREDIT_IMPORT_MAX_CHARS = 100_000;
export const PRE_CREDIT_REMARK_MAX = 200;

/** Rows of one CSV import. */
export const PRE_CREDIT_IMPORT_MAX_ROWS = 500;

export const PRODUCT_MESSAGES = {
  nameRequired: '请填写产品名称',
  nameLength: `产品名称须为${PRODUCT_LIMITS.nameMin}-${PRODUCT_LIMITS.nameMax}个字符`,
  nameCharacters: '产品名称含有不允许的字符',
  nameTaken: '本机构已有同名产品，请换一个名称',
  typeRequired: '请选择产品类型',
  guaranteeRequired: '请至少选择一种担保方式',
  repayRequired: '请至少选择一种还款方式',
  amountOrder: '最低额度不能大于最高额度',
  rateOrder: '最低年利率不能大于最高年利率',
  periodOrder: '最短期限不能大于最长期限',
  redirectUrl: '机构申请链接须为 http:// 或 https:// 开头的有效网址',
  redirectUrlTooLong: `机构申请链接不能超过${PRODUCT_LIMITS.redirectUrlMax}个字符`,
  formHasNoUrl: '在线申请（平台申请表）的产品不填写机构申请链接',
  notFound: '产品不存在',
  removed: '该产品已下架，不能修改',
} as const;

export const PRE_CREDIT_MESSAGES = {
  codeRequired: '请填写统一社会信用代码',
  codeInvalid: '统一社会信用代码格式或校验位不正确',
  companyUnknown: '该企业尚未在平台注册，不能授予预授信',
  amountRequired: PRE_CREDIT_AMOUNT_MESSAGES.required,
  amountInvalid: PRE_CREDIT_AMOUNT_MESSAGES.invalid,
  dateInvalid: (label: string) => `${label}须为有效日期（YYYY-MM-DD）`,
  untilRequired: '请填写到期日期',
  untilBeforeFrom: '到期日期不能早于生效日期',
  untilPast: '到期日期不能早于今天',
  tooLong: '有效期不能超过3年',
  remarkTooLong: `备注不能超过${PRE_CREDIT_REMARK_MAX}个字符`,
  productNotOffered: '所选产品不是本机构在架的产品',
  duplicateInFile: (line: number) => `与第${line}行的企业重复`,
  csvEmpty: '导入内容为空，请粘贴或上传 CSV',
  csvTooManyRows: `一次最多导入${PRE_CREDIT_IMPORT_MAX_ROWS}行`,
  csvTooLong: `导入内容不能超过${PRE_CREDIT_IMPORT_MAX_CHARS}个字符`,
  csvColumns: '列数不对：每行须为 统一社会信用代码,额度（万元）,生效日期,到期日期[,备注]',
  csvQuote: '引号不成对',
} as const;
