/**
 * The client-stored items of spec §3 (docs/decisions.md, "Accounts (web)"). The session token is not among them:
 * it is an HttpOnly cookie that only the graph reads and writes.
 */
export const STORAGE_KEYS = {
  protocolVersions: 'protocolVersions',
  channelCode: 'H5-channelCode',
  managerId: 'H5-managerId',
  rememberedMobile: 'rememberedMobile',
  jumpUrl: 'jumpUrl',
  pendingLogin: 'pendingLogin',
} as const;

/** The part of the Web Storage API used here (so tests can pass a Map-backed fake). */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Storage that may be missing or refuse writes (private mode, quota): reading answers null, writing does nothing. */
function safe(storage: () => KeyValueStorage): KeyValueStorage {
  return {
    getItem: (key) => {
      try {
        return storage().getItem(key);
      } catch {
        return null;
      }
    },
    setItem: (key, value) => {
      try {
        storage().setItem(key, value);
      } catch {
        // not stored: the portal works without it
      }
    },
    removeItem: (key) => {
      try {
        storage().removeItem(key);
      } catch {
        // nothing to remove
      }
    },
  };
}

export const local = safe(() => window.localStorage);
export const session = safe(() => window.sessionStorage);

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
