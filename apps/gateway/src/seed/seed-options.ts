import type { GatewayConfig } from '#config.ts';
import type { SeedOptions } from './seed.ts';

/** What the start seeds into an empty database: fictional content only where SEED allows it, never a demo login in production. */
export function seedOptionsFor(
  config: Pick<GatewayConfig, 'seed' | 'production' | 'registrySeedCount' | 'accounts'>,
): SeedOptions {
  return {
    demoContent: config.seed,
    demoAccount: !config.production,
    registryCount: config.registrySeedCount,
    passwordHashCost: config.accounts.passwordHashCost,
  };
}
