import { DEFAULT_SMS_KEYS, type SmsStandInKeys } from './sms/sms-keys.ts';

/**
 * What the stand-ins read from the environment, read once in main.ts; tests pass their own values. Development and
 * test tooling only: reading the settings with NODE_ENV=production throws, so nothing can start them there.
 */
export interface StandInSettings {
  /** Port on 127.0.0.1 for both stand-ins (0 = a free one, for tests). */
  port: number;
  provincial: {
    /** The platform's client at the provincial provider. */
    clientId: string;
    clientSecret: string;
    /** Where the provider may send the code (exact match, as OpenID Connect requires). */
    redirectUris: string[];
    /** Where RP-initiated logout may return the browser (exact match). */
    postLogoutRedirectUris: string[];
  };
  wechat: {
    appId: string;
    appSecret: string;
  };
  /** The test key pair the SMS vendors' stand-ins accept [DEFAULT_SMS_KEYS]. */
  sms?: SmsStandInKeys;
}

/** Development defaults: they only ever open the local stand-ins, never a real provider. */
export const DEFAULT_PORT = 8090;
export const DEFAULT_CLIENT_ID = 'sme-platform-local';
export const DEFAULT_CLIENT_SECRET = 'local-stand-in-secret-not-for-production';
export const DEFAULT_WECHAT_APP_ID = 'wx0000localstandin';
export const DEFAULT_WECHAT_APP_SECRET = 'local-wechat-secret-not-for-production';
/** The portal's callback page on the graph (8080) and on Vite's dev server (5173). */
export const DEFAULT_REDIRECT_URIS = [8080, 5173].flatMap((port) =>
  ['localhost', '127.0.0.1'].map((host) => `http://${host}:${port}/cbpage/gdauth`),
);

export function readStandInSettings(env: NodeJS.ProcessEnv): StandInSettings {
  if (env.NODE_ENV === 'production') {
    throw new Error('The stand-ins are development and test tooling; they never start with NODE_ENV=production');
  }
  const redirectUris = env.STAND_IN_REDIRECT_URIS ? parseUriList(env.STAND_IN_REDIRECT_URIS) : DEFAULT_REDIRECT_URIS;
  return {
    port: toPort(env.STAND_IN_PORT, DEFAULT_PORT),
    provincial: {
      clientId: env.STAND_IN_CLIENT_ID || DEFAULT_CLIENT_ID,
      clientSecret: env.STAND_IN_CLIENT_SECRET || DEFAULT_CLIENT_SECRET,
      redirectUris,
      postLogoutRedirectUris: env.STAND_IN_POST_LOGOUT_REDIRECT_URIS
        ? parseUriList(env.STAND_IN_POST_LOGOUT_REDIRECT_URIS)
        : originRoots(redirectUris),
    },
    wechat: {
      appId: env.STAND_IN_WECHAT_APP_ID || DEFAULT_WECHAT_APP_ID,
      appSecret: env.STAND_IN_WECHAT_APP_SECRET || DEFAULT_WECHAT_APP_SECRET,
    },
    sms: DEFAULT_SMS_KEYS,
  };
}

/** A comma list of absolute http(s) addresses without a fragment; anything else is a configuration error. */
export function parseUriList(value: string): string[] {
  const uris = value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (uris.length === 0) throw new Error('STAND_IN_REDIRECT_URIS is empty');
  for (const uri of uris) {
    let url: URL;
    try {
      url = new URL(uri);
    } catch {
      throw new Error(`Not an absolute address: "${uri}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`Not an http(s) address: "${uri}"`);
    if (url.hash) throw new Error(`A redirect address cannot have a fragment: "${uri}"`);
  }
  return uris;
}

/** The portal origins the stand-ins may send a browser back to: those of the registered redirect addresses. */
export function platformOrigins(settings: StandInSettings): Set<string> {
  return new Set(settings.provincial.redirectUris.map((uri) => new URL(uri).origin));
}

/** `<origin>/` of each address, without repeats: the portal's home page as the default logout return. */
export function originRoots(uris: string[]): string[] {
  return [...new Set(uris.map((uri) => `${new URL(uri).origin}/`))];
}

function toPort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid STAND_IN_PORT: ${value}`);
  return port;
}
