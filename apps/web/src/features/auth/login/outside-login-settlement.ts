import type { ApolloClient } from '@apollo/client';
import { NO_LOADING, QUIET_ERRORS } from '#shared/api/request-context.ts';
import { forgetProvincialIdentifyUrl, storeProvincialIdentifyUrl } from '#shared/session/provincial-identify-url.ts';
import { notifyFailure, notifySuccess } from '#shared/ui/toaster.tsx';
import {
  forgetWeChatBinding,
  readWeChatBinding,
  storeProvincialLogoutUrl,
  takeProvincialAddresses,
} from '../storage/outside-login-storage';
import { WeChatBindingQuery } from './outside-login-entry-operations';
import { OUTSIDE_LOGIN_TEXTS } from './outside-login-texts';

/**
 * After any company login (spec §4 step 4): a provincial login keeps the provider's logout and identify addresses
 * (spec §3), every other login forgets them, so logout and the L2 alert follow the way the user logged in. A WeChat
 * user that waited for this login was bound by it (the graph sent its ticket along): say whether that worked.
 */
export function settleOutsideLogin(client: ApolloClient): void {
  const provincial = takeProvincialAddresses();
  storeProvincialLogoutUrl(provincial?.logoutUrl ?? null);
  if (provincial) storeProvincialIdentifyUrl(provincial.identifyUrl);
  else forgetProvincialIdentifyUrl();
  if (readWeChatBinding()) {
    forgetWeChatBinding();
    void confirmWeChatBinding(client);
  }
}

async function confirmWeChatBinding(client: ApolloClient): Promise<void> {
  try {
    const { data } = await client.query({
      query: WeChatBindingQuery,
      fetchPolicy: 'network-only',
      context: { ...QUIET_ERRORS, ...NO_LOADING },
    });
    if (data?.weChatBinding) notifySuccess(OUTSIDE_LOGIN_TEXTS.wechatBound);
    else notifyFailure(OUTSIDE_LOGIN_TEXTS.wechatNotBoundAfterLogin);
  } catch {
    // The login itself worked; the account page can tell the binding later.
  }
}
