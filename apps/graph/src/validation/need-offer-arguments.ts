import { orgOfferSave } from '@sme/contract/routes/need-offers';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { NeedOfferInput } from '#generated/resolvers-types.ts';
import { positiveId } from './arguments.ts';

/** An offer's id argument. */
export function offerId(id: string, argument = 'id'): number {
  return positiveId(id, '报价ID', argument);
}

/**
 * /loan/org/offer/save: the offer's figures, refused before any call with the gateway's own wording (the contract's
 * schema): ranges the right way round, two decimals, conditions ≤ 500, validUntil YYYY-MM-DD.
 */
export function needOfferBody(input: NeedOfferInput) {
  const body = {
    needId: positiveId(input.needId, '需求ID', 'input.needId'),
    amountMin: input.amountMin,
    amountMax: input.amountMax,
    rateMin: input.rateMin,
    rateMax: input.rateMax,
    termMonths: input.termMonths,
    ...(input.conditions ? { conditions: input.conditions } : {}),
    validUntil: input.validUntil,
  };
  const parsed = orgOfferSave.input.safeParse(body);
  const [issue] = parsed.error?.issues ?? [];
  if (issue) throw new InvalidArgumentError(issue.message, ['input', ...issue.path.map(String)].join('.'));
  return body;
}
