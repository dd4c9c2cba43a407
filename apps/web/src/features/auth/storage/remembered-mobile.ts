import { isValidMobile } from '#shared/validation/account-rules.ts';
import { type KeyValueStorage, local, STORAGE_KEYS } from './client-storage';

/**
 * 记住手机号: the safe half of the spec's remembered login. Only the mobile is kept, never a password
 * (docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md).
 */
export function readRememberedMobile(storage: KeyValueStorage = local): string {
  const mobile = storage.getItem(STORAGE_KEYS.rememberedMobile) ?? '';
  return isValidMobile(mobile) ? mobile : '';
}

export function rememberMobile(mobile: string, remember: boolean, storage: KeyValueStorage = local): void {
  if (remember && isValidMobile(mobile)) storage.setItem(STORAGE_KEYS.rememberedMobile, mobile);
  else storage.removeItem(STORAGE_KEYS.rememberedMobile);
}
