/** The part of the Web Storage API the shared session helpers use (tests pass a Map-backed fake). */
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

export const localStore = safe(() => window.localStorage);
export const sessionStore = safe(() => window.sessionStorage);
