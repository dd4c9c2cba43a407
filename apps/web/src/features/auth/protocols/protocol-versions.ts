import { type KeyValueStorage, local, readJson, STORAGE_KEYS, session, writeJson } from '../storage/client-storage';

/** The versions the user last agreed to, by protocol type: { type1: '1.0.0', type2: '1.0.0' } (spec §3). */
export type ProtocolVersions = Record<string, string>;

export interface ProtocolEntry {
  id: string;
  type: number;
  version: string;
  isPopUp: boolean;
}

const isVersions = (value: unknown): value is ProtocolVersions =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((version) => typeof version === 'string');

const typeKey = (type: number): string => `type${type}`;

/** Whether a stored value is a protocol entry (what a login keeps between its steps). */
export function isProtocolEntry(value: unknown): value is ProtocolEntry {
  const protocol = value as Partial<ProtocolEntry> | null;
  return (
    typeof protocol === 'object' &&
    protocol !== null &&
    typeof protocol.id === 'string' &&
    typeof protocol.type === 'number' &&
    typeof protocol.version === 'string' &&
    typeof protocol.isPopUp === 'boolean'
  );
}

export function readProtocolVersions(storage: KeyValueStorage = local): ProtocolVersions {
  return readJson(storage, STORAGE_KEYS.protocolVersions, isVersions) ?? {};
}

/**
 * Spec §4 step 2: the pop-up protocols whose version differs from the saved one (or that have none saved). A
 * non-empty answer means the 温馨提示 notice is shown before logging in.
 */
export function changedPopUpProtocols<P extends ProtocolEntry>(protocols: readonly P[], saved: ProtocolVersions): P[] {
  return protocols.filter((protocol) => protocol.isPopUp && saved[typeKey(protocol.type)] !== protocol.version);
}

/** Saves the versions of the protocols just agreed to, keeping the others. */
export function saveProtocolVersions(agreed: readonly ProtocolEntry[], storage: KeyValueStorage = local): void {
  writeVersions(storage, STORAGE_KEYS.protocolVersions, agreed);
}

function writeVersions(storage: KeyValueStorage, key: string, agreed: readonly ProtocolEntry[]): void {
  if (agreed.length === 0) return;
  const versions = { ...(readJson(storage, key, isVersions) ?? {}) };
  for (const protocol of agreed) versions[typeKey(protocol.type)] = protocol.version;
  writeJson(storage, key, versions);
}

/**
 * The versions agreed to in 温馨提示 during this browser session. They are saved for good only after a login
 * succeeds (company-login.ts); until then a failed attempt must not ask again for the same versions.
 */
export function readAgreedThisSession(storage: KeyValueStorage = session): ProtocolVersions {
  return readJson(storage, STORAGE_KEYS.protocolsAgreedThisSession, isVersions) ?? {};
}

export function rememberAgreedThisSession(agreed: readonly ProtocolEntry[], storage: KeyValueStorage = session): void {
  writeVersions(storage, STORAGE_KEYS.protocolsAgreedThisSession, agreed);
}
