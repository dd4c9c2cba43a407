import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  buildEndSessionUrl,
  type ClientAuth,
  ClientSecretBasic,
  ClientSecretPost,
  type Configuration,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import { isLoopbackAddress } from '../service-address.ts';
import { provincialFailure } from './oidc-failure.ts';
import { ProvincialLoginError } from './provincial-errors.ts';
import {
  buildIdentifyUrl,
  type ProvincialBeginRequest,
  type ProvincialFinishRequest,
  type ProvincialIdentity,
  type ProvincialLoginStart,
  type ProvincialLogoutRequest,
  type ProvincialPerson,
  parseLevel,
} from './provincial-identity.ts';
import type { ConfiguredProvincialSettings } from './provincial-settings.ts';

/** Seconds any one request to the provider may take. */
const TIMEOUT_SECONDS = 10;

/**
 * The provincial provider through openid-client 6: discovery of the configured issuer (once, retried after a
 * failure), authorization code with PKCE (S256), state and nonce, the ID token verified against the provider's keys,
 * and the userinfo answer for the claims the provider keeps there. Plain http is allowed only for a loopback
 * issuer (the development stand-in); the settings refuse it in production.
 */
export class OidcProvincialIdentity implements ProvincialIdentity {
  readonly configured = true;
  private configuration: Promise<Configuration> | undefined;

  constructor(private readonly settings: ConfiguredProvincialSettings) {}

  get clientId(): string {
    return this.settings.clientId;
  }

  async begin({ redirectUri }: ProvincialBeginRequest): Promise<ProvincialLoginStart> {
    const callback = callbackBase(redirectUri);
    const config = await this.discover();
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    const authorizationUrl = buildAuthorizationUrl(config, {
      response_type: 'code',
      redirect_uri: callback.href,
      scope: this.settings.scope,
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { authorizationUrl: authorizationUrl.href, state, nonce, codeVerifier };
  }

  async finish(request: ProvincialFinishRequest): Promise<ProvincialPerson> {
    const config = await this.discover();
    try {
      const currentUrl = callbackAddress(request, config.serverMetadata());
      const tokens = await authorizationCodeGrant(config, currentUrl, {
        expectedState: request.expected.state,
        expectedNonce: request.expected.nonce,
        pkceCodeVerifier: request.expected.codeVerifier,
        idTokenExpected: true,
      });
      const idClaims = tokens.claims();
      if (!idClaims) throw new ProvincialLoginError('rejected');
      const userinfo = config.serverMetadata().userinfo_endpoint
        ? await fetchUserInfo(config, tokens.access_token, idClaims.sub)
        : {};
      const claims: Record<string, unknown> = { ...userinfo, ...idClaims };
      return {
        subject: idClaims.sub,
        name: optionalText(claims.name),
        mobile: optionalText(claims.phone_number),
        level: parseLevel(claims[this.settings.levelClaim]),
        claims,
        idToken: tokens.id_token,
      };
    } catch (error) {
      throw provincialFailure(error);
    }
  }

  async logoutUrl(request: ProvincialLogoutRequest = {}): Promise<string | undefined> {
    if (this.settings.logoutUrl) return this.settings.logoutUrl;
    const config = await this.discover();
    if (!config.serverMetadata().end_session_endpoint) return undefined;
    const parameters: Record<string, string> = {};
    if (request.postLogoutRedirectUri) parameters.post_logout_redirect_uri = request.postLogoutRedirectUri;
    if (request.idTokenHint) parameters.id_token_hint = request.idTokenHint;
    if (request.state) parameters.state = request.state;
    return buildEndSessionUrl(config, parameters).href;
  }

  identifyUrl(redirect: string): string {
    return buildIdentifyUrl(this.settings.identifyUrl, redirect);
  }

  /** The provider's metadata and our client, discovered once; a failed discovery is tried again next time. */
  private discover(): Promise<Configuration> {
    if (!this.configuration) {
      const { issuer, clientId, clientSecret } = this.settings;
      const insecure = new URL(issuer).protocol === 'http:' && isLoopbackAddress(issuer);
      this.configuration = discovery(new URL(issuer), clientId, undefined, secretAuth(clientSecret), {
        execute: insecure ? [allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
      }).catch((error: unknown) => {
        this.configuration = undefined;
        throw new ProvincialLoginError('unavailable', { cause: error });
      });
    }
    return this.configuration;
  }
}

/**
 * The client secret sent the way the provider says it takes it: HTTP Basic (the default of RFC 8414 when the
 * provider does not say), or in the form body when it takes only that.
 */
function secretAuth(clientSecret: string): ClientAuth {
  const basic = ClientSecretBasic(clientSecret);
  const post = ClientSecretPost(clientSecret);
  return (as, client, body, headers) => {
    const methods = as.token_endpoint_auth_methods_supported;
    const usePost =
      methods !== undefined && !methods.includes('client_secret_basic') && methods.includes('client_secret_post');
    (usePost ? post : basic)(as, client, body, headers);
  };
}

/** The registered callback address as a URL: absolute http(s), without query or fragment. */
function callbackBase(redirectUri: string): URL {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    throw new TypeError(`redirectUri is not an absolute address: "${redirectUri}"`);
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.search || url.hash) {
    throw new TypeError(`redirectUri must be an http(s) address without query or fragment: "${redirectUri}"`);
  }
  return url;
}

/** Parameters of an authorization response that the checks read. */
const RESPONSE_PARAMETERS = ['code', 'state', 'iss', 'error', 'error_description', 'error_uri', 'session_state'];

/**
 * The callback as openid-client checks it: always the registered redirectUri (the token request must name the same
 * one that `begin` sent) with the response's parameters. A callbackUrl from elsewhere is refused. Without a whole
 * callbackUrl, a provider that signs its responses with `iss` (RFC 9207) gets its own issuer added: with exactly
 * one configured provider there is no other issuer to mix it up with.
 */
function callbackAddress(
  request: ProvincialFinishRequest,
  metadata: { issuer: string; authorization_response_iss_parameter_supported?: boolean },
): URL {
  const url = callbackBase(request.redirectUri);
  if ('callbackUrl' in request) {
    let received: URL;
    try {
      received = new URL(request.callbackUrl);
    } catch {
      throw new ProvincialLoginError('rejected');
    }
    if (received.origin !== url.origin || received.pathname !== url.pathname)
      throw new ProvincialLoginError('rejected');
    for (const name of RESPONSE_PARAMETERS) {
      const value = received.searchParams.get(name);
      if (value !== null) url.searchParams.set(name, value);
    }
    return url;
  }
  url.searchParams.set('code', request.code);
  url.searchParams.set('state', request.state);
  if (metadata.authorization_response_iss_parameter_supported) url.searchParams.set('iss', metadata.issuer);
  return url;
}

function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}
