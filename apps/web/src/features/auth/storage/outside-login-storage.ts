import { isProtocolEntry, type ProtocolEntry } from '../protocols/protocol-versions';
import { type KeyValueStorage, local, readJson, session, writeJson } from './client-storage';

/**
 * What the logins through an outside identity (provincial unified identity, WeChat) keep in the browser between the
 * portal, the provider and the callback page (spec §3 client-stored items). The one-time codes and tickets never
 * come here: the graph keeps them in HttpOnly cookies.
 */
const KEYS = {
  /** sessionStorage: the login begun in this tab (which provider, the protocols agreed on the way, WeChat's app). */
  begun: 'outsideLogin',
  /** sessionStorage: the provider's addresses of a provincial login waiting for its company login. */
  provincialPending: 'provincialAddresses',
  /** localStorage: spec §3 provincial logout URL, kept after a provincial login; logout goes there. */
  provincialLogoutUrl: 'provincialLogoutUrl',
  /** sessionStorage: a WeChat user waiting to be bound by the next normal login in this tab. */
  wechatBinding: 'wechatBinding',
} as const;

export type OutsideProvider = 'provincial' | 'wechat';

export interface BegunOutsideLogin {
  provider: OutsideProvider;
  agreed: ProtocolEntry[];
  /** WeChat: the app the login was begun for. */
  appId?: string;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isWebAddress = (value: unknown): value is string =>
  isText(value) && URL.canParse(value) && ['https:', 'http:'].includes(new URL(value).protocol);

const isBegun = (value: unknown): value is BegunOutsideLogin => {
  const begun = value as Partial<BegunOutsideLogin> | null;
  return (
    typeof begun === 'object' &&
    begun !== null &&
    (begun.provider === 'provincial' || begun.provider === 'wechat') &&
    Array.isArray(begun.agreed) &&
    begun.agreed.every(isProtocolEntry) &&
    (begun.appId === undefined || isText(begun.appId))
  );
};

export function rememberBegunLogin(begun: BegunOutsideLogin, storage: KeyValueStorage = session): void {
  writeJson(storage, KEYS.begun, {
    provider: begun.provider,
    agreed: begun.agreed.map(({ id, type, version, isPopUp }) => ({ id, type, version, isPopUp })),
    ...(begun.appId ? { appId: begun.appId } : {}),
  });
}

/** The login begun in this tab with `provider`, forgotten once taken; null when there is none. */
export function takeBegunLogin(
  provider: OutsideProvider,
  storage: KeyValueStorage = session,
): BegunOutsideLogin | null {
  const begun = readJson(storage, KEYS.begun, isBegun);
  storage.removeItem(KEYS.begun);
  return begun?.provider === provider ? begun : null;
}

export interface ProvincialAddresses {
  logoutUrl: string | null;
  identifyUrl: string;
}

interface PendingAddresses extends ProvincialAddresses {
  at: number;
}

/** The graph's login codes live 2 minutes: a company login later than that cannot be this provincial login's. */
const PENDING_MS = 2 * 60_000;

const isPending = (value: unknown): value is PendingAddresses => {
  const pending = value as Partial<PendingAddresses> | null;
  return (
    typeof pending === 'object' &&
    pending !== null &&
    typeof pending.at === 'number' &&
    isWebAddress(pending.identifyUrl) &&
    (pending.logoutUrl === null || isWebAddress(pending.logoutUrl))
  );
};

/** A provincial login answered its company list: its addresses wait for the company login. */
export function holdProvincialAddresses(
  addresses: ProvincialAddresses,
  now = Date.now(),
  storage: KeyValueStorage = session,
): void {
  writeJson(storage, KEYS.provincialPending, { ...addresses, at: now });
}

export function dropProvincialAddresses(storage: KeyValueStorage = session): void {
  storage.removeItem(KEYS.provincialPending);
}

/**
 * At a company login: the addresses of the provincial login it completes (held within the last 2 minutes), or null
 * for any other login. Forgotten once taken.
 */
export function takeProvincialAddresses(
  now = Date.now(),
  storage: KeyValueStorage = session,
): ProvincialAddresses | null {
  const pending = readJson(storage, KEYS.provincialPending, isPending);
  storage.removeItem(KEYS.provincialPending);
  if (!pending || now - pending.at > PENDING_MS || pending.at > now) return null;
  return { logoutUrl: pending.logoutUrl, identifyUrl: pending.identifyUrl };
}

export function storeProvincialLogoutUrl(url: string | null, storage: KeyValueStorage = local): void {
  if (isWebAddress(url)) storage.setItem(KEYS.provincialLogoutUrl, url);
  else storage.removeItem(KEYS.provincialLogoutUrl);
}

/** Spec §4 logout: the stored provincial logout URL, forgotten once taken; null when none is stored. */
export function takeProvincialLogoutUrl(storage: KeyValueStorage = local): string | null {
  const url = storage.getItem(KEYS.provincialLogoutUrl);
  storage.removeItem(KEYS.provincialLogoutUrl);
  return isWebAddress(url) ? url : null;
}

export interface WeChatBindingWaiting {
  nickname: string | null;
}

const isWaiting = (value: unknown): value is WeChatBindingWaiting => {
  const waiting = value as Partial<WeChatBindingWaiting> | null;
  return typeof waiting === 'object' && waiting !== null && (waiting.nickname === null || isText(waiting.nickname));
};

export function rememberWeChatBinding(waiting: WeChatBindingWaiting, storage: KeyValueStorage = session): void {
  writeJson(storage, KEYS.wechatBinding, { nickname: waiting.nickname });
}

export function readWeChatBinding(storage: KeyValueStorage = session): WeChatBindingWaiting | null {
  return readJson(storage, KEYS.wechatBinding, isWaiting);
}

export function forgetWeChatBinding(storage: KeyValueStorage = session): void {
  storage.removeItem(KEYS.wechatBinding);
}
