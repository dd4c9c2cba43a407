/**
 * Whether the header offers 切换企业: for a certified company (spec §2), and whenever the account holds more than one
 * company, so an account on its uncertified company always has a way back to another (docs/decisions/0016-accounts-clean-up-after-the-second-attack-run-csp-hsts-no.md).
 */
export const offersCompanySwitch = (user: { ifCertification: boolean; companyCount: number }): boolean =>
  user.ifCertification || user.companyCount > 1;
