import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '#shared/api/graphql-failure.ts';
import { LogoutMutation } from '#shared/api/logout-mutation.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { forgetProvincialIdentifyUrl } from '#shared/session/provincial-identify-url.ts';
import { notifyFailure, notifySuccess } from '#shared/ui/toaster.tsx';
import { leavePortal } from '../login/leave-portal';
import { takeProvincialLogoutUrl } from '../storage/outside-login-storage';

export const LOGOUT_TEXTS = { loggedOut: '安全退出成功！', failed: '请求失败，请稍后再试' } as const;

/**
 * Spec §4 logout: end the session (the graph clears the cookie), forget cached data; after a provincial login go to
 * the provider's stored logout address, else 安全退出成功！ and /login. The header offers it on every page, so Apollo
 * Client loads when it is used (issue 10), not with the header.
 */
export function useLogout() {
  const navigate = useNavigate();
  return async function logout(): Promise<void> {
    let client: typeof import('#shared/api/apollo-client.ts')['apolloClient'];
    try {
      client = (await import('#shared/api/apollo-client.ts')).apolloClient;
      await client.mutate({ mutation: LogoutMutation, context: QUIET_ERRORS });
    } catch (error) {
      notifyFailure(serverMessageOr(error, LOGOUT_TEXTS.failed));
      return;
    }
    forgetProvincialIdentifyUrl();
    const provincialLogout = takeProvincialLogoutUrl();
    if (provincialLogout) {
      // Spec §4: after a provincial login, logout ends the provider's session too; it returns to the portal.
      await client.clearStore().catch(() => undefined);
      leavePortal.go(provincialLogout);
      return;
    }
    notifySuccess(LOGOUT_TEXTS.loggedOut);
    navigate('/login');
    await client.resetStore().catch(() => undefined);
  };
}
