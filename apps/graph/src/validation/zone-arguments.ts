import {
  MAX_EXCLUDED,
  MAX_PREVIEW,
  MAX_RELATED,
  SIGN_UP_MESSAGES,
  SIGN_UP_NAME_PATTERN,
  ZONE_KEY_PATTERN,
} from '@sme/contract/routes/zones';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type {
  MutationSignUpForFuturesArgs,
  QueryIndustryProductsArgs,
  QueryProductClassArgs,
  QueryProductZoneArgs,
  QueryRelatedProductsArgs,
} from '#generated/resolvers-types.ts';
import { guaranteeMethods } from '#lookups/lists.ts';
import { mobile } from './account-fields.ts';
import { optionalCode, optionalInt, paging, positiveId } from './arguments.ts';

function key(value: string, label: string, argument: string): string {
  const text = value.trim();
  if (!ZONE_KEY_PATTERN.test(text)) throw new InvalidArgumentError(`${label}格式不正确`, argument);
  return text;
}

export function zoneArgs({ key: zoneKey, page }: QueryProductZoneArgs) {
  return { key: key(zoneKey, '专区标识', 'key'), page: paging(page) };
}

export function previewSize(preview: number | null | undefined): number {
  return optionalInt(preview, '每类展示数量', 0, MAX_PREVIEW, 'preview') ?? 3;
}

/** Query.productClass arguments as classDetail takes them: the guarantee methods comma-joined, none when empty. */
export function productClassArgs({ id, guaranteeMethods: methods, page }: QueryProductClassArgs) {
  const codes = (methods ?? []).map(
    (code, index) => optionalCode(guaranteeMethods, code, '担保方式', `guaranteeMethods.${index}`) ?? code,
  );
  const unique = [...new Set(codes)];
  return {
    id: positiveId(id, '产品类别编号', 'id'),
    guaranteeMethod: unique.length > 0 ? unique.join(',') : undefined,
    ...paging(page),
  };
}

export function relatedArgs({ productIds, size }: QueryRelatedProductsArgs): { ids: number[]; size: number } {
  if (productIds.length > MAX_EXCLUDED) throw new InvalidArgumentError(`产品编号最多${MAX_EXCLUDED}个`, 'productIds');
  const ids = productIds.map((id, index) => positiveId(id, '产品编号', `productIds.${index}`));
  return { ids: [...new Set(ids)], size: optionalInt(size, '数量', 1, MAX_RELATED, 'size') ?? 4 };
}

export function industryArgs({ code, page }: QueryIndustryProductsArgs) {
  return { code: key(code, '行业', 'code'), page: paging(page) };
}

export function futuresSignUpArgs(args: MutationSignUpForFuturesArgs): { name: string; mobile: string } {
  const name = args.name.trim();
  if (!name) throw new InvalidArgumentError(SIGN_UP_MESSAGES.nameRequired, 'name');
  if (!SIGN_UP_NAME_PATTERN.test(name)) throw new InvalidArgumentError(SIGN_UP_MESSAGES.nameMalformed, 'name');
  return { name, mobile: mobile(args.mobile, 'mobile') };
}
