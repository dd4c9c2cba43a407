import type { ApolloClient } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import type { FragmentType } from '#gql';
import { endedSession, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { NO_LOADING, QUIET_ERRORS } from '#shared/api/request-context.ts';
import { type CurrentUserFields, MeQuery, userOf } from '#shared/session/current-user.ts';
import type { CurrentUser } from '#shared/session/session-store.ts';
import { prompts } from '../prompts/prompt-store';
import { SaveProtocolReadMutation } from '../protocols/protocol-operations';
import { type ProtocolEntry, saveProtocolVersions } from '../protocols/protocol-versions';
import { LOGIN_TEXTS } from './login-texts';

export type LoggedInUser = CurrentUser;

/** Spec §8: a failed login step shows an alert titled 提示 with the server's message (unless the session ended). */
export async function alertLoginFailure(error: unknown): Promise<void> {
  if (endedSession(error)) return;
  await prompts.alert(LOGIN_TEXTS.failureTitle, serverMessageOr(error, LOGIN_TEXTS.failed));
}

/**
 * Records that the logged-in user read these protocols (`save`: the SaveProtocolRead mutation), then saves their
 * versions as agreed. A failed record keeps the old versions, so the notice shows again next time rather than losing
 * the record.
 */
export async function recordProtocolsRead(
  save: (protocolIds: string[]) => Promise<unknown>,
  agreed: readonly ProtocolEntry[],
): Promise<void> {
  if (agreed.length === 0) return;
  try {
    await save(agreed.map((protocol) => protocol.id));
    saveProtocolVersions(agreed);
  } catch {
    // the notice shows again at the next login
  }
}

/** recordProtocolsRead over Apollo's useMutation (quiet, without the loading indicator). */
export function useRecordProtocolsRead(): (agreed: readonly ProtocolEntry[]) => Promise<void> {
  const [saveProtocolRead] = useMutation(SaveProtocolReadMutation, { context: { ...QUIET_ERRORS, ...NO_LOADING } });
  return (agreed) => recordProtocolsRead((protocolIds) => saveProtocolRead({ variables: { protocolIds } }), agreed);
}

/** Fetches the user of the new session; the header and every `me` reader update from the cache. */
export async function refreshCurrentUser(client: ApolloClient): Promise<LoggedInUser | null> {
  const { data } = await client.query({ query: MeQuery, fetchPolicy: 'network-only', context: QUIET_ERRORS });
  return userOf(data?.me);
}

/** The user a login or registration answered becomes `me`: the header and the guards update without asking again. */
export function becomeCurrentUser(
  client: ApolloClient,
  answer: FragmentType<typeof CurrentUserFields>,
): LoggedInUser | null {
  client.writeQuery({ query: MeQuery, data: { me: answer } });
  return userOf(answer);
}
