import type { CurrentUser } from './session-store';

/** A signed-in user with one company, not yet certified; `overrides` sets what a test is about. */
export function sessionUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'u1',
    name: '张三',
    maskedMobile: '138****0001',
    companyName: '示范科技有限公司',
    companyCount: 1,
    ifImport: false,
    ifCertification: false,
    identifyStatus: 0,
    hasCheckedFace: false,
    ...overrides,
  };
}
