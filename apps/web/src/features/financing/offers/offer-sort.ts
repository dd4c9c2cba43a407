/** How the enterprise orders the offers side by side. */
export type OfferSort = 'rate' | 'amount';

interface Sortable {
  id: string;
  rateMin: number;
  rateMax: number;
  amountMin: number;
  amountMax: number;
}

/** By rate: the lowest rate first (then the lowest upper bound); by amount: the largest amount first. */
export function sortOffers<Offer extends Sortable>(offers: readonly Offer[], by: OfferSort): Offer[] {
  const key = (offer: Offer): [number, number] =>
    by === 'rate' ? [offer.rateMin, offer.rateMax] : [-offer.amountMax, -offer.amountMin];
  return [...offers].sort((a, b) => {
    const [a1, a2] = key(a);
    const [b1, b2] = key(b);
    return a1 - b1 || a2 - b2 || a.id.localeCompare(b.id);
  });
}

/** Hours as the portal shows a response time: under a day in hours, else in days. */
export function hoursText(hours: number | null | undefined): string {
  if (hours === null || hours === undefined) return '暂无数据';
  if (hours < 24) return `${Math.max(1, Math.round(hours))}小时`;
  return `${(hours / 24).toFixed(1)}天`;
}
