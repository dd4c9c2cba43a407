import type { ProtocolEntry } from '../protocols/protocol-versions';
import type { PendingCompany } from '../storage/pending-login';
import type { LoggedInUser } from './company-login';

/**
 * Where one login stands (spec §4), from the submit to the page it ends on. Every login (SMS, password, invitation,
 * WeChat and provincial callbacks, the company picked on /changeCompany) goes through the same steps:
 * - idle: nothing is running; a submit may start;
 * - checking: the slider picture check (password login only, spec §4);
 * - consenting: the protocols are fetched and, when a pop-up protocol changed, 温馨提示 asks (steps 1-2);
 * - signing-in: the first login step (SMS code, password or invitation token) answers the account's companies;
 * - picking-company: several companies — the login is stashed and /changeCompany asks which one (step 5);
 * - entering-company: loginWithCompany into the one company, then the agreed protocols are recorded (step 4);
 * - finishing: the new user goes to the remembered address, or the import branch (steps 6-7).
 */
export type LoginState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'consenting' }
  | { step: 'signing-in'; agreed: ProtocolEntry[] }
  | { step: 'picking-company'; companies: PendingCompany[]; agreed: ProtocolEntry[]; viaPassword: boolean }
  | { step: 'entering-company'; companyId: string; agreed: ProtocolEntry[]; viaPassword: boolean }
  | { step: 'finishing'; user: LoggedInUser; viaPassword: boolean };

export type LoginEvent =
  /** The form was submitted; `check`: the slider comes first. */
  | { type: 'submit'; check: boolean }
  /** The slider was solved. */
  | { type: 'checked' }
  /** The protocols are agreed (the changed ones, [] when none changed). */
  | { type: 'consented'; agreed: ProtocolEntry[] }
  /** A first login step answered the account's companies (a form's, or a provider callback's from idle). */
  | { type: 'companies-answered'; companies: readonly PendingCompany[]; agreed: ProtocolEntry[]; viaPassword: boolean }
  /** The user picked a company on /changeCompany. */
  | { type: 'company-chosen'; companyId: string; agreed: ProtocolEntry[]; viaPassword: boolean }
  /** The login was handed to /changeCompany. */
  | { type: 'handed-over' }
  /** loginWithCompany answered the user. */
  | { type: 'entered'; user: LoggedInUser }
  /** The login has navigated on or closed the dialog. */
  | { type: 'finished' }
  /** The user stopped (closed the slider, 不同意) or a step failed. */
  | { type: 'stopped' };

export const LOGIN_IDLE: LoginState = { step: 'idle' };

/** Where a company list leads: several → pick one, one → log into it, none → the login failed. */
function afterCompanies(event: Extract<LoginEvent, { type: 'companies-answered' }>): LoginState {
  const { companies, agreed, viaPassword } = event;
  const [only, ...others] = companies;
  if (!only) return LOGIN_IDLE;
  if (others.length > 0) return { step: 'picking-company', companies: [...companies], agreed, viaPassword };
  return { step: 'entering-company', companyId: only.id, agreed, viaPassword };
}

/** The login's transitions. An event the current step does not expect leaves the state as it is. */
export function loginReducer(state: LoginState, event: LoginEvent): LoginState {
  switch (event.type) {
    case 'submit':
      if (state.step !== 'idle') return state;
      return event.check ? { step: 'checking' } : { step: 'consenting' };
    case 'checked':
      return state.step === 'checking' ? { step: 'consenting' } : state;
    case 'consented':
      return state.step === 'consenting' ? { step: 'signing-in', agreed: event.agreed } : state;
    case 'companies-answered':
      return state.step === 'signing-in' || state.step === 'idle' ? afterCompanies(event) : state;
    case 'company-chosen':
      if (state.step !== 'idle') return state;
      return {
        step: 'entering-company',
        companyId: event.companyId,
        agreed: event.agreed,
        viaPassword: event.viaPassword,
      };
    case 'handed-over':
      return state.step === 'picking-company' ? LOGIN_IDLE : state;
    case 'entered':
      return state.step === 'entering-company'
        ? { step: 'finishing', user: event.user, viaPassword: state.viaPassword }
        : state;
    case 'finished':
      return state.step === 'finishing' ? LOGIN_IDLE : state;
    case 'stopped':
      return LOGIN_IDLE;
  }
}

/** The login's button shows busy (and a second submit is ignored) from the submit until the login is over. */
export const loginBusy = (state: LoginState): boolean => state.step !== 'idle' && state.step !== 'picking-company';

/** The company /changeCompany shows busy: the one being logged into. */
export const companyBeingEntered = (state: LoginState): string | null =>
  state.step === 'entering-company' ? state.companyId : null;
