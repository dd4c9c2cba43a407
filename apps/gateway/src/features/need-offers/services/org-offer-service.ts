import { beijingDay } from '@sme/contract/beijing-time';
import { GatewayCode } from '@sme/contract/codes';
import { OFFER_MESSAGES, type OrgOfferRecord } from '@sme/contract/routes/need-offers';
import { hasAuthorisationInForce } from '#features/accounts/stores/authorisation-store.ts';
import { applicationNotFound } from '#features/applications/services/application-not-found.ts';
import type { WorkbenchContext } from '#features/workbench/context.ts';
import { institutionOf, type StaffContext } from '#features/workbench/services/staff-guard.ts';
import { ApiError } from '#http/api-error.ts';
import { isOpenNeed, orgOfferRecord } from '../domain/offer-rules.ts';
import {
  findOffer,
  hasMatchingProduct,
  listOrgOffers,
  lockPublishedNeed,
  moveOffer,
  type OfferFigures,
  saveOffer,
} from '../stores/offer-store.ts';

export const offerNotFound = applicationNotFound;
export const needNotOpen = () => new ApiError(GatewayCode.OFFER_NOT_OPEN, OFFER_MESSAGES.needNotOpen);

/** POST /loan/org/offer/detail: one of the institution's own offers; another institution's reads as an unknown id. */
export async function orgOffer(ctx: WorkbenchContext, staff: StaffContext, id: number): Promise<OrgOfferRecord> {
  const orgId = institutionOf(staff, OFFER_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const row = await findOffer(db, id, { orgId });
  if (!row) throw offerNotFound();
  return orgOfferRecord(row, beijingDay(clock.now()));
}

/** POST /loan/org/offer/list: the institution's offers, newest first, with their outcome. */
export async function orgOffers(
  ctx: WorkbenchContext,
  staff: StaffContext,
  page: { pageNum: number; pageSize: number },
) {
  const orgId = institutionOf(staff, OFFER_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const today = beijingDay(clock.now());
  const { rows, total } = await listOrgOffers(db, orgId, page);
  return { records: rows.map((row) => orgOfferRecord(row, today)), total, ...page };
}

/**
 * POST /loan/org/offer/save: the institution's one offer on an open need (sent, or its own replaced in place), only
 * when one of its products on shelf matches the need. The need is locked, so an offer and an acceptance or a claim
 * happen one after the other.
 */
export async function sendOffer(
  ctx: WorkbenchContext,
  staff: StaffContext,
  params: Omit<OfferFigures, 'conditions'> & { needId: number; conditions?: string | undefined },
): Promise<OrgOfferRecord> {
  const orgId = institutionOf(staff, OFFER_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const now = clock.now();
  const today = beijingDay(now);
  if (params.validUntil < today) throw new ApiError(GatewayCode.OFFER_INVALID, OFFER_MESSAGES.validUntilPast);
  const id = await db.transaction().execute(async (trx) => {
    const need = await lockPublishedNeed(trx, params.needId, { companyId: null });
    if (!need) throw offerNotFound();
    if (!isOpenNeed(need, today) || !(await hasAuthorisationInForce(trx, need.company_id, now))) throw needNotOpen();
    if (!(await hasMatchingProduct(trx, orgId, need))) {
      throw new ApiError(GatewayCode.OFFER_NOT_MATCHING, OFFER_MESSAGES.notMatching);
    }
    return saveOffer(trx, { ...params, conditions: params.conditions ?? '', orgId, staffId: staff.staffId, at: now });
  });
  return orgOffer(ctx, staff, id);
}

/** POST /loan/org/offer/withdraw: the institution takes back its own active offer while the need is open. */
export async function withdrawOffer(ctx: WorkbenchContext, staff: StaffContext, id: number): Promise<OrgOfferRecord> {
  const orgId = institutionOf(staff, OFFER_MESSAGES.institutionOnly);
  const { db, clock } = ctx.accounts;
  const now = clock.now();
  const offer = await findOffer(db, id, { orgId });
  if (!offer) throw offerNotFound();
  await db.transaction().execute(async (trx) => {
    const need = await lockPublishedNeed(trx, offer.application_id, { companyId: null });
    if (!need || !isOpenNeed(need, beijingDay(now))) throw needNotOpen();
    if (!(await moveOffer(trx, { id, from: 'active', to: 'withdrawn', at: now }))) {
      throw new ApiError(GatewayCode.OFFER_NOT_OPEN, OFFER_MESSAGES.offerNotActive);
    }
  });
  return orgOffer(ctx, staff, id);
}
