import { z } from 'zod';
import { int, NOT_AN_OBJECT } from '../../../http/validate.ts';
import { REFERRAL_MESSAGES } from '../domain/referral-rules.ts';

const MAX_ID = 2_147_483_647;

function required<S extends z.ZodType>(message: string, schema: S) {
  return z
    .unknown()
    .refine((value): boolean => value !== undefined && value !== null && value !== '', { error: message })
    .pipe(schema);
}

const applicationId = required(REFERRAL_MESSAGES.applicationId, int('申请ID', 1, MAX_ID));

/** POST /loan/referral/options — body `{ applicationId }`. */
export const referralOptionsParams = z.object({ applicationId }, { error: NOT_AN_OBJECT });

/** POST /loan/referral/consent — body `{ applicationId, productId }`. */
export const referralConsentParams = z.object(
  { applicationId, productId: required(REFERRAL_MESSAGES.productId, int('产品ID', 1, MAX_ID)) },
  { error: NOT_AN_OBJECT },
);
export type ReferralConsentParams = z.output<typeof referralConsentParams>;
