import type { ApolloClient } from '@apollo/client';
import { NO_LOADING, QUIET_ERRORS } from '../../../shared/api/request-context';
import { recordProtocolsRead } from '../login/company-login';
import { fetchProtocols } from '../login/protocol-consent';
import { SaveProtocolReadMutation } from '../protocols/protocol-operations';

export const REGISTER_TEXTS = {
  registered: '注册成功，请进行实名认证',
} as const;

/**
 * After registering with the agreement ticked: the pop-up protocols count as read, so the 温馨提示 notice does
 * not ask again at the next login. Best effort: a failure only means the notice shows once more.
 */
export async function recordAgreementAtRegistration(client: ApolloClient): Promise<void> {
  try {
    const protocols = await fetchProtocols(client);
    await recordProtocolsRead(
      (protocolIds) =>
        client.mutate({
          mutation: SaveProtocolReadMutation,
          variables: { protocolIds },
          context: { ...QUIET_ERRORS, ...NO_LOADING },
        }),
      protocols.filter((protocol) => protocol.isPopUp),
    );
  } catch {
    // the notice shows at the next login
  }
}
