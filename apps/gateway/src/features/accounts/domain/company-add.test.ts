import { describe, expect, it } from 'vitest';
import { companyAddLimit, normalizeCompanyName, sameCompanyName } from './company-add.ts';

describe('company names compared with the registry', () => {
  it('ignores spaces and the width of brackets', () => {
    expect(normalizeCompanyName(' 示例科技 (广州) 有限公司 ')).toBe('示例科技（广州）有限公司');
    expect(sameCompanyName('示例科技(广州)有限公司', '示例科技（广州）有限公司')).toBe(true);
  });

  it('tells other names apart, and never matches an empty one', () => {
    expect(sameCompanyName('示例科技（广州）', '示例科技（广州）有限公司')).toBe(false);
    expect(sameCompanyName('  ', '')).toBe(false);
  });
});

describe('companyAddLimit', () => {
  it('allows 20 an hour per account, scaled by RATE_LIMIT_FACTOR', () => {
    expect(companyAddLimit(1, 7)).toMatchObject({ bucket: 'company:add:user:7', max: 20, windowMs: 3_600_000 });
    expect(companyAddLimit(50, 7).max).toBe(1000);
  });
});
