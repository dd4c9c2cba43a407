import { AccountPage } from '#features/auth/account/pages/AccountPage.tsx';
import { PERSONAL_CENTRE_SECTIONS } from './personal-centre-sections';

/** /account/{type}: the account feature's page with the sections every feature contributes. */
export function PersonalCentrePage() {
  return <AccountPage sections={PERSONAL_CENTRE_SECTIONS} />;
}
