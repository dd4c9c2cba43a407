import { mobileField } from '@sme/contract/routes/account-fields';
import { isUniformCode } from '@sme/contract/uniform-code';
import { z } from 'zod';

/** POST /__dev/import (development only): one account to import, as a line of the operator's file. */
export const devImportParams = z.object({
  mobile: mobileField,
  companyName: z.string({ error: '请输入企业名称' }).trim().min(2, { error: '企业名称不正确' }).max(100),
  uniformCode: z
    .string({ error: '请输入统一社会信用代码' })
    .transform((code) => code.replace(/\s+/g, '').toUpperCase())
    .refine(isUniformCode, { error: '统一社会信用代码不正确' }),
  source: z
    .string()
    .regex(/^[a-z0-9_-]{1,20}$/, { error: '导入来源不正确' })
    .default('shb'),
});

/** POST /__dev/authorisation/grant (development only): how many days the authorisation stays in force. */
export const devGrantParams = z.object({
  days: z.coerce
    .number({ error: '有效天数不正确' })
    .int({ error: '有效天数不正确' })
    .min(-30, { error: '有效天数不正确' })
    .max(3650, { error: '有效天数不正确' })
    .optional(),
});
