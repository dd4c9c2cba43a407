import { SUBSIDY_LIMITS, SUBSIDY_MESSAGES } from '@sme/contract/routes/subsidy-claims';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { type Optional, optionalInt, optionalText, paging, positiveId } from './arguments.ts';

/** Subsidy claim arguments → the gateway's input, or InvalidArgumentError with the gateway's wording. */

const STATUSES = ['submitted', 'approved', 'returned'] as const;

export const claimId = (value: string) => positiveId(value, '补贴申请ID', 'id');

function evidence(paths: Optional<readonly string[]>, least: number): string[] {
  const list = [...(paths ?? [])];
  if (list.length < least) throw new InvalidArgumentError(SUBSIDY_MESSAGES.filesRequired, 'filePaths');
  if (list.length > SUBSIDY_LIMITS.filesMax) throw new InvalidArgumentError(SUBSIDY_MESSAGES.filesTooMany, 'filePaths');
  return list;
}

export function newClaim(args: { applicationId: string; programmeId: string; filePaths: readonly string[] }) {
  return {
    applicationId: positiveId(args.applicationId, '申请ID', 'applicationId'),
    programmeId: positiveId(args.programmeId, '补贴项目ID', 'programmeId'),
    filePaths: evidence(args.filePaths, SUBSIDY_LIMITS.filesMin),
  };
}

export function resubmission(args: { id: string; filePaths?: Optional<readonly string[]>; note?: Optional<string> }) {
  const note = optionalText(args.note, '补充说明', SUBSIDY_LIMITS.noteMax, 'note');
  return { id: claimId(args.id), filePaths: evidence(args.filePaths, 0), ...(note ? { note } : {}) };
}

export function returnReason(args: { id: string; reason: string }) {
  const reason = optionalText(args.reason, '退回原因', SUBSIDY_LIMITS.reasonMax, 'reason');
  if (!reason) throw new InvalidArgumentError(SUBSIDY_MESSAGES.reasonRequired, 'reason');
  return { id: claimId(args.id), reason };
}

export function reviewFilter(args: {
  status?: Optional<string>;
  pageNum?: Optional<number>;
  pageSize?: Optional<number>;
}) {
  const status = args.status?.trim() || undefined;
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) {
    throw new InvalidArgumentError('状态取值无效', 'status');
  }
  return { ...paging(args), ...(status ? { status: status as (typeof STATUSES)[number] } : {}) };
}

export function figuresYear(year: Optional<number>) {
  const value = optionalInt(year, '年度', 2000, 2100, 'year');
  return value === undefined ? {} : { year: value };
}
