import { expect } from 'vitest';
import type { AccountsPlatform } from './accounts-platform.ts';

/**
 * Moves an application as the institution would, through the gateway's development transition helper, and expects
 * the move to succeed.
 */
export async function devTransition(
  platform: AccountsPlatform,
  id: string | number,
  toStatus: number,
  extra: object = {},
): Promise<void> {
  const response = await fetch(`${platform.gatewayOrigin}/api/__dev/loan/transition`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: Number(id), toStatus, ...extra }),
  });
  const envelope = (await response.json()) as { code: number; msg: string };
  expect(envelope.code, envelope.msg).toBe(0);
}
