import type { ProductTerms } from '@sme/contract/routes/catalog';
import type { ProductSeed } from './seed-types.ts';

/** A lower and an upper limit; null where the product sets none. */
type Limits = readonly [min: number | null, max: number | null];

/**
 * A product as the data files write it: its terms as [min, max] pairs, its day of publication, and its top weight and
 * shelf state only where they differ from the usual (0, on the shelf).
 */
export type ProductEntry = Omit<ProductSeed, keyof ProductTerms | 'topWeight' | 'onShelf' | 'publishedAt'> & {
  /** 万元. */
  amount: Limits;
  /** Annual percent. */
  rate: Limits;
  months: Limits;
  /** ISO day; products are published at 10:00 China time. */
  published: string;
  topWeight?: number;
  onShelf?: boolean;
};

export function product({
  amount,
  rate,
  months,
  published,
  topWeight = 0,
  onShelf = true,
  ...fields
}: ProductEntry): ProductSeed {
  return {
    ...fields,
    minAmount: amount[0],
    maxAmount: amount[1],
    rateMin: rate[0],
    rateMax: rate[1],
    minPeriod: months[0],
    maxPeriod: months[1],
    topWeight,
    onShelf,
    publishedAt: `${published}T10:00:00+08:00`,
  };
}
