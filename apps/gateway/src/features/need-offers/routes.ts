import * as offers from '@sme/contract/routes/need-offers';
import { certifiedRoute } from '#features/accounts/routes/certified-route.ts';
import type { WorkbenchContext } from '#features/workbench/context.ts';
import { staffRoute, staffServiceRoute } from '#features/workbench/routes/staff-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { acceptOffer, needOffers } from './services/enterprise-offer-service.ts';
import { govOfferFigures } from './services/gov-offer-service.ts';
import { orgOffer, orgOffers, sendOffer, withdrawOffer } from './services/org-offer-service.ts';

/**
 * 意向报价 (docs/gateway-api.md, "意向报价"): institution staff send, replace and withdraw their own offers
 * (/loan/org/offer/…), the need's company compares and accepts (/loan/pc/offer/…), the government dashboard counts.
 */
export function needOfferRoutes(ctx: WorkbenchContext): RouteDef[] {
  const { accounts } = ctx;
  return [
    staffServiceRoute(ctx, offers.orgOfferSave, 'needs.claim', sendOffer),
    staffRoute(ctx, offers.orgOfferWithdraw, 'needs.claim', (_req, staff, input) =>
      withdrawOffer(ctx, staff, input().id),
    ),
    staffRoute(ctx, offers.orgOfferDetail, 'needs.claim', (_req, staff, input) => orgOffer(ctx, staff, input().id)),
    staffServiceRoute(ctx, offers.orgOfferList, 'needs.claim', orgOffers),
    certifiedRoute(accounts, offers.pcNeedOffers, ({ companyId }, input) =>
      needOffers(accounts.db, companyId, input().id, accounts.clock.now()),
    ),
    certifiedRoute(accounts, offers.pcOfferAccept, (member, input) =>
      acceptOffer(accounts.db, member, input().id, accounts.clock.now()),
    ),
    staffRoute(ctx, offers.govOfferFigures, 'dashboard.read', (_req, _staff, input) =>
      govOfferFigures(accounts.db, input()),
    ),
  ];
}
