import { readServiceAddress } from '../service-address.ts';
import { settingsTogether } from '../settings-together.ts';

/** The provincial identity provider (广东省统一身份认证平台) as configured, or not configured at all. */
export type ProvincialSettings = { configured: false } | ConfiguredProvincialSettings;

export interface ConfiguredProvincialSettings {
  configured: true;
  /** The OpenID Connect issuer (PROVINCIAL_ISSUER); its discovery document names every endpoint. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The provider's page where a person raises their real-name level (PROVINCIAL_IDENTIFY_URL). */
  identifyUrl: string;
  /** A logout page to use instead of the discovered end_session_endpoint (PROVINCIAL_LOGOUT_URL), if any. */
  logoutUrl: string | undefined;
  /** The scopes asked for (PROVINCIAL_SCOPES). */
  scope: string;
  /** The claim that carries the real-name level (PROVINCIAL_LEVEL_CLAIM). */
  levelClaim: string;
}

/** What the local stand-in releases: name, mobile and the level (stand-ins/src/provincial/provider.ts). */
export const DEFAULT_PROVINCIAL_SCOPES = 'openid profile phone assurance';
export const DEFAULT_LEVEL_CLAIM = 'assurance_level';

/**
 * PROVINCIAL_ISSUER unset → not configured (every provincial call answers that the service is not configured).
 * Set → client id, secret and identify page are required; addresses must be https (http only on loopback outside
 * production, where `npm start` points them at the stand-in).
 */
export function readProvincialSettings(env: NodeJS.ProcessEnv, production: boolean): ProvincialSettings {
  const set = settingsTogether(env, [
    'PROVINCIAL_ISSUER',
    'PROVINCIAL_CLIENT_ID',
    'PROVINCIAL_CLIENT_SECRET',
    'PROVINCIAL_IDENTIFY_URL',
  ]);
  if (!set) return { configured: false };
  // Checked like every address, but kept as spelled: the issuer must equal the discovery document's exactly.
  readServiceAddress('PROVINCIAL_ISSUER', set.PROVINCIAL_ISSUER, production);
  const scope = (env.PROVINCIAL_SCOPES || DEFAULT_PROVINCIAL_SCOPES).split(/\s+/).filter(Boolean).join(' ');
  if (!scope.split(' ').includes('openid')) throw new Error('PROVINCIAL_SCOPES must include openid');
  return {
    configured: true,
    issuer: set.PROVINCIAL_ISSUER,
    clientId: set.PROVINCIAL_CLIENT_ID,
    clientSecret: set.PROVINCIAL_CLIENT_SECRET,
    identifyUrl: readServiceAddress('PROVINCIAL_IDENTIFY_URL', set.PROVINCIAL_IDENTIFY_URL, production),
    logoutUrl: env.PROVINCIAL_LOGOUT_URL
      ? readServiceAddress('PROVINCIAL_LOGOUT_URL', env.PROVINCIAL_LOGOUT_URL, production)
      : undefined,
    scope,
    levelClaim: env.PROVINCIAL_LEVEL_CLAIM || DEFAULT_LEVEL_CLAIM,
  };
}
