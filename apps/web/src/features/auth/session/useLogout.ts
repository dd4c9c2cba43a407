import { useApolloClient } from '@apollo/client/react';
import { useNavigate } from 'react-router-dom';
import { serverMessageOr } from '../../../shared/api/graphql-failure';
import { LogoutMutation } from '../../../shared/api/logout-mutation';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { notifyFailure, notifySuccess } from '../../../shared/ui/toaster';

export const LOGOUT_TEXTS = { loggedOut: '安全退出成功！', failed: '请求失败，请稍后再试' } as const;

/** Spec §4 logout: end the session (the graph clears the cookie), 安全退出成功！, forget cached data, go to /login. */
export function useLogout() {
  const client = useApolloClient();
  const navigate = useNavigate();
  return async function logout(): Promise<void> {
    try {
      await client.mutate({ mutation: LogoutMutation, context: QUIET_ERRORS });
    } catch (error) {
      notifyFailure(serverMessageOr(error, LOGOUT_TEXTS.failed));
      return;
    }
    notifySuccess(LOGOUT_TEXTS.loggedOut);
    navigate('/login');
    await client.resetStore().catch(() => undefined);
  };
}
