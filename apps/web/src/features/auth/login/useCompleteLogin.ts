import type { ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { authDialog } from '../../../shared/session/auth-dialog-store';
import { notifySuccess } from '../../../shared/ui/toaster';
import { importDestination, takesImportBranch } from '../invitation/import-branch';
import { ImportDetailQuery } from '../invitation/invitation-operations';
import type { ProtocolEntry } from '../protocols/protocol-versions';
import { takeJumpUrl } from '../storage/jump-url';
import { clearPendingLogin, type PendingCompany, stashPendingLogin } from '../storage/pending-login';
import { alertLoginFailure, type LoggedInUser, loginIntoCompany } from './company-login';
import { loginFlow } from './login-flow';
import { LOGIN_TEXTS } from './login-texts';

/** Where the login panel is shown: the /login page or the account dialog (spec §2). */
export type PanelMode = 'page' | 'dialog';

export const CHANGE_COMPANY_DURING_LOGIN = '/changeCompany?isLogon=true';

/** Spec §4 step 7: where an imported account with an uncertified company goes (/adInvitation or /verified). */
async function importBranchTarget(client: ApolloClient): Promise<string> {
  try {
    const { data } = await client.query({
      query: ImportDetailQuery,
      fetchPolicy: 'network-only',
      context: QUIET_ERRORS,
    });
    return importDestination(data?.importDetail ?? null);
  } catch {
    return importDestination(null);
  }
}

/**
 * Spec §4 steps 4-7 after the first login step answered the account's companies: one → log into it and finish;
 * several → stash the login in session storage and let the user pick on /changeCompany. Every login (SMS, password,
 * invitation, and the company picked on /changeCompany) ends in `finish`.
 */
export function useCompleteLogin(mode: PanelMode) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  /**
   * The flow ends here: the dialog closes where the user is, the page goes to the remembered address (step 6) — or,
   * for an imported account whose company is not certified, to /adInvitation or /verified (step 7).
   */
  async function finish(user: LoggedInUser, viaPassword: boolean): Promise<void> {
    clearPendingLogin();
    if (takesImportBranch(user)) {
      const target = await importBranchTarget(client);
      takeJumpUrl();
      if (mode === 'dialog') authDialog.close();
      loginFlow.navigate(pathname, target);
      navigate(target, { replace: mode === 'page' });
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
  }

  /** Answers true when the login went on (finished, or waiting for a company to be picked). */
  async function continueWithCompanies(
    companies: readonly PendingCompany[],
    agreed: ProtocolEntry[],
    viaPassword: boolean,
  ): Promise<boolean> {
    const [only, ...others] = companies;
    if (!only) {
      await alertLoginFailure(new Error('no company in the login answer'));
      return false;
    }
    if (others.length > 0) {
      stashPendingLogin({ companies: [...companies], changedProtocols: agreed, viaPassword });
      if (mode === 'dialog') authDialog.close();
      navigate(CHANGE_COMPANY_DURING_LOGIN);
      return true;
    }
    const user = await loginIntoCompany(client, only.id, agreed);
    if (!user) return false;
    await finish(user, viaPassword);
    return true;
  }

  return { continueWithCompanies, finish };
}
