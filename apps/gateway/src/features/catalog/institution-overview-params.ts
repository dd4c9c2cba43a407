import { INSTITUTION_TYPES } from '@sme/contract/catalog-codes';
import { z } from 'zod';

const TYPES_MESSAGE = '机构类型取值无效';

/** Type codes as a JSON array or comma-joined text ("1,2,4"); blank or missing means every type. */
const orgTypes = z.preprocess(
  (value) => {
    if (value === undefined || value === null || value === '') return [];
    if (typeof value === 'string') return value.split(',').map((part) => Number(part.trim()));
    return value;
  },
  z
    .array(z.number({ error: TYPES_MESSAGE }), { error: TYPES_MESSAGE })
    .max(INSTITUTION_TYPES.length, { error: TYPES_MESSAGE })
    .refine((codes) => codes.every((code) => (INSTITUTION_TYPES as readonly number[]).includes(code)), {
      error: TYPES_MESSAGE,
    })
    .transform((codes) => [...new Set(codes)].sort((a, b) => a - b)),
);

/** POST /org/financial/org/icon/list/front: optional `orgTypes`. */
export const institutionIconParams = z.object({ orgTypes }, { error: '请求参数必须是 JSON 对象' });
export type InstitutionIconParams = z.output<typeof institutionIconParams>;
