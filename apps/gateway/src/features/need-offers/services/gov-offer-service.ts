import type { OfferFiguresRecord } from '@sme/contract/routes/need-offers';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { offerFigures } from '../stores/offer-store.ts';

const rounded = (value: number | string | null, decimals: number) =>
  value === null ? null : Number(Number(value).toFixed(decimals));

/** POST /loan/gov/offer/figures: offers per need and the time to the first offer, for the gov dashboard. */
export async function govOfferFigures(
  db: Kysely<DB>,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): Promise<OfferFiguresRecord> {
  const row = await offerFigures(db, {
    ...(range.startDate ? { startDate: range.startDate } : {}),
    ...(range.endDate ? { endDate: range.endDate } : {}),
  });
  return {
    needs: row.needs,
    needsWithOffers: row.needs_with_offers,
    offers: row.offers,
    offersPerNeed: row.needs_with_offers === 0 ? null : rounded(row.offers / row.needs_with_offers, 2),
    firstOfferMedianHours: rounded(row.first_offer_median_hours, 1),
    acceptedOffers: row.accepted,
  };
}
