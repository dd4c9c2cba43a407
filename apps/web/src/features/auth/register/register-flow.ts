import type { ProtocolEntry } from '../protocols/protocol-versions';

export const REGISTER_TEXTS = {
  registered: '注册成功，请进行实名认证',
} as const;

/**
 * After registering with the agreement ticked: the pop-up protocols count as read (`protocolsNow`, then `recordRead`),
 * so the 温馨提示 notice does not ask again at the next login. Best effort: a failure only means the notice shows
 * once more.
 */
export async function recordAgreementAtRegistration(
  protocolsNow: () => Promise<ProtocolEntry[]>,
  recordRead: (agreed: readonly ProtocolEntry[]) => Promise<void>,
): Promise<void> {
  try {
    const protocols = await protocolsNow();
    await recordRead(protocols.filter((protocol) => protocol.isPopUp));
  } catch {
    // the notice shows at the next login
  }
}
