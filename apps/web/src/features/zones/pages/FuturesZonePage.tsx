import { FuturesSignUpForm } from '../components/FuturesSignUpForm';
import { ZonePage } from './ZonePage';

/** /GJFutures: the futures zone's programme, its sign-up form and its products. */
export function FuturesZonePage() {
  return <ZonePage zoneKey="futures" extra={<FuturesSignUpForm />} />;
}
