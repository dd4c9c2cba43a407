import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { GatewayDeps } from '../../deps.ts';
import type { SmsSender } from '../../outside/sms/sms-sender.ts';
import type { Clock } from '../../shared/clock.ts';
import { type AccountLimits, accountLimits } from './domain/limits.ts';
import { createPasswordHasher, type PasswordHasher } from './services/password-hasher.ts';
import { createSessionGuard, type SessionGuard } from './services/session-guard.ts';
import type { AccountSettings } from './settings.ts';

/** What the account services work with; built once per app by createGatewayApp. */
export interface AccountContext {
  db: Kysely<DB>;
  clock: Clock;
  settings: AccountSettings;
  production: boolean;
  limits: AccountLimits;
  sms: SmsSender;
  hasher: PasswordHasher;
  requireSession: SessionGuard;
}

export function createAccountContext(deps: GatewayDeps): AccountContext {
  const { database, clock, smsSender, config } = deps;
  const settings = config.accounts;
  return {
    db: database.db,
    clock,
    settings,
    production: config.production,
    limits: accountLimits(settings.rateLimitFactor),
    sms: smsSender,
    hasher: createPasswordHasher(settings.hashConcurrency),
    requireSession: createSessionGuard(database.db, clock, settings),
  };
}
