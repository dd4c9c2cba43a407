import { positiveInteger } from '#shared/validation/url-numbers.ts';

/**
 * The 金融超市 selection, kept in the URL query so that back, forward and refresh keep it:
 * `#/product?guarantee=4&type=1&org=3&minAmount=50&maxAmount=300&term=12&keyword=科创&page=2`.
 */
export interface ProductSearch {
  guaranteeMethod?: number;
  productType?: number;
  institutionId?: string;
  /** 万元 */
  minAmount?: number;
  /** 万元 */
  maxAmount?: number;
  /** months */
  term?: number;
  keyword?: string;
  page: number;
}

export const PRODUCT_PAGE_SIZE = 10;
export const KEYWORD_MAX_LENGTH = 50;

const PARAM = {
  guaranteeMethod: 'guarantee',
  productType: 'type',
  institutionId: 'org',
  minAmount: 'minAmount',
  maxAmount: 'maxAmount',
  term: 'term',
  keyword: 'keyword',
  page: 'page',
} as const;

/**
 * What an amount filter keeps of a keystroke (spec §5, the money input that strips non-numeric characters): digits
 * and one decimal point with at most two decimals; letters and the rest never show.
 */
export function amountKeystrokes(text: string): string {
  const [whole = '', ...rest] = text.replace(/[^\d.]/g, '').split('.');
  return rest.length === 0 ? whole : `${whole}.${rest.join('').slice(0, 2)}`;
}

/** 万元 amounts: non-negative with at most two decimals. */
export function parseAmount(text: string | null | undefined): number | undefined {
  const trimmed = text?.trim();
  if (!trimmed || !/^\d{1,9}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

function keyword(text: string | null): string | undefined {
  const trimmed = text?.trim().slice(0, KEYWORD_MAX_LENGTH);
  return trimmed ? trimmed : undefined;
}

/** Reads the selection from the URL; values that do not parse are ignored, a reversed amount range is swapped. */
export function parseProductSearch(params: URLSearchParams): ProductSearch {
  let minAmount = parseAmount(params.get(PARAM.minAmount));
  let maxAmount = parseAmount(params.get(PARAM.maxAmount));
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) {
    [minAmount, maxAmount] = [maxAmount, minAmount];
  }
  const institutionId = positiveInteger(params.get(PARAM.institutionId));
  return dropUndefined({
    guaranteeMethod: positiveInteger(params.get(PARAM.guaranteeMethod)),
    productType: positiveInteger(params.get(PARAM.productType)),
    institutionId: institutionId === undefined ? undefined : String(institutionId),
    minAmount,
    maxAmount,
    term: positiveInteger(params.get(PARAM.term)),
    keyword: keyword(params.get(PARAM.keyword)),
    page: positiveInteger(params.get(PARAM.page)) ?? 1,
  });
}

/** Writes the selection back; empty values and page 1 are left out so that the plain list is plain `#/product`. */
export function productSearchToParams(search: ProductSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of Object.keys(PARAM) as (keyof ProductSearch)[]) {
    const value = search[key];
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    params.set(PARAM[key], String(value));
  }
  return params;
}

/** A new selection: any filter change goes back to page 1. */
export function changeProductSearch(search: ProductSearch, change: Partial<ProductSearch>): ProductSearch {
  return dropUndefined({ ...search, page: 1, ...change });
}

/** The `products(filter:)` argument of the GraphQL API. */
export function toProductFilter({ page: _page, ...filter }: ProductSearch) {
  return filter;
}

/** Whether any filter is set (the empty state then suggests clearing them). */
export const hasFilters = (search: ProductSearch): boolean => Object.keys(toProductFilter(search)).length > 0;

function dropUndefined(search: ProductSearch): ProductSearch {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined)) as ProductSearch;
}

/** How many of the filter bar's choices are set (the amount range counts once; the keyword has its own box). */
export function activeFilterCount(search: ProductSearch): number {
  const chosen = [search.guaranteeMethod, search.productType, search.term, search.institutionId];
  const amount = search.minAmount !== undefined || search.maxAmount !== undefined;
  return chosen.filter((value) => value !== undefined).length + (amount ? 1 : 0);
}
