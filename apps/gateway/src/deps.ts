import type { GatewayConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { createFaceVerifier } from './outside/face/create-face-verifier.ts';
import type { FaceVerifier } from './outside/face/face-verifier.ts';
import { createGovDataService } from './outside/govdata/create-gov-data-service.ts';
import type { GovDataService } from './outside/govdata/gov-data-service.ts';
import { createProvincialIdentity } from './outside/provincial/create-provincial-identity.ts';
import type { ProvincialIdentity } from './outside/provincial/provincial-identity.ts';
import { createSmsSender } from './outside/sms/create-sms-sender.ts';
import type { SmsSender } from './outside/sms/sms-sender.ts';
import { createFileStorage } from './outside/storage/create-file-storage.ts';
import type { FileStorage } from './outside/storage/file-storage.ts';
import { createWeChatOAuth } from './outside/wechat/create-wechat-oauth.ts';
import type { WeChatOAuth } from './outside/wechat/wechat-oauth.ts';
import { type Clock, systemClock } from './shared/clock.ts';

/**
 * Everything the gateway app is built from. All of it is given explicitly: serve.ts builds it from the environment
 * once, tests build it from their own settings (readGatewayConfig({})) and replace what they need (clock, SMS).
 */
export interface GatewayDeps {
  database: Database;
  /** dataDir: the embedded database's folder, probed by /healthz (absent for an in-memory database). */
  config: Pick<GatewayConfig, 'production' | 'trustProxy' | 'accounts' | 'files' | 'workbench' | 'liveEvents'> & {
    dataDir?: string;
  };
  clock: Clock;
  smsSender: SmsSender;
  faceVerifier: FaceVerifier;
  provincialIdentity: ProvincialIdentity;
  wechatOAuth: WeChatOAuth;
  /** Where uploaded files are kept (FILE_STORAGE). */
  fileStorage: FileStorage;
  /** The provincial government data service of the workbench's data pack (GOVDATA_URL). */
  govData: GovDataService;
  /** Aborted when the gateway begins to stop: held answers (the catalogue version feed) are given at once. */
  shutdown?: AbortSignal;
}

/**
 * The deps of a running gateway: the system clock and the outside services the configuration names (a cloud vendor's
 * SDK is loaded only when that vendor is named).
 */
export async function createGatewayDeps(
  database: Database,
  config: GatewayConfig,
  shutdown?: AbortSignal,
): Promise<GatewayDeps> {
  return {
    database,
    config,
    clock: systemClock,
    smsSender: await createSmsSender(config.sms, database.db),
    faceVerifier: await createFaceVerifier(config.face, database.db),
    provincialIdentity: createProvincialIdentity(config.provincial),
    wechatOAuth: createWeChatOAuth(config.wechat),
    fileStorage: await createFileStorage(config.files.storage),
    govData: createGovDataService(config.govData),
    ...(shutdown ? { shutdown } : {}),
  };
}
