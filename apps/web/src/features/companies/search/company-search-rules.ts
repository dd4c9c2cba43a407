/** Spec §9 company search constants and the paging rules of the add-company dialog (spec §2, §8). */

/** Results per page in the dialog (spec §9; the /verified re-check asks for 99). */
export const SEARCH_PAGE_SIZE = 10;
/** Typing waits this long before searching (spec §9). */
export const SEARCH_DEBOUNCE_MS = 200;
/** Names shorter than this are not searched (the graph refuses them: too broad to be useful). */
export const MIN_SEARCH_LENGTH = 2;

export const COMPANY_TEXTS = {
  prompt: '请完善企业信息，以便更好地为您服务',
  nameRequired: '请输入企业名称',
  tooShort: `请至少输入${MIN_SEARCH_LENGTH}个字`,
  invalidForm: '格式错误',
  added: '添加成功',
  failed: '请求失败，请稍后再试',
  noMoreData: '没有更多数据了',
  tip: '提示：输入企业名称并点击“查询”，即可获取统一社会信用代码和法定代表人。',
} as const;

/** The individual-business alert of an empty result (spec §2), with the hotline of the site settings. */
export const individualBusinessAlert = (hotline: string): string =>
  `未查询到相关企业。如为个体工商户，请输入经营者姓名查询；仍无法查询的，请致电客服热线 ${hotline}。`;

/** The trimmed name when it is long enough to search, else null. */
export function searchableName(text: string): string | null {
  const name = text.trim();
  return [...name].length >= MIN_SEARCH_LENGTH ? name : null;
}

export interface SearchPage<T> {
  items: readonly T[];
  pageNum: number;
  hasNextPage: boolean;
}

/** Spec §9: 下一页 shows only when the list holds exactly one full page. */
export const showNextButton = (page: SearchPage<unknown>): boolean => page.items.length === SEARCH_PAGE_SIZE;

export const showPreviousButton = (page: SearchPage<unknown>): boolean => page.pageNum > 1;

/** 下一页: ask for the next page, or say "no more data" at once when the answer said none follows. */
export const nextPageAction = (page: SearchPage<unknown>): 'fetch' | 'no-more-data' =>
  page.hasNextPage ? 'fetch' : 'no-more-data';

/**
 * The page to show after 下一页 answered: an empty next page keeps the current one and says "no more data"
 * (spec §8), so the list never turns blank under the user.
 */
export function afterNextPage<T>(
  current: SearchPage<T>,
  next: SearchPage<T>,
): { page: SearchPage<T>; noMoreData: boolean } {
  return next.items.length === 0 ? { page: current, noMoreData: true } : { page: next, noMoreData: false };
}

/** The form's own check before sending (spec §5): a name and a credit code of 18 characters. */
export function formIsValid(form: { companyName: string; uniformCode: string }): boolean {
  return form.companyName.trim() !== '' && /^[0-9A-Z]{18}$/.test(form.uniformCode);
}
