import { describe, expect, it } from 'vitest';
import { rateApplyPath } from './rate-apply-path';

describe('立即申请 on the matching products', () => {
  it('opens the form marked from=rate for a product applied for through the form', () => {
    expect(rateApplyPath('12', 1)).toBe('/financeApply?productId=12&from=rate');
  });
  it('opens the detail page (QR code or link) for any other product, or when the method is not known', () => {
    expect(rateApplyPath('12', 2)).toBe('/product/12');
    expect(rateApplyPath('12', 3)).toBe('/product/12');
    expect(rateApplyPath('12', null)).toBe('/product/12');
  });
});
