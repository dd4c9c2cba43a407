import { createHash } from 'node:crypto';
import { isUniformCode } from '@sme/contract/uniform-code';

/** The token the stand-in accepts (GOVDATA_TOKEN of `npm start`); it opens nothing but this stand-in. */
export const DEFAULT_GOVDATA_TOKEN = 'local-govdata-token-not-for-production';

const RATINGS = ['A', 'B', 'M', 'C', 'D'] as const;
const UTILITY_KINDS = ['电费', '水费', '燃气费'] as const;

/** A fictional pack, as the provincial data service shapes it (apps/gateway/src/outside/govdata). */
export interface StandInPack {
  tax: { creditRating: (typeof RATINGS)[number] | null; paidByYear: { year: number; amount: number }[] };
  insuredByMonth: { month: string; employees: number }[];
  utilities: { month: string; kind: (typeof UTILITY_KINDS)[number]; amount: number; paidOnTime: boolean }[];
}

/** A small deterministic generator (mulberry32) seeded from the credit code: the same code, the same pack. */
function randomOf(seedText: string): () => number {
  let seed = createHash('sha256').update(seedText).digest().readUInt32BE(0);
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** YYYY-MM of the `back`-th month before the month of `now` (Beijing time), 1 = the previous month. */
function monthBefore(now: Date, back: number): string {
  const beijing = new Date(now.getTime() + 8 * 3_600_000);
  const month = new Date(Date.UTC(beijing.getUTCFullYear(), beijing.getUTCMonth() - back, 1));
  return month.toISOString().slice(0, 7);
}

/**
 * The fictional pack of a company of the registry (any well-formed 统一社会信用代码; null for anything else, as the
 * service has no records of it): the last three years' taxes, twelve months of insured employees and of utility
 * bills before the month of `now`. Everything follows from the code, so a test can expect a figure.
 */
export function fictionalPack(uniformCode: string, now: Date): StandInPack | null {
  if (!isUniformCode(uniformCode)) return null;
  const random = randomOf(uniformCode);
  const size = 5 + Math.floor(random() * 200);
  const rated = random() > 0.1;
  const lastYear = Number(monthBefore(now, 0).slice(0, 4)) - 1;
  const paidByYear = [2, 1, 0].map((back) => ({
    year: lastYear - back,
    amount: Math.round(size * (0.8 + random() * 0.6) * 100) / 100,
  }));
  const months = Array.from({ length: 12 }, (_, index) => monthBefore(now, 12 - index));
  const insuredByMonth = months.map((month) => ({
    month,
    employees: Math.max(1, Math.round(size * (0.9 + random() * 0.2))),
  }));
  const utilities = months.flatMap((month) =>
    UTILITY_KINDS.slice(0, 2).map((kind) => ({
      month,
      kind,
      amount: Math.round(size * (kind === '电费' ? 120 : 30) * (0.7 + random() * 0.6) * 100) / 100,
      paidOnTime: random() > 0.08,
    })),
  );
  return {
    tax: { creditRating: rated ? (RATINGS[Math.floor(random() * 3)] ?? 'B') : null, paidByYear },
    insuredByMonth,
    utilities,
  };
}
