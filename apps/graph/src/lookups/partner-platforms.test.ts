import { describe, expect, it } from 'vitest';
import { GENERIC_PARTNER_NAME, partnerPlatformName } from './partner-platforms.ts';

describe('partnerPlatformName', () => {
  it('names a known source, the generic name for an unknown one, and nothing for an account not imported', () => {
    expect(partnerPlatformName('shb')).toBe('合作企业服务平台（SHB）');
    expect(partnerPlatformName('other')).toBe(GENERIC_PARTNER_NAME);
    expect(partnerPlatformName('constructor')).toBe(GENERIC_PARTNER_NAME);
    expect(partnerPlatformName(null)).toBeNull();
  });
});
