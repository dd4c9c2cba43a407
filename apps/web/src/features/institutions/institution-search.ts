import { positiveInteger } from '#shared/validation/url-numbers.ts';

/** The 金融机构 list selection, kept in the URL query: `#/financialInstitution?type=1&keyword=银行&page=2`. */
export interface InstitutionSearch {
  institutionType?: number;
  keyword?: string;
  page: number;
}

export const INSTITUTION_PAGE_SIZE = 12;

export function parseInstitutionSearch(params: URLSearchParams): InstitutionSearch {
  const search: InstitutionSearch = { page: positiveInteger(params.get('page')) ?? 1 };
  const institutionType = positiveInteger(params.get('type'));
  if (institutionType !== undefined) search.institutionType = institutionType;
  const keyword = params.get('keyword')?.trim().slice(0, 50);
  if (keyword) search.keyword = keyword;
  return search;
}

export function institutionSearchToParams({ institutionType, keyword, page }: InstitutionSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (institutionType !== undefined) params.set('type', String(institutionType));
  if (keyword) params.set('keyword', keyword);
  if (page > 1) params.set('page', String(page));
  return params;
}
