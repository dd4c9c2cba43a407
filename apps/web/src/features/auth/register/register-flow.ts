import type { ApolloClient } from '@apollo/client';
import { recordProtocolsRead } from '../login/company-login';
import { fetchProtocols } from '../login/protocol-consent';

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
      client,
      protocols.filter((protocol) => protocol.isPopUp),
    );
  } catch {
    // the notice shows at the next login
  }
}
