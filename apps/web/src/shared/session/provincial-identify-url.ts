import { type KeyValueStorage, localStore } from './browser-storage';

/**
 * The provincial unified authentication's identify address (spec §3 client-stored items, spec §6): stored after a
 * provincial login, it makes the certification guard send the user there (in a new tab) instead of to /verified.
 */
export const PROVINCIAL_IDENTIFY_URL_KEY = 'provincialIdentifyUrl';

const isWebAddress = (value: string): boolean => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:';
};

/** The stored address, or null when none (or something that is not an http(s) address) is stored. */
export function readProvincialIdentifyUrl(storage: KeyValueStorage = localStore): string | null {
  const value = storage.getItem(PROVINCIAL_IDENTIFY_URL_KEY);
  return value && isWebAddress(value) ? value : null;
}

/** Keeps the address; anything but an http(s) address is not kept. */
export function storeProvincialIdentifyUrl(url: string, storage: KeyValueStorage = localStore): void {
  if (isWebAddress(url)) storage.setItem(PROVINCIAL_IDENTIFY_URL_KEY, url);
}

export function forgetProvincialIdentifyUrl(storage: KeyValueStorage = localStore): void {
  storage.removeItem(PROVINCIAL_IDENTIFY_URL_KEY);
}
