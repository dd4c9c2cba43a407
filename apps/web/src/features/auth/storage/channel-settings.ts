import { type KeyValueStorage, local, STORAGE_KEYS } from './client-storage';

/** Query keys that carry the H5 channel settings (spec §3, §9: stored from the query on any route). */
const QUERY_KEYS = { channelCode: 'channelCode', managerId: 'managerId' } as const;
const MAX_LENGTH = 64;

export interface ChannelSettings {
  channelCode?: string;
  managerId?: string;
}

const clean = (value: string | null): string | undefined => {
  const trimmed = value?.trim();
  return trimmed && trimmed.length <= MAX_LENGTH ? trimmed : undefined;
};

/** Stores channelCode / managerId found in any of the query strings (the page's and the hash route's). */
export function captureChannelSettings(queries: readonly string[], storage: KeyValueStorage = local): void {
  for (const query of queries) {
    const params = new URLSearchParams(query);
    const channelCode = clean(params.get(QUERY_KEYS.channelCode));
    const managerId = clean(params.get(QUERY_KEYS.managerId));
    if (channelCode) storage.setItem(STORAGE_KEYS.channelCode, channelCode);
    if (managerId) storage.setItem(STORAGE_KEYS.managerId, managerId);
  }
}

export function readChannelSettings(storage: KeyValueStorage = local): ChannelSettings {
  return {
    channelCode: clean(storage.getItem(STORAGE_KEYS.channelCode)),
    managerId: clean(storage.getItem(STORAGE_KEYS.managerId)),
  };
}
