import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { GatewayDeps } from '#deps.ts';
import type { FaceVerifier } from '#outside/face/face-verifier.ts';
import type { ProvincialIdentity } from '#outside/provincial/provincial-identity.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import type { WeChatOAuth } from '#outside/wechat/wechat-oauth.ts';
import type { Clock } from '#shared/clock.ts';
import { type AccountLimits, accountLimits } from './domain/limits.ts';
import { type CertificationGuard, createCertificationGuard } from './services/certification-guard.ts';
import { createPasswordHasher, type PasswordHasher } from './services/password-hasher.ts';
import { createSessionGuard, gw92Token, type SessionGuard } from './services/session-guard.ts';
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
  /** The same session read from the header named GW92 (the `/gw92/...` calls). */
  requireGw92Session: SessionGuard;
  /** The session with a certified current company (spec §6 on the server: apply, publish). */
  requireCertified: CertificationGuard;
  /** The face-check provider (FACE_PROVIDER). */
  face: FaceVerifier;
  /** The provincial unified identity provider (PROVINCIAL_*); not configured unless set. */
  provincial: ProvincialIdentity;
  /** WeChat login (WECHAT_*); not configured unless set. */
  wechat: WeChatOAuth;
}

export function createAccountContext(deps: GatewayDeps): AccountContext {
  const { database, clock, smsSender, config } = deps;
  const settings = config.accounts;
  const requireSession = createSessionGuard(database.db, clock, settings);
  return {
    db: database.db,
    clock,
    settings,
    production: config.production,
    limits: accountLimits(settings.rateLimitFactor),
    sms: smsSender,
    hasher: createPasswordHasher(settings.hashConcurrency, { cost: settings.passwordHashCost }),
    requireSession,
    requireGw92Session: createSessionGuard(database.db, clock, settings, gw92Token),
    requireCertified: createCertificationGuard(database.db, requireSession),
    face: deps.faceVerifier,
    provincial: deps.provincialIdentity,
    wechat: deps.wechatOAuth,
  };
}
