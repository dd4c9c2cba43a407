import { describe, expect, it } from 'vitest';
import { tallyApplications } from './application-tally.ts';

describe('tallyApplications', () => {
  it('folds the status counts into where the applications stand', () => {
    const counts = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((loanStatus) => ({ loanStatus, count: loanStatus }));
    expect(tallyApplications(counts)).toEqual({
      total: 66,
      inProgress: 1 + 2 + 4 + 11,
      credited: 6,
      lent: 8,
      failed: 3 + 5 + 7 + 9,
      withdrawn: 10,
    });
  });

  it('answers zeros for a company without applications', () => {
    expect(tallyApplications([])).toEqual({ total: 0, inProgress: 0, credited: 0, lent: 0, failed: 0, withdrawn: 0 });
  });
});
