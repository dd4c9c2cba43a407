import { positiveInteger } from '#shared/validation/url-numbers.ts';

/**
 * The 惠企政策 list selection, kept in the URL query so back, refresh and shared links keep it:
 * `#/enterpriseFriendly?keyword=贴息&dept=粤秀示范区科学技术局&from=2025-01-01&to=2025-12-31&page=2`.
 */
export interface PolicySearch {
  keyword?: string;
  department?: string;
  publishedFrom?: string;
  publishedTo?: string;
  page: number;
}

/** Ten policies a page, like the portal's other lists. */
export const POLICY_PAGE_SIZE = 10;
const TEXT_MAX = 50;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, TEXT_MAX);
  return trimmed || undefined;
}

/** A YYYY-MM-DD day the calendar has; anything else is ignored rather than sent to be refused. */
export function calendarDay(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed || !DAY.test(trimmed)) return undefined;
  const date = new Date(`${trimmed}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === trimmed ? trimmed : undefined;
}

/** Reads the selection; values that do not parse are dropped and a reversed date range is swapped. */
export function parsePolicySearch(params: URLSearchParams): PolicySearch {
  const search: PolicySearch = { page: positiveInteger(params.get('page')) ?? 1 };
  const keyword = text(params.get('keyword'));
  if (keyword) search.keyword = keyword;
  const department = text(params.get('dept'));
  if (department) search.department = department;
  let from = calendarDay(params.get('from'));
  let to = calendarDay(params.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  if (from) search.publishedFrom = from;
  if (to) search.publishedTo = to;
  return search;
}

export function policySearchToParams(search: PolicySearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set('keyword', search.keyword);
  if (search.department) params.set('dept', search.department);
  if (search.publishedFrom) params.set('from', search.publishedFrom);
  if (search.publishedTo) params.set('to', search.publishedTo);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** The GraphQL filter of a selection: only what was chosen. */
export function policyFilter(search: PolicySearch) {
  return {
    ...(search.keyword ? { keyword: search.keyword } : {}),
    ...(search.department ? { department: search.department } : {}),
    ...(search.publishedFrom ? { publishedFrom: search.publishedFrom } : {}),
    ...(search.publishedTo ? { publishedTo: search.publishedTo } : {}),
  };
}

/** True when any filter is chosen (the empty list then says nothing matched, and offers to clear). */
export function isFiltered(search: PolicySearch): boolean {
  return Object.keys(policyFilter(search)).length > 0;
}
