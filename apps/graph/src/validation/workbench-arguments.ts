import { isLoanStatus, LOAN_STATUSES } from '@sme/contract/loan-status';
import { REMARK_MAX } from '@sme/contract/routes/applications';
import { LOAN_STATUS_MAX, type orgApplicationTransition, SLA_DAYS_MAX } from '@sme/contract/routes/org-queue';
import type { ParsedInput } from '@sme/contract/routes/route';
import {
  STAFF_LOGIN_MESSAGES as LOGIN,
  STAFF_USERNAME_PATTERN,
  TOTP_CODE_PATTERN,
} from '@sme/contract/routes/staff-auth';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type {
  MutationStaffConfirmCodeArgs,
  OrgApplicationFilter,
  StaffLoginInput,
  TransitionInput,
} from '#generated/resolvers-types.ts';
import { cancellationReasons } from '#lookups/lists.ts';
import { passwordDigest } from '#security/password-digest.ts';
import type { OrgListBody } from '#upstream/workbench-records.ts';
import { captchaToken, oneTimeValue } from './account-fields.ts';
import {
  type Optional,
  optionalAmount,
  optionalCode,
  optionalDay,
  optionalInt,
  optionalPositiveId,
  optionalText,
  type PageArgs,
  paging,
  positiveId,
} from './arguments.ts';

/**
 * Workbench arguments → the gateway's bodies, or InvalidArgumentError, with the gateway's wording
 * (docs/gateway-api.md, "Workbench"). The password leaves here as its SHA-256 only.
 */

/** A typed password is never longer than this (the gateway only ever sees its digest). */
const MAX_PASSWORD_LENGTH = 128;

export function staffLoginBody(input: StaffLoginInput): { username: string; password: string; token: string } {
  const username = (input.username ?? '').trim().toLowerCase();
  if (!username) throw new InvalidArgumentError(LOGIN.usernameRequired, 'input.username');
  if (!STAFF_USERNAME_PATTERN.test(username)) throw new InvalidArgumentError(LOGIN.usernameMalformed, 'input.username');
  const password = input.password ?? '';
  if (!password) throw new InvalidArgumentError('请输入密码', 'input.password');
  if ([...password].length > MAX_PASSWORD_LENGTH) {
    throw new InvalidArgumentError(`密码不能超过${MAX_PASSWORD_LENGTH}个字符`, 'input.password');
  }
  return {
    username,
    password: passwordDigest(password),
    token: captchaToken(input.captchaToken, 'input.captchaToken'),
  };
}

export function staffCodeBody({ ticket, code }: MutationStaffConfirmCodeArgs): { ticket: string; code: string } {
  const checkedTicket = oneTimeValue(ticket, 'ticket', LOGIN.ticketGone, LOGIN.ticketGone);
  const digits = (code ?? '').replace(/\s/g, '');
  if (!digits) throw new InvalidArgumentError(LOGIN.codeRequired, 'code');
  if (!TOTP_CODE_PATTERN.test(digits)) throw new InvalidArgumentError(LOGIN.codeMalformed, 'code');
  return { ticket: checkedTicket, code: digits };
}

function statusCode(value: number, argument: string): number {
  if (!isLoanStatus(value)) {
    throw new InvalidArgumentError(`状态码不正确：${value}`, argument);
  }
  return value;
}

export function orgListBody(filter: Optional<OrgApplicationFilter>, page: Optional<PageArgs>): OrgListBody {
  const body: OrgListBody = paging(page);
  const statuses = filter?.statuses ?? [];
  if (statuses.length > LOAN_STATUSES.length) {
    throw new InvalidArgumentError(`状态筛选最多${LOAN_STATUSES.length}个`, 'filter.statuses');
  }
  const codes = [...new Set(statuses.map((code) => statusCode(code, 'filter.statuses')))];
  if (codes.length > 0) body.loanStatus = codes.join(',');
  if (filter?.overdue !== null && filter?.overdue !== undefined) body.overdue = filter.overdue;
  const source = optionalInt(filter?.source, '来源', 1, 2, 'filter.source');
  if (source !== undefined) body.source = source;
  const orgId = optionalPositiveId(filter?.orgId, '机构ID', 'filter.orgId');
  if (orgId !== undefined) body.orgId = orgId;
  // Issue 20, slice supplement: 有补件 only.
  if (filter?.supplementAnswered === true) body.supplementAnswered = true;
  return body;
}

/** The form's fields; which ones a move needs is the gateway's status machine's to say. */
export function transitionBody(input: TransitionInput): ParsedInput<typeof orgApplicationTransition> {
  const toStatus = optionalInt(input.toStatus, '目标状态', 1, LOAN_STATUS_MAX, 'input.toStatus');
  if (toStatus === undefined) throw new InvalidArgumentError('缺少目标状态（toStatus）', 'input.toStatus');
  const body: ParsedInput<typeof orgApplicationTransition> = {
    id: positiveId(input.id, '申请ID', 'input.id'),
    toStatus,
  };
  const remark = optionalText(input.remark, '备注', REMARK_MAX, 'input.remark');
  if (remark !== undefined) body.remark = remark;
  const amount = optionalAmount(input.amount, '金额', 'input.amount');
  if (amount !== undefined) body.amount = amount;
  const date = optionalDay(input.date, 'input.date', {
    malformed: '日期（date）格式应为 YYYY-MM-DD',
    notADay: '日期（date）不是有效日期',
  });
  if (date !== undefined) body.date = date;
  const failureType = optionalCode(cancellationReasons, input.failureType, '失败原因类型', 'input.failureType');
  if (failureType !== undefined) body.failureType = failureType;
  const failureReason = optionalText(input.failureReason, '失败说明', REMARK_MAX, 'input.failureReason');
  if (failureReason !== undefined) body.failureReason = failureReason;
  const managerId = optionalPositiveId(input.managerId, '客户经理ID', 'input.managerId');
  if (managerId !== undefined) body.managerId = managerId;
  return body;
}

export function slaDays(days: Optional<number>): number | undefined {
  return optionalInt(days, '统计天数', 1, SLA_DAYS_MAX, 'days');
}

export function workbenchPage(page: Optional<PageArgs>) {
  return paging(page);
}
