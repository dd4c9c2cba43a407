/** The account's companies (docs/gateway-api.md, "Companies"): list, switch, add from the registry, follow a rename. */
import { z } from 'zod';
import { isUniformCode } from '../uniform-code.ts';
import { idField, optionalIdField, optionalText } from './account-fields.ts';
import type { AccountCompanyRecord, UserInfoRecord } from './accounts.ts';
import { CONTROL_CHARACTERS, optional } from './input-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Texts of company add and setCompanyName (spec §5 company name, §8 company). */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入企业名称',
  nameMalformed: '企业名称格式错误',
  codeRequired: '请输入统一社会信用代码',
  codeMalformed: '统一社会信用代码格式错误',
  legalPersonMalformed: '法定代表人格式错误',
  notInRegistry: '未在企业登记信息中查询到该统一社会信用代码，请核对后重试',
  nameMismatch: '企业名称与登记信息不一致，请通过企业名称查询后选择',
  notOperating: '该企业已注销或吊销，无法添加',
  legalPersonMismatch: '法定代表人与企业登记信息不一致',
  alreadyAdded: '您已添加该企业，请勿重复添加',
  tooFrequent: '添加企业过于频繁，请1小时后再试',
  noCompany: '您还没有企业，请先添加企业',
} as const;

/** Longest company name accepted (the registry's longest names are far shorter). */
export const COMPANY_NAME_MAX = 100;
/** Longest legal representative's name accepted. */
export const LEGAL_PERSON_MAX = 50;

/** Text as loose JSON clients send it, trimmed; "" and null count as not given. */
function looseText(value: unknown): unknown {
  if (value === null) return undefined;
  return typeof value === 'string' ? value.trim() || undefined : value;
}

const companyNameField = z.preprocess(
  looseText,
  z
    .string({
      error: (issue) => (issue.input === undefined ? COMPANY_MESSAGES.nameRequired : COMPANY_MESSAGES.nameMalformed),
    })
    .max(COMPANY_NAME_MAX, { error: COMPANY_MESSAGES.nameMalformed })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: COMPANY_MESSAGES.nameMalformed }),
);

/** Spec §3 uniformCode: 18 characters of GB 32100 with the right check character; spaces dropped, upper-cased. */
const uniformCodeField = z.preprocess(
  (value) => {
    const loose = looseText(value);
    return typeof loose === 'string' ? loose.replace(/\s+/g, '').toUpperCase() : loose;
  },
  z
    .string({
      error: (issue) => (issue.input === undefined ? COMPANY_MESSAGES.codeRequired : COMPANY_MESSAGES.codeMalformed),
    })
    .refine(isUniformCode, { error: COMPANY_MESSAGES.codeMalformed }),
);

/** The account's companies, the session's marked `current`. */
export const myCompanies = routeWithoutInput<AccountCompanyRecord[]>()('GET', '/user/user/v1/current/users');

/** Moves the session to another of the account's companies; answers the user info. */
export const switchCompany = route<UserInfoRecord>()({
  method: 'POST',
  path: '/user/user/v1/switch/other/:id',
  inputIn: 'path',
  input: z.object({ id: idField('企业编号不正确') }),
});

/** Adds a registry company to the account (spec §3 add-company form); legalPerson is only compared with the registry. */
export const companyAdd = route<UserInfoRecord>()({
  method: 'POST',
  path: '/user/identify/v1/company/add',
  inputIn: 'body',
  input: z.object({
    companyName: companyNameField,
    uniformCode: uniformCodeField,
    legalPerson: optionalText('法定代表人', LEGAL_PERSON_MAX),
  }),
});

/** Which of the account's companies (default: the session's) and the registry's current name to show. */
export const setCompanyName = route<UserInfoRecord>()({
  method: 'POST',
  path: '/user/user/setCompanyName',
  inputIn: 'body',
  input: z.object({
    companyId: optionalIdField('企业编号不正确'),
    companyName: optional(companyNameField),
  }),
});
