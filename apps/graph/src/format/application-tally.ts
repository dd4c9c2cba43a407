import type { StatusCountRecord } from '@sme/contract/routes/estimates';

export interface ApplicationTally {
  total: number;
  inProgress: number;
  credited: number;
  lent: number;
  failed: number;
  withdrawn: number;
}

const FAILED = new Set([3, 5, 7, 9]);

/**
 * Counts by loanStatus (spec §4) folded into where the applications stand: with the platform or an institution
 * (1, 2, 4, 11), credit granted (6), lent (8), failed (3, 5, 7, 9), withdrawn (10).
 */
export function tallyApplications(counts: readonly StatusCountRecord[]): ApplicationTally {
  const tally: ApplicationTally = { total: 0, inProgress: 0, credited: 0, lent: 0, failed: 0, withdrawn: 0 };
  for (const { loanStatus, count } of counts) {
    tally.total += count;
    if (loanStatus === 6) tally.credited += count;
    else if (loanStatus === 8) tally.lent += count;
    else if (loanStatus === 10) tally.withdrawn += count;
    else if (FAILED.has(loanStatus)) tally.failed += count;
    else tally.inProgress += count;
  }
  return tally;
}
