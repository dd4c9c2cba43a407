import { useMutation } from '@apollo/client/react';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { rememberJumpUrl } from '../storage/jump-url';
import { rememberBegunLogin } from '../storage/outside-login-storage';
import { alertLoginFailure } from './company-login';
import { leavePortal } from './leave-portal';
import { StartProvincialLoginMutation, StartWeChatLoginMutation } from './outside-login-entry-operations';
import { useProtocolConsent } from './protocol-consent';

/**
 * Starting an outside login (provincial unified identity, WeChat): spec §4 steps 1-2 before leaving (the 温馨提示
 * notice when a protocol changed), the start in the graph, then the browser goes to the provider. `returnTo` (the page
 * under the login dialog) is remembered like a visitor's jump address. Each answers false when it stopped here
 * (不同意 in the notice, or a failure, which an alert explained).
 */
export function useOutsideLoginStart() {
  const agreeToProtocols = useProtocolConsent();
  const [startProvincialLogin] = useMutation(StartProvincialLoginMutation, { context: QUIET_ERRORS });
  const [startWeChatLogin] = useMutation(StartWeChatLoginMutation, { context: QUIET_ERRORS });

  async function prepare(returnTo: string | undefined) {
    const agreed = await agreeToProtocols();
    if (agreed && returnTo) rememberJumpUrl(returnTo);
    return agreed;
  }

  /** The provincial login (after the service authorisation): keeps the agreed protocols for the callback page. */
  async function beginProvincialLogin(returnTo?: string): Promise<boolean> {
    const agreed = await prepare(returnTo);
    if (!agreed) return false;
    try {
      const { data } = await startProvincialLogin();
      if (!data) throw new Error('no SSO address');
      rememberBegunLogin({ provider: 'provincial', agreed });
      leavePortal.go(data.startProvincialLogin.ssoUrl);
      return true;
    } catch (error) {
      await alertLoginFailure(error);
      return false;
    }
  }

  /** The WeChat login: as the provincial one, to WeChat's QR page. */
  async function beginWeChatLogin(returnTo?: string): Promise<boolean> {
    const agreed = await prepare(returnTo);
    if (!agreed) return false;
    try {
      const { data } = await startWeChatLogin();
      if (!data) throw new Error('no WeChat address');
      rememberBegunLogin({ provider: 'wechat', agreed, appId: data.startWeChatLogin.appId });
      leavePortal.go(data.startWeChatLogin.authorizeUrl);
      return true;
    } catch (error) {
      await alertLoginFailure(error);
      return false;
    }
  }

  return { beginProvincialLogin, beginWeChatLogin };
}
