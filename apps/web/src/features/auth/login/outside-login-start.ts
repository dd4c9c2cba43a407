import type { ApolloClient } from '@apollo/client';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { rememberJumpUrl } from '../storage/jump-url';
import { rememberBegunLogin } from '../storage/outside-login-storage';
import { alertLoginFailure } from './company-login';
import { leavePortal } from './leave-portal';
import { StartProvincialLoginMutation, StartWeChatLoginMutation } from './outside-login-entry-operations';
import { agreeToChangedProtocols } from './protocol-consent';

/**
 * Spec §4 steps 1-2 before leaving (the 温馨提示 notice when a protocol changed), then the page to come back to:
 * `returnTo` (the page under the login dialog) is remembered like a visitor's jump address.
 */
async function prepare(client: ApolloClient, returnTo: string | undefined) {
  const agreed = await agreeToChangedProtocols(client);
  if (agreed && returnTo) rememberJumpUrl(returnTo);
  return agreed;
}

/**
 * Starts a provincial unified identity login (after the service authorisation): begins it in the graph, keeps the
 * agreed protocols for the callback page and sends the browser to the provider. Answers false when it stopped here
 * (不同意 in the notice, or a failure, which an alert explained).
 */
export async function beginProvincialLogin(client: ApolloClient, returnTo?: string): Promise<boolean> {
  const agreed = await prepare(client, returnTo);
  if (!agreed) return false;
  try {
    const { data } = await client.mutate({ mutation: StartProvincialLoginMutation, context: QUIET_ERRORS });
    if (!data) throw new Error('no SSO address');
    rememberBegunLogin({ provider: 'provincial', agreed });
    leavePortal.go(data.startProvincialLogin.ssoUrl);
    return true;
  } catch (error) {
    await alertLoginFailure(error);
    return false;
  }
}

/** Starts a WeChat login: as beginProvincialLogin, to WeChat's QR page. */
export async function beginWeChatLogin(client: ApolloClient, returnTo?: string): Promise<boolean> {
  const agreed = await prepare(client, returnTo);
  if (!agreed) return false;
  try {
    const { data } = await client.mutate({ mutation: StartWeChatLoginMutation, context: QUIET_ERRORS });
    if (!data) throw new Error('no WeChat address');
    rememberBegunLogin({ provider: 'wechat', agreed, appId: data.startWeChatLogin.appId });
    leavePortal.go(data.startWeChatLogin.authorizeUrl);
    return true;
  } catch (error) {
    await alertLoginFailure(error);
    return false;
  }
}
