import type { policyPage, regionalPage } from '@sme/contract/routes/content';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { QueryPoliciesArgs, QueryRegionalFinanceArticlesArgs } from '#generated/resolvers-types.ts';
import { MAX_KEYWORD_LENGTH, optionalDay, optionalText, paging } from './arguments.ts';

const DEPARTMENT_MAX = 50;
const DISTRICT_MAX = 20;
/** The gateway's wording for a policy date (packages/contract's content routes). */
const policyDay = (label: string) => ({
  malformed: `${label}格式应为 YYYY-MM-DD`,
  notADay: `${label}不是有效的日期`,
});

/** Query.policies arguments → the gateway's policy/queryPage body, or InvalidArgumentError. */
export function policyPageParams({ filter, page }: Partial<QueryPoliciesArgs>): RouteInput<typeof policyPage> {
  const publishDateFrom = optionalDay(filter?.publishedFrom, 'filter.publishedFrom', policyDay('发布日期起'));
  const publishDateTo = optionalDay(filter?.publishedTo, 'filter.publishedTo', policyDay('发布日期止'));
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
