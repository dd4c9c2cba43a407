import type { KeyValueStorage } from './client-storage';

/** A Map-backed KeyValueStorage for tests and for code that runs without a browser. */
export function memoryStorage(): KeyValueStorage & { size: () => number } {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, String(value));
    },
    removeItem: (key) => {
      values.delete(key);
    },
    size: () => values.size,
  };
}
