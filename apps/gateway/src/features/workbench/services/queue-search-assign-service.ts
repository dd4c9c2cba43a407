import { beijingMidnight } from '@sme/contract/beijing-time';
import type { searchQueue } from '@sme/contract/routes/desk-assign';
import type { ParsedInput } from '@sme/contract/routes/route';
import { ApiError } from '#http/api-error.ts';
import type { WorkbenchContext } from '../context.ts';
import { ASSIGN_MESSAGES, readQueueKeyword } from '../domain/assign-search.ts';
import { searchQueueRows } from '../stores/queue-search-assign-store.ts';
import { cutoffsAt, queueRecord, restrictionsFor } from './queue-service.ts';
import type { StaffContext } from './staff-guard.ts';

type SearchInput = ParsedInput<typeof searchQueue>;

const DAY_MS = 86_400_000;

/** Who handles the applications asked for: a named manager, the caller (我的), nobody (未分配), or anyone. */
function handlerOf(staff: StaffContext, input: SearchInput): number | null | undefined {
  if (input.managerId !== undefined) return input.managerId;
  if (input.assignment === 'mine') return staff.orgUserId ?? -1;
  if (input.assignment === 'unassigned') return null;
  return undefined;
}

/**
 * POST /loan/org/queue/search: the queue as /loan/org/list answers it, searched by keyword (id, credit code, company
 * name of two characters upwards), filtered (有补件 too), sorted and paged.
 */
export async function searchOrgQueue(ctx: WorkbenchContext, staff: StaffContext, input: SearchInput) {
  const keyword = input.keyword === undefined ? null : readQueueKeyword(input.keyword);
  if (keyword?.kind === 'too-short') throw ApiError.badParams(ASSIGN_MESSAGES.keywordTooShort);
  const { rows, total, totalIsCapped } = await searchQueueRows(ctx.accounts.db, {
    orgId: staff.role === 'operator' ? (input.orgId ?? null) : staff.orgId,
    keyword,
    statuses: input.loanStatus,
    overdue: input.overdue,
    handler: handlerOf(staff, input),
    productId: input.productId,
    source: input.source,
    supplementAnswered: input.supplementAnswered,
    from: input.startDate === undefined ? undefined : beijingMidnight(input.startDate),
    until: input.endDate === undefined ? undefined : new Date(beijingMidnight(input.endDate).getTime() + DAY_MS),
    sort: input.sort ?? 'submitted',
    ...cutoffsAt(ctx, ctx.accounts.clock.now()),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  });
  const restrictions = await restrictionsFor(ctx, staff, rows);
  const records = rows.map((row, index) => queueRecord(row, restrictions[index] ?? null));
  return { records, total, totalIsCapped, pageNum: input.pageNum, pageSize: input.pageSize };
}
