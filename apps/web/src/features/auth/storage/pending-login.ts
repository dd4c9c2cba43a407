import { isProtocolEntry, type ProtocolEntry } from '../protocols/protocol-versions';
import { type KeyValueStorage, readJson, STORAGE_KEYS, session, writeJson } from './client-storage';

export interface PendingCompany {
  id: string;
  companyName: string;
  uniformCode: string;
}

/**
 * A login waiting for the user to pick one of several companies (spec §4 step 5): the companies (ids and names —
 * their one-time login codes never reach the page, the graph keeps them in an HttpOnly cookie) and the protocols
 * agreed to on the way, kept in this tab's session storage so a reload of /changeCompany still knows them.
 */
export interface PendingLogin {
  companies: PendingCompany[];
  changedProtocols: ProtocolEntry[];
  /** Password logins open the add-company prompt when the chosen company has no name (spec §4). */
  viaPassword: boolean;
}

const isText = (value: unknown): value is string => typeof value === 'string';

const isCompany = (value: unknown): value is PendingCompany => {
  const company = value as Partial<PendingCompany> | null;
  return (
    typeof company === 'object' &&
    company !== null &&
    isText(company.id) &&
    isText(company.companyName) &&
    isText(company.uniformCode)
  );
};

const isPendingLogin = (value: unknown): value is PendingLogin => {
  const pending = value as Partial<PendingLogin> | null;
  return (
    typeof pending === 'object' &&
    pending !== null &&
    Array.isArray(pending.companies) &&
    pending.companies.length > 0 &&
    pending.companies.every(isCompany) &&
    Array.isArray(pending.changedProtocols) &&
    pending.changedProtocols.every(isProtocolEntry) &&
    typeof pending.viaPassword === 'boolean'
  );
};

/** Stores exactly the fields above, whatever else the objects carry (__typename of an answer, say). */
export function stashPendingLogin(pending: PendingLogin, storage: KeyValueStorage = session): void {
  writeJson(storage, STORAGE_KEYS.pendingLogin, {
    companies: pending.companies.map(({ id, companyName, uniformCode }) => ({ id, companyName, uniformCode })),
    changedProtocols: pending.changedProtocols.map(({ id, type, version, isPopUp }) => ({
      id,
      type,
      version,
      isPopUp,
    })),
    viaPassword: pending.viaPassword,
  });
}

export function readPendingLogin(storage: KeyValueStorage = session): PendingLogin | null {
  return readJson(storage, STORAGE_KEYS.pendingLogin, isPendingLogin);
}

export function clearPendingLogin(storage: KeyValueStorage = session): void {
  storage.removeItem(STORAGE_KEYS.pendingLogin);
}
