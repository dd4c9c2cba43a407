import { describe, expect, it } from 'vitest';
import { offersCompanySwitch } from './company-switch';

describe('offersCompanySwitch (the header’s 切换企业)', () => {
  it('is offered on a certified company, as spec §2 says, even with one company', () => {
    expect(offersCompanySwitch({ ifCertification: true, companyCount: 1 })).toBe(true);
  });

  it('is offered on an uncertified company when the account holds several', () => {
    expect(offersCompanySwitch({ ifCertification: false, companyCount: 2 })).toBe(true);
  });

  it('is not offered to an uncertified account with one company or none (继续实名认证 only)', () => {
    expect(offersCompanySwitch({ ifCertification: false, companyCount: 1 })).toBe(false);
    expect(offersCompanySwitch({ ifCertification: false, companyCount: 0 })).toBe(false);
  });
});
