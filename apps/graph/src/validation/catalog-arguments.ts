import type { institutionList, productList, topProducts } from '@sme/contract/routes/catalog';
import type { RouteInput } from '@sme/contract/routes/route';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { QueryInstitutionsArgs, QueryProductsArgs, QueryTopProductsArgs } from '#generated/resolvers-types.ts';
import { guaranteeMethods, institutionTypes, productTypes } from '#lookups/lists.ts';
import {
  MAX_KEYWORD_LENGTH,
  MAX_PAGE_SIZE,
  optionalAmount,
  optionalCode,
  optionalInt,
  optionalPositiveId,
  optionalText,
  paging,
} from './arguments.ts';

/** Query.products arguments → the gateway's list body, or InvalidArgumentError. */
export function productListParams({ filter, page }: Partial<QueryProductsArgs>): RouteInput<typeof productList> {
  const minAmount = optionalAmount(filter?.minAmount, '最低金额', 'filter.minAmount');
  const maxAmount = optionalAmount(filter?.maxAmount, '最高金额', 'filter.maxAmount');
  if (minAmount !== undefined && maxAmount !== undefined && minAmount > maxAmount) {
    throw new InvalidArgumentError('最低金额不能大于最高金额', 'filter.minAmount');
  }
  return withoutUndefined({
    ...paging(page),
    guaranteeMethod: optionalCode(guaranteeMethods, filter?.guaranteeMethod, '担保方式', 'filter.guaranteeMethod'),
    productType: optionalCode(productTypes, filter?.productType, '产品类型', 'filter.productType'),
    orgId: optionalPositiveId(filter?.institutionId, '机构编号', 'filter.institutionId'),
    minAmount,
    maxAmount,
    loanPeriod: optionalInt(filter?.term, '贷款期限', 1, 600, 'filter.term'),
    keyword: optionalText(filter?.keyword, '关键词', MAX_KEYWORD_LENGTH, 'filter.keyword'),
  });
}

/** Query.topProducts arguments → the gateway's topList query. */
export function topProductsParams(args: Partial<QueryTopProductsArgs>): RouteInput<typeof topProducts> {
  return withoutUndefined({
    size: optionalInt(args.size, '数量', 1, MAX_PAGE_SIZE, 'size') ?? 6,
    guaranteeMethod: optionalCode(guaranteeMethods, args.guaranteeMethod, '担保方式', 'guaranteeMethod'),
    productName: optionalText(args.productName, '产品名称', MAX_KEYWORD_LENGTH, 'productName'),
  });
}

/** Query.institutions arguments → the gateway's list body. */
export function institutionListParams({
  filter,
  page,
}: Partial<QueryInstitutionsArgs>): RouteInput<typeof institutionList> {
  return withoutUndefined({
    ...paging(page),
    orgType: optionalCode(institutionTypes, filter?.institutionType, '机构类型', 'filter.institutionType'),
    keyword: optionalText(filter?.keyword, '关键词', MAX_KEYWORD_LENGTH, 'filter.keyword'),
  });
}

/** Leaves absent filters out of the body instead of sending them as undefined. */
function withoutUndefined<T extends object>(value: T): T {
  for (const key of Object.keys(value) as Array<keyof T>) if (value[key] === undefined) delete value[key];
  return value;
}
