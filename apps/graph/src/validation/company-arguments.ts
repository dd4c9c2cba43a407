import { CONTROL_CHARACTERS } from '@sme/contract/fields';
import type { companyAdd, setCompanyName } from '@sme/contract/routes/account-companies';
import { COMPANY_MESSAGES, COMPANY_NAME_MAX, LEGAL_PERSON_MAX } from '@sme/contract/routes/account-companies';
import { PAGE_SIZE_MAX, type registrySearch, TERM_MAX } from '@sme/contract/routes/registry';
import type { RouteInput } from '@sme/contract/routes/route';
import { isUniformCode } from '@sme/contract/uniform-code';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { AddCompanyInput, MutationSetCompanyNameArgs } from '#generated/resolvers-types.ts';
import { type Optional, optionalInt, optionalPositiveId, type PageArgs } from './arguments.ts';

/** Company arguments → the gateway's parameters, or InvalidArgumentError, with the gateway's wording (spec §5). */

export const COMPANY_NAME_REQUIRED = COMPANY_MESSAGES.nameRequired;
export const UNIFORM_CODE_MALFORMED = COMPANY_MESSAGES.codeMalformed;
/** Spec §9: the dialog pages by 10, the /verified re-check by 99 (the registry's largest page). */
export const MAX_SEARCH_PAGE_SIZE = PAGE_SIZE_MAX;
export const SEARCH_NAME_MIN = 2;
export const SEARCH_NAME_MAX = TERM_MAX;

function companyName(value: Optional<string>, argument: string, max: number): string {
  const text = (value ?? '').trim();
  if (!text) throw new InvalidArgumentError(COMPANY_NAME_REQUIRED, argument);
  if ([...text].length > max) throw new InvalidArgumentError(`企业名称不能超过${max}个字符`, argument);
  if (CONTROL_CHARACTERS.test(text)) throw new InvalidArgumentError(COMPANY_MESSAGES.nameMalformed, argument);
  return text;
}

/** `companySearch(name, page)`: a name of 2-50 characters and pages of 1-99 companies (default 1 and 10). */
export function companySearchParams(name: string, page: Optional<PageArgs>): RouteInput<typeof registrySearch> {
  const entName = companyName(name, 'name', SEARCH_NAME_MAX);
  if ([...entName].length < SEARCH_NAME_MIN) {
    throw new InvalidArgumentError(`请至少输入${SEARCH_NAME_MIN}个字`, 'name');
  }
  return {
    entName,
    pageNum: optionalInt(page?.pageNum, '页码', 1, 100_000, 'page.pageNum') ?? 1,
    pageSize: optionalInt(page?.pageSize, '每页条数', 1, MAX_SEARCH_PAGE_SIZE, 'page.pageSize') ?? 10,
  };
}

/** Spaces dropped and upper-cased, then 18 characters with the GB 32100 check character. */
export function uniformCode(value: Optional<string>, argument: string): string {
  const code = (value ?? '').replace(/\s+/g, '').toUpperCase();
  if (!code) throw new InvalidArgumentError(COMPANY_MESSAGES.codeRequired, argument);
  if (!isUniformCode(code)) throw new InvalidArgumentError(UNIFORM_CODE_MALFORMED, argument);
  return code;
}

export function addCompanyBody(input: AddCompanyInput): RouteInput<typeof companyAdd> {
  const body: RouteInput<typeof companyAdd> = {
    companyName: companyName(input.companyName, 'input.companyName', COMPANY_NAME_MAX),
    uniformCode: uniformCode(input.uniformCode, 'input.uniformCode'),
  };
  const legalPerson = input.legalPerson?.trim();
  if (legalPerson) {
    if ([...legalPerson].length > LEGAL_PERSON_MAX || CONTROL_CHARACTERS.test(legalPerson)) {
      throw new InvalidArgumentError('法定代表人格式不正确', 'input.legalPerson');
    }
    body.legalPerson = legalPerson;
  }
  return body;
}

export function setCompanyNameBody(args: MutationSetCompanyNameArgs): RouteInput<typeof setCompanyName> {
  const body: RouteInput<typeof setCompanyName> = {};
  const companyId = optionalPositiveId(args.companyId, '企业编号', 'companyId');
  if (companyId !== undefined) body.companyId = companyId;
  if (args.companyName?.trim()) body.companyName = companyName(args.companyName, 'companyName', COMPANY_NAME_MAX);
  return body;
}
