import { CANCELLATION_REASONS } from '@sme/contract/catalog-codes';
import { APPLY_AMOUNT_MAX, MONEY_TEXT_PATTERN, REMARK_MAX } from '@sme/contract/fields';
import type { TransitionAction } from './allowed-actions';

/** The action form as typed: every field is text until it is checked. */
export interface TransitionValues {
  remark: string;
  managerId: string;
  amount: string;
  date: string;
  failureType: string;
  failureReason: string;
}

export const EMPTY_TRANSITION: TransitionValues = {
  remark: '',
  managerId: '',
  amount: '',
  date: '',
  failureType: '',
  failureReason: '',
};

export interface TransitionInputValue {
  id: string;
  toStatus: number;
  remark?: string;
  amount?: number;
  date?: string;
  failureType?: number;
  failureReason?: string;
  managerId?: string;
}

export type FieldErrors = Partial<Record<keyof TransitionValues, string>>;

export type TransitionCheck = { ok: true; input: TransitionInputValue } | { ok: false; errors: FieldErrors };

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in YYYY-MM-DD. */
function isCalendarDay(text: string): boolean {
  if (!DATE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}

function checkAmount(text: string, cap: number | null, capMessage: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '请填写金额';
  if (!MONEY_TEXT_PATTERN.test(trimmed)) return '金额须为数字，最多两位小数';
  const value = Number(trimmed);
  if (value <= 0) return '金额须大于0';
  if (value > APPLY_AMOUNT_MAX) return `金额不能大于${APPLY_AMOUNT_MAX}`;
  if (cap !== null && value > cap) return capMessage;
  return null;
}

function checkDate(text: string, today: string): string | null {
  if (!text) return '请选择日期';
  if (!isCalendarDay(text)) return '日期不是有效日期';
  if (text > today) return '日期不能晚于今天';
  return null;
}

/**
 * Checks the form of one action before it is sent, with the gateway's rules and texts (docs/gateway-api.md,
 * "/loan/org/transition"): 受理 a manager and a remark; 授信 and 放款 an amount (万元, 2 decimals, at most
 * APPLY_AMOUNT_MAX; a loan not above the credit) and a day not after today; failures a reason type 1-4 and a note;
 * every text at most REMARK_MAX characters.
 */
export function checkTransition(
  id: string,
  action: TransitionAction,
  values: TransitionValues,
  context: { creditAmount: number | null; today: string },
): TransitionCheck {
  const errors: FieldErrors = {};
  const input: TransitionInputValue = { id, toStatus: action.toStatus };
  const remark = values.remark.trim();
  if (remark.length > REMARK_MAX) errors.remark = `备注不能超过${REMARK_MAX}个字符`;
  else if (remark) input.remark = remark;

  switch (action.kind) {
    case 'accept':
      if (!values.managerId) errors.managerId = '请选择客户经理';
      else input.managerId = values.managerId;
      if (!remark) errors.remark = '请填写受理备注';
      break;
    case 'credit':
    case 'lend': {
      const amountError =
        action.kind === 'lend'
          ? checkAmount(values.amount, context.creditAmount, '放款金额不能大于授信金额')
          : checkAmount(values.amount, null, '');
      if (amountError) errors.amount = amountError;
      else input.amount = Number(values.amount.trim());
      const dateError = checkDate(values.date, context.today);
      if (dateError) errors.date = dateError;
      else input.date = values.date;
      break;
    }
    case 'failure': {
      const type = Number(values.failureType);
      if (!CANCELLATION_REASONS.some((reason) => reason === type)) errors.failureType = '请选择失败原因类型';
      else input.failureType = type;
      const reason = values.failureReason.trim();
      if (!reason) errors.failureReason = '请填写失败说明';
      else if (reason.length > REMARK_MAX) errors.failureReason = `失败说明不能超过${REMARK_MAX}个字符`;
      else input.failureReason = reason;
      break;
    }
    case 'review':
      break;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, input };
}
