import type { ApolloClient } from '@apollo/client';
import { endedSession, serverMessageOr } from '../../../shared/api/graphql-failure';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { asMeAnswer, type CurrentUser, currentUserOf, MeQuery } from '../../../shared/session/me-query';
import { prompts } from '../prompts/prompt-store';
import { SaveProtocolReadMutation } from '../protocols/protocol-operations';
import { type ProtocolEntry, saveProtocolVersions } from '../protocols/protocol-versions';
import { LoginWithCompanyMutation } from './company-login-operation';
import { loginFlow } from './login-flow';
import { LOGIN_TEXTS } from './login-texts';
import { settleOutsideLogin } from './outside-login-settlement';

export type LoggedInUser = CurrentUser;

/** Spec §8: a failed login step shows an alert titled 提示 with the server's message (unless the session ended). */
export async function alertLoginFailure(error: unknown): Promise<void> {
  if (endedSession(error)) return;
  await prompts.alert(LOGIN_TEXTS.failureTitle, serverMessageOr(error, LOGIN_TEXTS.failed));
}

/**
 * Records that the logged-in user read these protocols, then saves their versions as agreed. A failed record keeps
 * the old versions, so the notice shows again next time rather than losing the record.
 */
export async function recordProtocolsRead(client: ApolloClient, agreed: readonly ProtocolEntry[]): Promise<void> {
  if (agreed.length === 0) return;
  try {
    await client.mutate({
      mutation: SaveProtocolReadMutation,
      variables: { protocolIds: agreed.map((protocol) => protocol.id) },
      context: { ...QUIET_ERRORS, noLoading: true },
    });
    saveProtocolVersions(agreed);
  } catch {
    // the notice shows again at the next login
  }
}

/** Fetches the user of the new session; the header and every `me` reader update from the cache. */
export async function refreshCurrentUser(client: ApolloClient): Promise<LoggedInUser | null> {
  const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only', context: QUIET_ERRORS });
  return currentUserOf(data?.me);
}

/** The user a login or registration answered becomes `me`: the header and the guards update without asking again. */
export function becomeCurrentUser(client: ApolloClient, user: LoggedInUser): LoggedInUser {
  client.writeQuery({ query: MeQuery, data: { me: asMeAnswer(user) } });
  return user;
}

/**
 * Spec §4 step 4: log into one company of the first step's list by its id (the graph holds the one-time codes in an
 * HttpOnly cookie and sets the session cookie), record the changed protocols as read, save their versions, and
 * answer the user. Null when it failed (an alert said why).
 */
export async function loginIntoCompany(
  client: ApolloClient,
  companyId: string,
  agreed: readonly ProtocolEntry[],
): Promise<LoggedInUser | null> {
  loginFlow.begin();
  try {
    const { data } = await client.mutate({
      mutation: LoginWithCompanyMutation,
      variables: { companyId },
      context: QUIET_ERRORS,
    });
    if (!data) throw new Error('no user after login');
    await recordProtocolsRead(client, agreed);
    settleOutsideLogin(client);
    return becomeCurrentUser(client, currentUserOf(data.loginWithCompany));
  } catch (error) {
    loginFlow.end();
    await alertLoginFailure(error);
    return null;
  }
}
