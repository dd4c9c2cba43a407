import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { readGatewayConfig } from '#config.ts';
import type { Database } from '#db/database.ts';
import type { GatewayDeps } from '#deps.ts';
import type { AccountSettings } from '#features/accounts/settings.ts';
import type { FileSettings } from '#features/files/settings.ts';
import { readLiveEventSettings } from '#features/live-events/settings.ts';
import type { WorkbenchSettings } from '#features/workbench/settings.ts';
import { SimulatorFaceVerifier } from '#outside/face/simulator-face-verifier.ts';
import { UnconfiguredFaceVerifier } from '#outside/face/unconfigured-face-verifier.ts';
import { UnconfiguredGovDataService } from '#outside/govdata/unconfigured-gov-data-service.ts';
import { UnconfiguredProvincialIdentity } from '#outside/provincial/unconfigured-provincial-identity.ts';
import { OutboxSmsSender } from '#outside/sms/outbox-sms-sender.ts';
import { LocalFolderStorage } from '#outside/storage/local-folder-storage.ts';
import { UnconfiguredWeChatOAuth } from '#outside/wechat/unconfigured-wechat-oauth.ts';
import { type Clock, systemClock } from '#shared/clock.ts';

export interface TestDepsOptions {
  production?: boolean;
  clock?: Clock;
  accounts?: Partial<AccountSettings>;
  smsSender?: GatewayDeps['smsSender'];
  faceVerifier?: GatewayDeps['faceVerifier'];
  provincialIdentity?: GatewayDeps['provincialIdentity'];
  wechatOAuth?: GatewayDeps['wechatOAuth'];
  /** Upload limits and folders; the storage folder defaults to a new one under the system's temporary folder. */
  files?: Partial<Omit<FileSettings, 'storage'>> & { dir?: string };
  /** Another storage than the local folder (the S3 tests). */
  fileStorage?: GatewayDeps['fileStorage'];
  /** Credit cap and response-time targets of the workbench. */
  workbench?: Partial<WorkbenchSettings>;
  /** The government data service (none unless the test passes one). */
  govData?: GatewayDeps['govData'];
}

/**
 * The deps of a gateway under test: the defaults of an empty environment (never the machine's) but for the test
 * hash cost, a silent SMS
 * outbox, the face provider of the environment kind (simulator, or none in production), no provincial identity
 * provider and no WeChat (tests that need them start the stand-ins and pass clients), and whatever the test
 * replaces.
 */
export function testDeps(database: Database, options: TestDepsOptions = {}): GatewayDeps {
  // Test runs hash with the cheaper argon2id (password-hasher.test.ts proves production's cost).
  const defaults = readGatewayConfig({ PASSWORD_HASH_COST: 'test' });
  const fileDir = options.files?.dir ?? path.join(os.tmpdir(), 'sme-test-files', randomBytes(8).toString('hex'));
  const files: FileSettings = {
    storage: { kind: 'local', dir: fileDir },
    stagingDir: options.files?.stagingDir ?? path.join(fileDir, '.incoming'),
    maxFileBytes: options.files?.maxFileBytes ?? defaults.files.maxFileBytes,
  };
  return {
    database,
    config: {
      production: options.production ?? false,
      trustProxy: defaults.trustProxy,
      accounts: { ...defaults.accounts, ...options.accounts },
      files,
      // A dashboard view computed slowly on a loaded machine would be kept and go stale between a test's moves; the
      // tests of keeping set their own limit (dashboard-kept.test.ts).
      workbench: { ...defaults.workbench, dashboardLiveLimitMs: 600_000, ...options.workbench },
      liveEvents: readLiveEventSettings({}, options.production ?? false),
    },
    clock: options.clock ?? systemClock,
    smsSender: options.smsSender ?? new OutboxSmsSender(database.db, () => {}),
    // FACE_PROVIDER's default (face-settings.test.ts): the simulator, none in production.
    faceVerifier:
      options.faceVerifier ??
      (options.production ? new UnconfiguredFaceVerifier() : new SimulatorFaceVerifier(database.db)),
    provincialIdentity: options.provincialIdentity ?? new UnconfiguredProvincialIdentity(),
    wechatOAuth: options.wechatOAuth ?? new UnconfiguredWeChatOAuth(),
    fileStorage: options.fileStorage ?? new LocalFolderStorage(fileDir),
    govData: options.govData ?? new UnconfiguredGovDataService(),
  };
}
