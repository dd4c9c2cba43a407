import { isUniformCode } from '@sme/contract/uniform-code';
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '#http/validate.ts';
import { COMPANY_MESSAGES, COMPANY_NAME_MAX } from '../domain/company-add.ts';
import { idField, optionalText } from './fields.ts';

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

/** POST /user/identify/v1/company/add (spec §3 add-company form); legalPerson is only compared with the registry. */
export const companyAddParams = z.object({
  companyName: companyNameField,
  uniformCode: uniformCodeField,
  legalPerson: optionalText('法定代表人', 50),
});

/** POST /user/user/setCompanyName: which of the account's companies (default: the session's) and the name shown. */
export const setCompanyNameParams = z.object({
  companyId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField('企业编号不正确').optional(),
  ),
  companyName: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    companyNameField.optional(),
  ),
});
