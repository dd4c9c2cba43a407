import { useMutation } from '@apollo/client/react';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import type { ProtocolEntry } from '../protocols/protocol-versions';
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

  /**
   * Steps 1-2 (the notice, the jump address), then `start` in the graph and the browser to the address it answers;
   * false when it stopped here.
   */
  async function leaveFor(
    returnTo: string | undefined,
    start: (agreed: ProtocolEntry[]) => Promise<string>,
  ): Promise<boolean> {
    const agreed = await agreeToProtocols();
    if (!agreed) return false;
    if (returnTo) rememberJumpUrl(returnTo);
    try {
      leavePortal.go(await start(agreed));
      return true;
    } catch (error) {
      await alertLoginFailure(error);
      return false;
    }
  }

  /** The provincial login (after the service authorisation): keeps the agreed protocols for the callback page. */
  const beginProvincialLogin = (returnTo?: string) =>
    leaveFor(returnTo, async (agreed) => {
      const { data } = await startProvincialLogin();
      if (!data) throw new Error('no SSO address');
      rememberBegunLogin({ provider: 'provincial', agreed });
      return data.startProvincialLogin.ssoUrl;
    });

  /** The WeChat login: as the provincial one, to WeChat's QR page. */
  const beginWeChatLogin = (returnTo?: string) =>
    leaveFor(returnTo, async (agreed) => {
      const { data } = await startWeChatLogin();
      if (!data) throw new Error('no WeChat address');
      rememberBegunLogin({ provider: 'wechat', agreed, appId: data.startWeChatLogin.appId });
      return data.startWeChatLogin.authorizeUrl;
    });

  return { beginProvincialLogin, beginWeChatLogin };
}
