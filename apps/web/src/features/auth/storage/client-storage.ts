import { type KeyValueStorage, localStore, sessionStore } from '#shared/session/browser-storage.ts';

/**
 * The client-stored items of spec §3 (docs/decisions/0014-accounts-in-the-portal-session-remembered-mobile-guards.md, "Accounts (web)"). The session token is not among them:
 * it is an HttpOnly cookie that only the graph reads and writes.
 */
export const STORAGE_KEYS = {
  protocolVersions: 'protocolVersions',
  /** Session storage: versions agreed to in 温馨提示 in this browser session, before a login succeeded. */
  protocolsAgreedThisSession: 'protocolsAgreedThisSession',
  channelCode: 'H5-channelCode',
  managerId: 'H5-managerId',
  rememberedMobile: 'rememberedMobile',
  jumpUrl: 'jumpUrl',
  pendingLogin: 'pendingLogin',
} as const;

export type { KeyValueStorage };
/** The portal's storages, safe when missing or full (shared/session/browser-storage.ts). */
export const local = localStore;
export const session = sessionStore;

export function readJson<T>(storage: KeyValueStorage, key: string, isValid: (value: unknown) => value is T): T | null {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(storage: KeyValueStorage, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}
