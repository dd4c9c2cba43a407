/** Spec §9 constants and the small rules of the zone pages. */

/** Products per page of the zone and class lists. */
export const ZONE_PAGE_SIZE = 10;

/** Spec §9: the next-page button shows only when the list has exactly 10 items. */
export function showsNextPage(itemsOnPage: number): boolean {
  return itemsOnPage === ZONE_PAGE_SIZE;
}

/** Spec §9: ticking the filter-all checkbox scrolls the page to 426 px. */
export const FILTER_ALL_SCROLL_TOP = 426;

/** The page number of a list from the address (?page=), 1 when absent or not a positive integer. */
export function pageFromParams(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

/** Guarantee method codes chosen on the class page (?gm=1,4), known codes only; empty means 全部. */
export function guaranteeFilterFromParams(params: URLSearchParams, known: readonly number[]): number[] {
  const codes = (params.get('gm') ?? '')
    .split(',')
    .map(Number)
    .filter((code) => known.includes(code));
  return [...new Set(codes)].sort((a, b) => a - b);
}

/** The portal route of each zone page and the zone it shows (the data's key). */
export const ZONE_ROUTES = [
  { path: '/biomedicine', key: 'biomedicine' },
  { path: '/lsst', key: 'green' },
  { path: '/cgd', key: 'procure' },
  { path: '/bqw', key: 'bqw' },
  { path: '/lendingcenter', key: 'lendingcenter' },
  { path: '/GJFutures', key: 'futures' },
] as const;

export type ZoneKey = (typeof ZONE_ROUTES)[number]['key'];

/** The futures sign-up form's checks, with the gateway's texts. */
const NAME = /^(?:[\u4e00-\u9fa5·•]{2,20}|[A-Za-z][A-Za-z .'-]{1,19})$/;
export const SIGN_UP_TEXTS = {
  nameRequired: '请输入姓名',
  nameMalformed: '请输入正确的姓名（2-20个字）',
  success: '报名成功，期货服务专员将在2个工作日内与您联系',
  failure: '报名失败，请稍后再试',
} as const;

export function signUpNameRule(value: string): string | null {
  const name = value.trim();
  if (!name) return SIGN_UP_TEXTS.nameRequired;
  return NAME.test(name) ? null : SIGN_UP_TEXTS.nameMalformed;
}
