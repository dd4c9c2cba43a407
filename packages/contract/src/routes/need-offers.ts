/**
 * 意向报价 (issue 22, slice offers): institutions whose products match an open published need send one indicative
 * offer each; the enterprise compares them and accepts one, which claims the need (docs/gateway-api.md, "意向报价").
 */
import { z } from 'zod';
import { APPLY_AMOUNT_MAX, DAY_PATTERN, isCalendarDay, MAX_ID } from '../fields.ts';
import { int, jsonObject, money, optional, paging, required, text } from './input-fields.ts';
import {
  type NeedOffersRecord,
  OFFER_LIMITS,
  OFFER_MESSAGES,
  type OfferFiguresRecord,
  type OfferRecord,
  type OrgOfferPageRecord,
  type OrgOfferRecord,
} from './need-offers-texts.ts';
import { route } from './route.ts';

export * from './need-offers-texts.ts';

const needId = required('需求ID（id）', int('需求ID', 1, MAX_ID));
const offerId = required('报价ID（id）', int('报价ID', 1, MAX_ID));

function validUntilLike(label: string) {
  const format = `${label}格式须为 YYYY-MM-DD`;
  return z.string({ error: format }).regex(DAY_PATTERN, { error: format }).refine(isCalendarDay, { error: format });
}

const validUntil = required('有效期至（validUntil）', validUntilLike('有效期至（validUntil）'));

/** The workbench: sends the institution's offer on an open need, or replaces its own (one per institution). */
export const orgOfferSave = route<OrgOfferRecord>()({
  method: 'POST',
  path: '/loan/org/offer/save',
  inputIn: 'body',
  input: jsonObject({
    needId: required('需求ID（needId）', int('需求ID', 1, MAX_ID)),
    amountMin: required('金额下限（amountMin）', money('金额下限', 0.01, APPLY_AMOUNT_MAX)),
    amountMax: required('金额上限（amountMax）', money('金额上限', 0.01, APPLY_AMOUNT_MAX)),
    rateMin: required('利率下限（rateMin）', money('利率下限', 0.01, OFFER_LIMITS.rateMax)),
    rateMax: required('利率上限（rateMax）', money('利率上限', 0.01, OFFER_LIMITS.rateMax)),
    termMonths: required('期限（termMonths）', int('期限', 1, OFFER_LIMITS.termMax)),
    conditions: optional(text('报价条件', OFFER_LIMITS.conditionsMax)),
    validUntil,
  })
    .refine((value) => value.amountMin <= value.amountMax, { error: OFFER_MESSAGES.amountRange })
    .refine((value) => value.rateMin <= value.rateMax, { error: OFFER_MESSAGES.rateRange }),
});

/** The workbench: withdraws the institution's own offer while the need is open. */
export const orgOfferWithdraw = route<OrgOfferRecord>()({
  method: 'POST',
  path: '/loan/org/offer/withdraw',
  inputIn: 'query',
  input: jsonObject({ id: offerId }),
});

/** The workbench: one of the institution's own offers (another institution's: the unknown-id answer). */
export const orgOfferDetail = route<OrgOfferRecord>()({
  method: 'POST',
  path: '/loan/org/offer/detail',
  inputIn: 'query',
  input: jsonObject({ id: offerId }),
});

/** The workbench: the institution's offers, newest first, with their outcome (未被采纳 …). */
export const orgOfferList = route<OrgOfferPageRecord>()({
  method: 'POST',
  path: '/loan/org/offer/list',
  inputIn: 'body',
  input: jsonObject(paging),
});

/** The portal: the offers on one of the company's needs (withdrawn ones left out). */
export const pcNeedOffers = route<NeedOffersRecord>()({
  method: 'POST',
  path: '/loan/pc/offer/list',
  inputIn: 'query',
  input: jsonObject({ id: needId }),
});

/** The portal: accepts an offer — the need is claimed by its institution; the other institutions' offers are declined. */
export const pcOfferAccept = route<NeedOffersRecord>()({
  method: 'POST',
  path: '/loan/pc/offer/accept',
  inputIn: 'query',
  input: jsonObject({ id: offerId }),
});

/** The gov dashboard's offer figures of the needs published in a range of days (Beijing), both ends included. */
export const govOfferFigures = route<OfferFiguresRecord>()({
  method: 'POST',
  path: '/loan/gov/offer/figures',
  inputIn: 'body',
  input: jsonObject({
    startDate: z.optional(validUntilLike('开始日期（startDate）')),
    endDate: z.optional(validUntilLike('结束日期（endDate）')),
  }),
});

export type { OfferRecord };
