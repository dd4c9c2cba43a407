/**
 * The provincial unified identity provider (广东省统一身份认证平台, OpenID Connect) as the gateway sees it. The module
 * keeps no state between the two halves of a login: `begin` answers the values the caller stores (in the database,
 * hashed where it can) until the callback, and `finish` takes them back as `expected`.
 */
export interface ProvincialIdentity {
  /** False when no provider is configured: then every member below throws ProvincialNotConfiguredError. */
  readonly configured: boolean;
  /** The platform's client id at the provider (spec: tongyi/web/clientId answers it). */
  readonly clientId: string;
  /** Starts a login: the provider's authorization address, with fresh state, nonce and PKCE verifier. */
  begin(request: ProvincialBeginRequest): Promise<ProvincialLoginStart>;
  /**
   * Completes a login from the callback: checks state, exchanges the code with the PKCE verifier, verifies the ID
   * token (signature, issuer, audience, nonce, times) and reads the person. Throws ProvincialLoginError.
   */
  finish(request: ProvincialFinishRequest): Promise<ProvincialPerson>;
  /**
   * Where the browser goes to end the provider's session: PROVINCIAL_LOGOUT_URL if set, else the discovered
   * end_session_endpoint (RP-initiated logout with client_id and the return address); undefined when the provider
   * has neither.
   */
  logoutUrl(request?: ProvincialLogoutRequest): Promise<string | undefined>;
  /** The provider's page where a person raises their real-name level, returning to `redirect` afterwards. */
  identifyUrl(redirect: string): string;
}

export interface ProvincialBeginRequest {
  /** The platform's callback address, registered at the provider (absolute, no query, no fragment). */
  redirectUri: string;
}

export interface ProvincialLoginStart {
  authorizationUrl: string;
  /** Store all three until the callback (one login, one use) and hand them back to `finish`. */
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** Either the whole callback address the browser arrived at, or its `code` and `state`. */
export type ProvincialCallback = { callbackUrl: string } | { code: string; state: string };

export type ProvincialFinishRequest = ProvincialCallback & {
  /** The same redirectUri that `begin` was given. */
  redirectUri: string;
  expected: { state: string; nonce: string; codeVerifier: string };
};

export interface ProvincialPerson {
  /** The provider's stable id of the person (`sub`). */
  subject: string;
  name: string | undefined;
  /** `phone_number`, as the provider spells it. */
  mobile: string | undefined;
  /** The real-name level (1 = L1 …); 0 when the provider did not say. */
  level: number;
  /** Every claim of the ID token and the userinfo answer (the ID token's win where both have one). */
  claims: Record<string, unknown>;
  /** The raw ID token, for an id_token_hint at logout if the caller keeps it. */
  idToken: string | undefined;
}

export interface ProvincialLogoutRequest {
  /** A platform address registered at the provider as a post-logout redirect. */
  postLogoutRedirectUri?: string;
  idTokenHint?: string;
  state?: string;
}

/** The level the platform requires for a provincial login (spec: 四级（L2）以上实名核验). */
export const REQUIRED_PROVINCIAL_LEVEL = 2;

/** The exact text of spec §11 for a person below L2 (GatewayCode.PROVINCIAL_LEVEL_TOO_LOW). */
export const PROVINCIAL_LEVEL_TOO_LOW_MESSAGE = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

export function meetsRequiredLevel(person: Pick<ProvincialPerson, 'level'>): boolean {
  return person.level >= REQUIRED_PROVINCIAL_LEVEL;
}

/**
 * The level claim read leniently, as providers spell it: 2, "2", "L2", "l2". Anything else (absent, "high", 2.5,
 * negative) is 0, which is below every requirement.
 */
export function parseLevel(value: unknown): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^[Ll]?(\d{1,2})$/.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * The identify page's address for one return address: `{redirect}` in PROVINCIAL_IDENTIFY_URL is replaced by it
 * (for a provider whose parameter has another name), otherwise it is added as the `redirect` query parameter.
 */
export function buildIdentifyUrl(identifyUrl: string, redirect: string): string {
  for (const placeholder of ['{redirect}', '%7Bredirect%7D']) {
    if (identifyUrl.includes(placeholder)) return identifyUrl.replace(placeholder, encodeURIComponent(redirect));
  }
  const url = new URL(identifyUrl);
  url.searchParams.set('redirect', redirect);
  return url.href;
}
