import { useApolloClient, useLazyQuery, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { authDialog } from '#shared/session/auth-dialog-store.ts';
import { notifySuccess } from '#shared/ui/toaster.tsx';
import { importDestination, takesImportBranch } from '../invitation/import-branch';
import { ImportDetailQuery } from '../invitation/invitation-operations';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import { takeJumpUrl } from '../storage/jump-url';
import { clearPendingLogin, type PendingCompany, stashPendingLogin } from '../storage/pending-login';
import { alertLoginFailure, becomeCurrentUser, type LoggedInUser, useRecordProtocolsRead } from './company-login';
import { LoginWithCompanyMutation } from './company-login-operation';
import { loginFlow } from './login-flow';
import { LOGIN_IDLE, type LoginEvent, type LoginState, loginReducer } from './login-machine';
import { LOGIN_TEXTS } from './login-texts';
import { settleOutsideLogin } from './outside-login-settlement';
import { useProtocolConsent } from './protocol-consent';

/** Where the login panel is shown: the /login page or the account dialog (spec §2). */
export type PanelMode = 'page' | 'dialog';

export const CHANGE_COMPANY_DURING_LOGIN = '/changeCompany?isLogon=true';

/**
 * One login (spec §4) as the state machine of login-machine.ts over Apollo's hooks: the steps run here, each one
 * moves the machine, and the components render `state`. The forms start it with a first step (useLoginForm); the
 * provider callbacks with the companies their own login answered (`continueWithCompanies`); /changeCompany with the
 * company picked (`enterCompany`). Every login ends in `finish`.
 */
export function useLogin(mode: PanelMode) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [state, setState] = useState<LoginState>(LOGIN_IDLE);
  // The steps read the state they just moved to, before React renders it.
  const current = useRef<LoginState>(LOGIN_IDLE);
  const [loginWithCompany] = useMutation(LoginWithCompanyMutation, { context: QUIET_ERRORS });
  const recordProtocolsRead = useRecordProtocolsRead();
  const [queryImportDetail] = useLazyQuery(ImportDetailQuery, { fetchPolicy: 'network-only' });

  function send(event: LoginEvent): LoginState {
    const next = loginReducer(current.current, event);
    current.current = next;
    setState(next);
    return next;
  }

  /** A form's submit starts the login (`check`: the slider first); false while one is running. */
  function start(check: boolean): boolean {
    if (current.current.step !== 'idle') return false;
    send({ type: 'submit', check });
    return true;
  }

  /** Spec §4 steps 1-2: the changed protocols agreed to, or null when the login stops. */
  const agreeToProtocols = useProtocolConsent();

  /** Spec §4 step 7: where an imported account with an uncertified company goes (/adInvitation or /verified). */
  async function importBranchTarget(): Promise<string> {
    try {
      const { data } = await queryImportDetail({ context: QUIET_ERRORS });
      return importDestination(data?.importDetail ?? null);
    } catch {
      return importDestination(null);
    }
  }

  /**
   * Step 4: log into the company (the graph holds the one-time codes in an HttpOnly cookie and sets the session
   * cookie), record the changed protocols as read, and make the answer `me`. Null when it failed (an alert said why).
   */
  async function enter(companyId: string, agreed: readonly ProtocolEntry[]): Promise<LoggedInUser | null> {
    loginFlow.begin();
    try {
      const { data } = await loginWithCompany({ variables: { companyId } });
      if (!data) throw new Error('no user after login');
      await recordProtocolsRead(agreed);
      settleOutsideLogin(client);
      return becomeCurrentUser(client, data.loginWithCompany);
    } catch (error) {
      loginFlow.end();
      await alertLoginFailure(error);
      send({ type: 'stopped' });
      return null;
    }
  }

  /**
   * Steps 6-7: the dialog closes where the user is, the page goes to the remembered address — or, for an imported
   * account whose company is not certified, to /adInvitation or /verified.
   */
  async function finish(user: LoggedInUser, viaPassword: boolean): Promise<void> {
    clearPendingLogin();
    if (takesImportBranch(user)) {
      const target = await importBranchTarget();
      takeJumpUrl();
      if (mode === 'dialog') authDialog.close();
      loginFlow.navigate(pathname, target);
      navigate(target, { replace: mode === 'page' });
      send({ type: 'finished' });
      return;
    }
    if (mode === 'dialog') {
      loginFlow.end();
      authDialog.succeed();
    } else {
      const target = takeJumpUrl();
      loginFlow.navigate(pathname, target);
      navigate(target, { replace: true });
    }
    if (!user.ifCertification) notifySuccess(LOGIN_TEXTS.loggedInUncertified);
    if (viaPassword && !user.companyName) authDialog.open('addCompany');
    send({ type: 'finished' });
  }

  /** Runs the login on from the step the machine is at; answers true when it went on (finished, or handed over). */
  async function proceed(at: LoginState): Promise<boolean> {
    if (at.step === 'picking-company') {
      stashPendingLogin({ companies: at.companies, changedProtocols: at.agreed, viaPassword: at.viaPassword });
      if (mode === 'dialog') authDialog.close();
      navigate(CHANGE_COMPANY_DURING_LOGIN);
      send({ type: 'handed-over' });
      return true;
    }
    if (at.step !== 'entering-company') return false;
    const user = await enter(at.companyId, at.agreed);
    if (!user) return false;
    const finishing = send({ type: 'entered', user });
    if (finishing.step !== 'finishing') return false;
    await finish(finishing.user, finishing.viaPassword);
    return true;
  }

  /**
   * Steps 4-5 after a first login step answered the account's companies: one → log into it and finish; several →
   * stash the login and let the user pick on /changeCompany; none → the login failed.
   */
  async function continueWithCompanies(
    companies: readonly PendingCompany[],
    agreed: ProtocolEntry[],
    viaPassword: boolean,
  ): Promise<boolean> {
    const next = send({ type: 'companies-answered', companies, agreed, viaPassword });
    if (next.step === 'idle') {
      await alertLoginFailure(new Error('no company in the login answer'));
      return false;
    }
    return proceed(next);
  }

  /** Step 5 on /changeCompany: log into the company picked and finish. */
  async function enterCompany(companyId: string, agreed: ProtocolEntry[], viaPassword: boolean): Promise<boolean> {
    if (current.current.step !== 'idle') return false;
    return proceed(send({ type: 'company-chosen', companyId, agreed, viaPassword }));
  }

  return { state, send, start, agreeToProtocols, continueWithCompanies, enterCompany };
}
