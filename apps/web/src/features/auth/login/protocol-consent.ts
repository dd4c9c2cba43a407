import { useLazyQuery } from '@apollo/client/react';
import type { ProtocolsQuery as ProtocolsResult } from '#gql/graphql.ts';
import { endedSession } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { prompts } from '../prompts/prompt-store';
import { ProtocolsQuery } from '../protocols/protocol-operations';
import {
  changedPopUpProtocols,
  type ProtocolEntry,
  readAgreedThisSession,
  readProtocolVersions,
  rememberAgreedThisSession,
} from '../protocols/protocol-versions';
import { LOGIN_TEXTS } from './login-texts';

const toEntry = ({ id, type, version, isPopUp }: ProtocolEntry): ProtocolEntry => ({ id, type, version, isPopUp });

/** The protocols of a Protocols answer, as the versions compare them. */
export function protocolEntriesOf(data: ProtocolsResult | undefined): ProtocolEntry[] {
  if (!data) throw new Error('no protocols');
  return data.protocols.map(toEntry);
}

/**
 * Spec §4 steps 1-2: fetch the protocols (`protocolsNow`); when a pop-up protocol changed since the saved versions, show 温馨提示 —
 * once per browser session for the same versions, however many login attempts fail after it.
 * Answers the changed protocols the user agreed to ([] when nothing changed), or null when the login stops
 * (不同意, or the protocols could not be fetched — then an alert says so).
 */
export async function agreeToChangedProtocols(
  protocolsNow: () => Promise<ProtocolEntry[]>,
): Promise<ProtocolEntry[] | null> {
  let protocols: ProtocolEntry[];
  try {
    protocols = await protocolsNow();
  } catch (error) {
    if (!endedSession(error)) await prompts.alert(LOGIN_TEXTS.failureTitle, LOGIN_TEXTS.protocolsFailed);
    return null;
  }
  const changed = changedPopUpProtocols(protocols, readProtocolVersions());
  if (changed.length === 0) return [];
  if (changedPopUpProtocols(changed, readAgreedThisSession()).length === 0) return changed;
  if (!(await prompts.protocolNotice())) return null;
  rememberAgreedThisSession(changed);
  return changed;
}

/** The protocols as they are now, over Apollo's useLazyQuery: asked afresh (network-only) each time (spec §4 step 1). */
export function useCurrentProtocols(): () => Promise<ProtocolEntry[]> {
  const [queryProtocols] = useLazyQuery(ProtocolsQuery, { fetchPolicy: 'network-only' });
  return async () => protocolEntriesOf((await queryProtocols({ context: QUIET_ERRORS })).data);
}

/** agreeToChangedProtocols with the protocols as they are now. */
export function useProtocolConsent(): () => Promise<ProtocolEntry[] | null> {
  const protocolsNow = useCurrentProtocols();
  return () => agreeToChangedProtocols(protocolsNow);
}
