/** The referral after a decline (docs/gateway-api.md, "Referral after a decline"). */
import { z } from 'zod';
import { MAX_ID } from '../fields.ts';
import type { ProductTerms } from './catalog.ts';
import { given, int, NOT_AN_OBJECT } from './input-fields.ts';
import { route } from './route.ts';

/** One matching product offered for the referral, with the consent text the enterprise agrees to for it. */
export interface ReferralOptionRecord extends ProductTerms {
  productId: number;
  productName: string;
  productLogo: string;
  orgId: number;
  orgName: string;
  summary: string;
  /** Comma-joined guarantee method codes. */
  guaranteeMethod: string;
  /** Comma-joined repayment method codes. */
  repayMethod: string;
  consentText: string;
}

/** The referral made from a declined application. */
export interface ReferralRecord {
  id: number;
  originalApplicationId: number;
  applicationId: number;
  loanStatus: number;
  productId: number;
  productName: string;
  orgId: number;
  orgName: string;
  consentText: string;
  consentTime: string;
}

/** The referral already made (then no options), or the matching products. */
export interface ReferralOptionsRecord {
  applicationId: number;
  referral: ReferralRecord | null;
  options: ReferralOptionRecord[];
}

export const REFERRAL_INPUT_MESSAGES = {
  applicationId: '缺少申请ID',
  productId: '缺少产品ID',
} as const;

const applicationId = given(REFERRAL_INPUT_MESSAGES.applicationId, int('申请ID', 1, MAX_ID));

/** The referral of the session company's declined application: the one made, or the matching products. */
export const referralOptions = route<ReferralOptionsRecord>()({
  method: 'POST',
  path: '/loan/referral/options',
  inputIn: 'body',
  input: z.object({ applicationId }, { error: NOT_AN_OBJECT }),
});

/** Consents to sending the declined application to one matching product (once per application). */
export const referralConsent = route<ReferralRecord>()({
  method: 'POST',
  path: '/loan/referral/consent',
  inputIn: 'body',
  input: z.object(
    { applicationId, productId: given(REFERRAL_INPUT_MESSAGES.productId, int('产品ID', 1, MAX_ID)) },
    { error: NOT_AN_OBJECT },
  ),
});
