import { z } from 'zod';
import { int, MAX_ID, optional, paging } from '#http/validate.ts';
import { PRE_CREDIT_MESSAGES } from '../domain/org-product-rules.ts';

/**
 * POST /loan/org/precredit/grant: the grant's own fields are checked by domain/pre-credit-rows.ts#checkGrant, the
 * same rules as every CSV row, so the form and the file can never disagree.
 */
export const grantParams = z.object({
  uniformCode: z.unknown().optional(),
  amount: z.unknown().optional(),
  validFrom: z.unknown().optional(),
  validUntil: z.unknown().optional(),
  remark: z.unknown().optional(),
  productId: optional(int('产品ID', 1, MAX_ID)),
});

/** POST /loan/org/precredit/import: the CSV text (a file is read by the browser and sent as its text). */
export const importParams = z.object({
  csv: z
    .string({ error: PRE_CREDIT_MESSAGES.csvEmpty })
    .refine((value) => value.trim() !== '', { error: PRE_CREDIT_MESSAGES.csvEmpty }),
  productId: optional(int('产品ID', 1, MAX_ID)),
});

/** POST /loan/org/precredit/list */
export const preCreditListParams = z.preprocess((value) => value ?? {}, z.object({ ...paging }));
