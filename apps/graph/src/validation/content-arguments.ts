import type { policyPage, regionalPage } from '@sme/contract/routes/content';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { QueryPoliciesArgs, QueryRegionalFinanceArticlesArgs } from '#generated/resolvers-types.ts';
import { MAX_KEYWORD_LENGTH, optionalText, paging } from './arguments.ts';

const DEPARTMENT_MAX = 50;
const DISTRICT_MAX = 20;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day written YYYY-MM-DD that the calendar has; null or blank means not given. */
function optionalDay(value: string | null | undefined, label: string, argument: string): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!DAY.test(text)) throw new InvalidArgumentError(`${label}格式应为 YYYY-MM-DD`, argument);
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new InvalidArgumentError(`${label}不是有效的日期`, argument);
  }
  return text;
}

/** Query.policies arguments → the gateway's policy/queryPage body, or InvalidArgumentError. */
export function policyPageParams({ filter, page }: Partial<QueryPoliciesArgs>): RouteInput<typeof policyPage> {
  const publishDateFrom = optionalDay(filter?.publishedFrom, '发布日期起', 'filter.publishedFrom');
  const publishDateTo = optionalDay(filter?.publishedTo, '发布日期止', 'filter.publishedTo');
  if (publishDateFrom && publishDateTo && publishDateFrom > publishDateTo) {
    throw new InvalidArgumentError('发布日期起不能晚于发布日期止', 'filter.publishedFrom');
  }
  const keyword = optionalText(filter?.keyword, '关键词', MAX_KEYWORD_LENGTH, 'filter.keyword');
  const department = optionalText(filter?.department, '发布部门', DEPARTMENT_MAX, 'filter.department');
  return {
    ...paging(page),
    ...(keyword ? { keyword } : {}),
    ...(department ? { department } : {}),
    ...(publishDateFrom ? { publishDateFrom } : {}),
    ...(publishDateTo ? { publishDateTo } : {}),
  };
}

/** Query.regionalFinanceArticles arguments → the gateway's regional/queryPage body. */
export function regionalPageParams({
  district,
  page,
}: Partial<QueryRegionalFinanceArticlesArgs>): RouteInput<typeof regionalPage> {
  const name = optionalText(district, '区域', DISTRICT_MAX, 'district');
  return { ...paging(page), ...(name ? { district: name } : {}) };
}
