import { GatewayCode } from '@sme/contract/codes';
import { institutionResponseTimes } from '@sme/contract/routes/dashboard';
import {
  govOfferFigures,
  OFFER_STATE_LABELS,
  type OfferRecord,
  type OrgOfferRecord,
  orgOfferDetail,
  orgOfferList,
  orgOfferSave,
  orgOfferWithdraw,
  pcNeedOffers,
  pcOfferAccept,
} from '@sme/contract/routes/need-offers';
import type {
  GovDashboardResolvers,
  MutationResolvers,
  NeedOfferResolvers,
  NeedOffersResolvers,
  QueryResolvers,
} from '#generated/resolvers-types.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';
import { applicationIdArg } from '#validation/arguments.ts';
import { needOfferBody, offerId } from '#validation/need-offer-arguments.ts';
import { workbenchPage } from '#validation/workbench-arguments.ts';

/** 意向报价 (schema/need-offers.graphql): staff calls with the staff session, the portal's with the enterprise's. */
export const needOffersQuery: QueryResolvers = {
  needOffers: (_parent, { needId }, { gateway }) => gateway.send(pcNeedOffers, { id: applicationIdArg(needId) }),
  orgNeedOffers: (_parent, { page }, { workbench }) => workbench.send(orgOfferList, workbenchPage(page)),
  orgNeedOffer: (_parent, { id }, { workbench }) => workbench.send(orgOfferDetail, { id: offerId(id) }),
};

export const needOffersMutation: MutationResolvers = {
  sendNeedOffer: (_parent, { input }, { workbench }) => workbench.send(orgOfferSave, needOfferBody(input)),
  withdrawNeedOffer: (_parent, { id }, { workbench }) => workbench.send(orgOfferWithdraw, { id: offerId(id) }),
  acceptNeedOffer: (_parent, { id }, { gateway }) => gateway.send(pcOfferAccept, { id: offerId(id) }),
};

export const needOffersFields: NeedOffersResolvers = {
  needId: (answer) => String(answer.needId),
};

/** The workbench's list carries the need's fields; the portal's offers do not. */
const needOf = (offer: OfferRecord) => ('entName' in offer ? (offer as OrgOfferRecord) : null);

export const needOfferFields: NeedOfferResolvers = {
  id: (offer) => String(offer.id),
  needId: (offer) => String(offer.needId),
  orgId: (offer) => String(offer.orgId),
  stateLabel: (offer) => OFFER_STATE_LABELS[offer.expired ? 'expired' : offer.state],
  entName: (offer) => needOf(offer)?.entName ?? null,
  applyAmount: (offer) => needOf(offer)?.applyAmount ?? null,
  loanPeriod: (offer) => needOf(offer)?.loanPeriod ?? null,
  responseTimes: (offer, _args, { gateway }) =>
    gateway.send(institutionResponseTimes, { orgId: offer.orgId }).catch((error: unknown) => {
      if (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.NO_SUCH_OBJECT) return null;
      throw error;
    }),
};

/** The dashboard's offer block, over the same submission days as the dashboard. */
export const govDashboardOfferFields: Pick<GovDashboardResolvers, 'offers'> = {
  offers: (answer, _args, { workbench }) =>
    workbench.send(govOfferFigures, {
      ...(answer.filters.startDate ? { startDate: answer.filters.startDate } : {}),
      ...(answer.filters.endDate ? { endDate: answer.filters.endDate } : {}),
    }),
};
