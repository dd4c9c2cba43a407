/**
 * 预授信's grant form: the values as typed, their check with the gateway's rules (the same as each CSV row's) and
 * the mutation's input.
 */
import { isPreCreditAmountText, PRE_CREDIT_AMOUNT_MESSAGES } from '@sme/contract/fields';
import {
  PRE_CREDIT_IMPORT_MAX_CHARS,
  PRE_CREDIT_MAX_DAYS,
  PRE_CREDIT_REMARK_MAX,
} from '@sme/contract/routes/org-products-texts';
import { isUniformCode } from '@sme/contract/uniform-code';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface GrantValues {
  uniformCode: string;
  amount: string;
  validFrom: string;
  validUntil: string;
  remark: string;
}

export const EMPTY_GRANT: GrantValues = { uniformCode: '', amount: '', validFrom: '', validUntil: '', remark: '' };

export interface GrantInputValue {
  uniformCode: string;
  amount: number;
  validFrom?: string;
  validUntil: string;
  remark?: string;
}

export type GrantErrors = Partial<Record<keyof GrantValues, string>>;
export type GrantCheck = { ok: true; input: GrantInputValue } | { ok: false; errors: GrantErrors };

function realDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

export function checkGrant(values: GrantValues, today: string): GrantCheck {
  const errors: GrantErrors = {};
  const code = values.uniformCode.trim().toUpperCase();
  if (!code) errors.uniformCode = '请填写统一社会信用代码';
  else if (!isUniformCode(code)) errors.uniformCode = '统一社会信用代码格式或校验位不正确';
  const amountText = values.amount.trim();
  const amount = Number(amountText);
  if (!amountText) errors.amount = PRE_CREDIT_AMOUNT_MESSAGES.required;
  else if (!isPreCreditAmountText(amountText)) errors.amount = PRE_CREDIT_AMOUNT_MESSAGES.invalid;
  const from = values.validFrom.trim() || today;
  if (!realDay(from)) errors.validFrom = '生效日期须为有效日期（YYYY-MM-DD）';
  const until = values.validUntil.trim();
  if (!until) errors.validUntil = '请填写到期日期';
  else if (!realDay(until)) errors.validUntil = '到期日期须为有效日期（YYYY-MM-DD）';
  else if (!errors.validFrom && until < from) errors.validUntil = '到期日期不能早于生效日期';
  else if (until < today) errors.validUntil = '到期日期不能早于今天';
  else if (!errors.validFrom && (Date.parse(until) - Date.parse(from)) / 86_400_000 > PRE_CREDIT_MAX_DAYS) {
    errors.validUntil = '有效期不能超过3年';
  }
  const remark = values.remark.trim();
  if ([...remark].length > PRE_CREDIT_REMARK_MAX) errors.remark = `备注不能超过${PRE_CREDIT_REMARK_MAX}个字符`;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      uniformCode: code,
      amount,
      validUntil: until,
      ...(values.validFrom.trim() ? { validFrom: from } : {}),
      ...(remark ? { remark } : {}),
    },
  };
}

/** The CSV template offered for download and shown as the paste box's placeholder. */
export const CSV_TEMPLATE =
  '统一社会信用代码,额度（万元）,生效日期,到期日期,备注\n91440101MA59XXXXXX,100,2026-01-01,2026-12-31,示例';

/** The pasted or uploaded text before it is sent: empty or too long is said here. */
export function checkCsv(text: string): string | null {
  if (text.trim() === '') return '导入内容为空，请粘贴或上传 CSV';
  if (text.length > PRE_CREDIT_IMPORT_MAX_CHARS) return `导入内容不能超过${PRE_CREDIT_IMPORT_MAX_CHARS}个字符`;
  return null;
}
