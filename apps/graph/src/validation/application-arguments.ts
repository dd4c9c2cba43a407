import {
  APPLY_AMOUNT_MESSAGES,
  applyAmountIssue,
  isMobile,
  LOAN_PERIOD_MESSAGES,
  loanPeriodIssue,
} from '@sme/contract/fields';
import {
  APPLICATION_MESSAGES,
  MATERIAL_PATH_MAX,
  MAX_MATERIALS,
  NAME_MAX,
  type needPublish,
  type productApply,
  REMARK_MAX,
} from '@sme/contract/routes/applications';
import { DISTRICT_CODE_PATTERN, DIVISION_MESSAGES } from '@sme/contract/routes/divisions';
import { IDEMPOTENCY_KEY_PATTERN } from '@sme/contract/routes/input-fields';
import type { ParsedInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type {
  FinancingNeedInput,
  ProductApplicationInput,
  QueryAddressDivisionsArgs,
} from '#generated/resolvers-types.ts';
import { guaranteeMethods, loanPurposes, repayMethods } from '#lookups/lists.ts';
import { isKnownCode, type LookupList } from '#lookups/lookup.ts';
import { optionalAmount, optionalText, type PageArgs, paging, positiveId } from './arguments.ts';

/** Argument checks of the application calls, with the contract's limits and texts (@sme/contract/routes/applications). */

/** Spec §9: the application lists show 8 a page. */
export const APPLICATION_PAGE_SIZE = 8;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function applyAmount(value: number, argument: string): number {
  const amount = optionalAmount(value, '申请金额', argument) ?? value;
  const issue = applyAmountIssue(amount);
  if (issue) throw new InvalidArgumentError(APPLY_AMOUNT_MESSAGES[issue], argument);
  return amount;
}

function loanPeriod(value: number, argument: string): number {
  const issue = loanPeriodIssue(value);
  if (issue) throw new InvalidArgumentError(LOAN_PERIOD_MESSAGES[issue], argument);
  return value;
}

function code(list: LookupList, value: number, label: string, argument: string): number {
  if (!isKnownCode(list, value)) throw new InvalidArgumentError(`请选择${label}`, argument);
  return value;
}

function guarantees(values: readonly number[], argument: string): number[] {
  if (values.length === 0) throw new InvalidArgumentError(APPLICATION_MESSAGES.guarantee, argument);
  for (const value of values) code(guaranteeMethods, value, '担保方式', argument);
  return [...new Set(values)];
}

function name(value: string, label: string, argument: string): string {
  const text = optionalText(value, label, NAME_MAX, argument);
  if (text === undefined) throw new InvalidArgumentError(`请填写${label}`, argument);
  return text;
}

function idempotencyKey(value: string, argument: string): string {
  if (!IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new InvalidArgumentError(APPLICATION_MESSAGES.idempotencyKey, argument);
  }
  return value;
}

function materialPaths(values: readonly string[] | null | undefined, argument: string): string[] {
  const paths = values ?? [];
  if (paths.length > MAX_MATERIALS) throw new InvalidArgumentError(APPLICATION_MESSAGES.materials, argument);
  if (paths.some((path) => path.length === 0 || path.length > MATERIAL_PATH_MAX)) {
    throw new InvalidArgumentError(APPLICATION_MESSAGES.materialPath, argument);
  }
  if (new Set(paths).size !== paths.length)
    throw new InvalidArgumentError(APPLICATION_MESSAGES.materialRepeated, argument);
  return [...paths];
}

/** Mutation.applyForProduct input → the gateway's apply body. */
export function productApplyBody(input: ProductApplicationInput): ParsedInput<typeof productApply> {
  const contactMobile = input.contactMobile.trim();
  if (!isMobile(contactMobile)) throw new InvalidArgumentError(APPLICATION_MESSAGES.mobile, 'input.contactMobile');
  const body: ParsedInput<typeof productApply> = {
    productId: positiveId(input.productId, '产品ID', 'input.productId'),
    applyAmount: applyAmount(input.applyAmount, 'input.applyAmount'),
    loanPeriod: loanPeriod(input.loanPeriod, 'input.loanPeriod'),
    guaranteeMethods: guarantees(input.guaranteeMethods, 'input.guaranteeMethods'),
    repayMethod: code(repayMethods, input.repayMethod, '还款方式', 'input.repayMethod'),
    loanFor: code(loanPurposes, input.loanFor, '借款用途', 'input.loanFor'),
    isFirstLoan: input.isFirstLoan ? 1 : 0,
    districtName: name(input.districtName, '所在区县', 'input.districtName'),
    streetName: name(input.streetName, '所在街道', 'input.streetName'),
    contactName: name(input.contactName, '联系人', 'input.contactName'),
    contactMobile,
    materialPaths: materialPaths(input.materialPaths, 'input.materialPaths'),
    idempotencyKey: idempotencyKey(input.idempotencyKey, 'input.idempotencyKey'),
  };
  const end = authEndDate(input.authEndDate);
  if (end !== undefined) body.authEndDate = end;
  return body;
}

/** The data authorisation's end (epoch ms) when sent; the window is the gateway's check. */
function authEndDate(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isFinite(value)) throw new InvalidArgumentError(APPLICATION_MESSAGES.authEndDate, 'input.authEndDate');
  return value;
}

/** Mutation.publishNeed input → the gateway's publish body (the expiry window is the gateway's check). */
export function needPublishBody(input: FinancingNeedInput): ParsedInput<typeof needPublish> {
  const rate = optionalAmount(input.interestRate, '可接受最高利率', 'input.interestRate');
  if (rate === undefined || rate > 36) {
    throw new InvalidArgumentError('可接受最高利率不能大于36', 'input.interestRate');
  }
  if (!DATE.test(input.expiryDate)) {
    throw new InvalidArgumentError(APPLICATION_MESSAGES.expiryDate, 'input.expiryDate');
  }
  const remark = optionalText(input.remark, '需求说明', REMARK_MAX, 'input.remark');
  const body: ParsedInput<typeof needPublish> = {
    applyAmount: applyAmount(input.applyAmount, 'input.applyAmount'),
    loanFor: code(loanPurposes, input.loanFor, '借款用途', 'input.loanFor'),
    guaranteeMethods: guarantees(input.guaranteeMethods, 'input.guaranteeMethods'),
    loanPeriod: loanPeriod(input.loanPeriod, 'input.loanPeriod'),
    interestRate: rate,
    expiryDate: input.expiryDate,
    ...(remark === undefined ? {} : { remark }),
    idempotencyKey: idempotencyKey(input.idempotencyKey, 'input.idempotencyKey'),
  };
  const end = authEndDate(input.authEndDate);
  if (end !== undefined) body.authEndDate = end;
  return body;
}

/** The application lists' paging: 8 a page unless asked (spec §9). */
export function applicationPage(page: PageArgs | null | undefined) {
  const checked = paging(page);
  return { pageNum: checked.pageNum, pageSize: page?.pageSize == null ? APPLICATION_PAGE_SIZE : checked.pageSize };
}

/** Query.addressDivisions arguments: level 1, or level 2 with a 6-digit district code. */
export function divisionArgs({ level, parentCode }: QueryAddressDivisionsArgs): { level: 1 | 2; parentCode?: string } {
  if (level === 1) return { level };
  if (level !== 2) throw new InvalidArgumentError(DIVISION_MESSAGES.level, 'level');
  const code = parentCode?.trim() ?? '';
  if (!DISTRICT_CODE_PATTERN.test(code)) throw new InvalidArgumentError(DIVISION_MESSAGES.parentCode, 'parentCode');
  return { level, parentCode: code };
}
