import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { LoanStatus } from '@sme/contract/loan-status';
import { type NeedOffersRecord, OFFER_MESSAGES } from '@sme/contract/routes/need-offers';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { hasAuthorisationInForce } from '#features/accounts/stores/authorisation-store.ts';
import { insertEvent } from '#features/applications/stores/application-store.ts';
import { claimNeed } from '#features/workbench/stores/org-queue-store.ts';
import { ApiError } from '#http/api-error.ts';
import { acceptanceRemark, isOpenNeed, offerRecord } from '../domain/offer-rules.ts';
import {
  declineOtherOffers,
  findOffer,
  findPublishedNeed,
  listNeedOffers,
  lockPublishedNeed,
  moveOffer,
} from '../stores/offer-store.ts';
import { needNotOpen, offerNotFound } from './org-offer-service.ts';

/** Who acts: the certified member acting for the company. */
export interface OfferAcceptor {
  userId: number;
  companyId: number;
}

/**
 * POST /loan/pc/offer/list: the offers on one of the company's needs (another company's need: an unknown id),
 * every institution's side by side; withdrawn offers are left out.
 */
export async function needOffers(
  db: Kysely<DB>,
  companyId: number,
  needId: number,
  now: Date,
): Promise<NeedOffersRecord> {
  const need = await findPublishedNeed(db, needId, { companyId });
  if (!need) throw offerNotFound();
  const today = beijingDay(now);
  const rows = await listNeedOffers(db, needId);
  return { needId, open: isOpenNeed(need, today), offers: rows.map((row) => offerRecord(row, today)) };
}

/**
 * POST /loan/pc/offer/accept: the company takes one offer. In one transaction: the need is claimed by the offer's
 * institution through the one claim (the workbench's conditional UPDATE), the offer becomes accepted and every
 * other active offer declined (未被采纳, what those institutions see in their offer list), and the need's timeline
 * records the acceptance. An expired, withdrawn or second acceptance is refused.
 */
export async function acceptOffer(
  db: Kysely<DB>,
  acceptor: OfferAcceptor,
  offerId: number,
  now: Date,
): Promise<NeedOffersRecord> {
  const today = beijingDay(now);
  const scope = { companyId: acceptor.companyId };
  const needId = await db.transaction().execute(async (trx) => {
    const found = await findOffer(trx, offerId, scope);
    if (!found) throw offerNotFound();
    const need = await lockPublishedNeed(trx, found.application_id, scope);
    const offer = await findOffer(trx, offerId, scope);
    if (!need || !offer) throw offerNotFound();
    if (offer.state === 'accepted' || need.org_id !== null) {
      throw new ApiError(GatewayCode.OFFER_ALREADY_ACCEPTED, OFFER_MESSAGES.alreadyAccepted);
    }
    if (offer.state !== 'active') throw new ApiError(GatewayCode.OFFER_NOT_OPEN, OFFER_MESSAGES.offerNotActive);
    if (offer.valid_until < today) throw new ApiError(GatewayCode.OFFER_EXPIRED, OFFER_MESSAGES.expired);
    if (!isOpenNeed(need, today) || !(await hasAuthorisationInForce(trx, need.company_id, now))) throw needNotOpen();
    if (!(await claimNeed(trx, { id: need.id, orgId: offer.org_id, now, today }))) throw needNotOpen();
    await moveOffer(trx, { id: offer.id, from: 'active', to: 'accepted', at: now });
    await declineOtherOffers(trx, { needId: need.id, acceptedId: offer.id, at: now });
    await insertEvent(trx, {
      applicationId: need.id,
      from: need.loan_status,
      to: LoanStatus.REVIEW_PASSED,
      actorKind: 'enterprise',
      actorId: acceptor.userId,
      remark: acceptanceRemark(offer.org_name),
      creditAmount: null,
      loanAmount: null,
      at: now,
    });
    return need.id;
  });
  return needOffers(db, acceptor.companyId, needId, now);
}
