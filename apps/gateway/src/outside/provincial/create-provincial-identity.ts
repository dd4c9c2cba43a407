import { OidcProvincialIdentity } from './oidc-provincial-identity.ts';
import type { ProvincialIdentity } from './provincial-identity.ts';
import type { ProvincialSettings } from './provincial-settings.ts';
import { UnconfiguredProvincialIdentity } from './unconfigured-provincial-identity.ts';

/** The provincial identity the configuration describes (outside/provincial/provincial-settings.ts). */
export function createProvincialIdentity(settings: ProvincialSettings): ProvincialIdentity {
  return settings.configured ? new OidcProvincialIdentity(settings) : new UnconfiguredProvincialIdentity();
}
