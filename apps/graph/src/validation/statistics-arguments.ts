import { MAX_CASES } from '@sme/contract/routes/statistics';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { institutionTypes } from '#lookups/lists.ts';
import { isKnownCode } from '#lookups/lookup.ts';
import { optionalInt } from './arguments.ts';

const DEFAULT_SUCCESS_CASES = 10;

/** Query.successCases size: 1-50, default 10. */
export function successCaseSize(size: number | null | undefined): number {
  return optionalInt(size, '案例数量', 1, MAX_CASES, 'size') ?? DEFAULT_SUCCESS_CASES;
}

/** Query.institutionIcons types: known 机构类型 codes, each once; none or null means every type. */
export function institutionTypesArgument(types: readonly number[] | null | undefined): number[] {
  if (!types) return [];
  if (types.length > institutionTypes.length) throw new InvalidArgumentError('机构类型不正确', 'types');
  const codes = types.map((code) => {
    if (!isKnownCode(institutionTypes, code)) throw new InvalidArgumentError('机构类型不正确', 'types');
    return code;
  });
  return [...new Set(codes)].sort((a, b) => a - b);
}
