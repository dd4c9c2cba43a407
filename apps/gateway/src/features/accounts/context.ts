import type { Kysely } from 'kysely';
import type { GatewayDeps } from '../../app.ts';
import type { DB } from '../../db/schema.ts';
import { type AccountSettings, readAccountSettings } from '../../shared/account-settings.ts';
import { type Clock, systemClock } from '../../shared/clock.ts';
import { createSmsSender, type SmsSender } from '../sms/sms-sender.ts';

/** What the account features work with, resolved once per app from GatewayDeps and the environment. */
export interface AccountContext {
  db: Kysely<DB>;
  clock: Clock;
  settings: AccountSettings;
  sms: SmsSender;
}

const contexts = new WeakMap<GatewayDeps, AccountContext>();

export function accountContext(deps: GatewayDeps): AccountContext {
  let context = contexts.get(deps);
  if (!context) {
    const db = deps.database.db;
    const settings = deps.accountSettings ?? readAccountSettings();
    context = {
      db,
      clock: deps.clock ?? systemClock,
      settings,
      sms: deps.smsSender ?? createSmsSender(settings.smsProvider, db),
    };
    contexts.set(deps, context);
  }
  return context;
}
