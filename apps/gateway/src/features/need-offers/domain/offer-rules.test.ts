import { describe, expect, it } from 'vitest';
import { isOpenNeed } from './offer-rules.ts';

describe('isOpenNeed', () => {
  const open = { org_id: null, loan_status: 2, expiry_date: '2026-11-27' };

  it('is open while unclaimed, reviewed and not past its last day', () => {
    expect(isOpenNeed(open, '2026-11-27')).toBe(true);
    expect(isOpenNeed({ ...open, expiry_date: null }, '2030-01-01')).toBe(true);
  });

  it('is closed once claimed, expired or in another status', () => {
    expect(isOpenNeed({ ...open, org_id: 3 }, '2026-11-27')).toBe(false);
    expect(isOpenNeed(open, '2026-11-28')).toBe(false);
    expect(isOpenNeed({ ...open, loan_status: 10 }, '2026-11-27')).toBe(false);
  });
});
