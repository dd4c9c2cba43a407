import os from 'node:os';
import path from 'node:path';
import { type MetricsSettings, readMetricsSettings } from '@sme/contract/metrics-endpoint';
import { type LogLevel, readLogLevel } from '@sme/contract/observability';
import { type DatabaseSettings, readDatabaseSettings } from './db/database-settings.ts';
import { type AccountSettings, readAccountSettings } from './features/accounts/settings.ts';
import { type AuditSettings, readAuditSettings } from './features/audit/settings.ts';
import { type FileSettings, readFileSettings } from './features/files/settings.ts';
// Issue 22, slice live-pages.
import { type LiveEventSettings, readLiveEventSettings } from './features/live-events/settings.ts';
import { readWorkbenchSettings, type WorkbenchSettings } from './features/workbench/settings.ts';
import { type FaceSettings, readFaceSettings } from './outside/face/face-settings.ts';
import { type GovDataSettings, readGovDataSettings } from './outside/govdata/govdata-settings.ts';
import { type ProvincialSettings, readProvincialSettings } from './outside/provincial/provincial-settings.ts';
import { readSmsSettings, type SmsSettings } from './outside/sms/sms-settings.ts';
import { readWeChatSettings, type WeChatSettings } from './outside/wechat/wechat-settings.ts';
import { DEFAULT_REGISTRY_SEED_COUNT, MAX_REGISTRY_COUNT } from './seed/registry/registry-counts.ts';
import { wholeNumberSetting } from './shared/whole-number-setting.ts';

/** Everything the gateway reads from the environment, read once at start (serve.ts); tests pass their own env. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /** The server's pool, its time limits and the wait for it at start (DATABASE_POOL_MAX, DATABASE_*_MS, DATABASE_WAIT_SECONDS). */
  database: DatabaseSettings;
  dataDir: string;
  production: boolean;
  /**
   * SEED: seed the fictional demo content (catalogue, registry companies) into an empty database. Default on outside
   * production (`npm start` keeps its demo) and off in production, where only `SEED=true` asks for it.
   */
  seed: boolean;
  /** REGISTRY_SEED_COUNT [100000]: companies the seed loads into an empty registry (demo content). */
  registrySeedCount: number;
  /**
   * Express's `trust proxy` value (TRUST_PROXY): which hops may set X-Forwarded-For, so that per-client limits see
   * the browser's address behind the graph and a load balancer. Default loopback (the graph on the same host).
   */
  trustProxy: string;
  accounts: AccountSettings;
  sms: SmsSettings;
  face: FaceSettings;
  provincial: ProvincialSettings;
  wechat: WeChatSettings;
  /** The provincial government data service of the workbench's data pack (GOVDATA_URL, GOVDATA_TOKEN). */
  govData: GovDataSettings;
  /** Uploaded files: FILE_STORAGE, FILE_DIR (default `<DATA_DIR>/files`) and the 20 MB limit. */
  files: FileSettings;
  /** The institution workbench: the credit cap and the response-time targets. */
  workbench: WorkbenchSettings;
  /** The audit log of staff actions: how long it keeps an entry (AUDIT_RETENTION_DAYS). */
  audit: AuditSettings;
  /** SHUTDOWN_GRACE_MS [10000]: on SIGTERM/SIGINT, how long requests in flight may take before they are cut off. */
  shutdownGraceMs: number;
  /**
   * JOB_POLL_MS [60000]: how often each instance asks whether a scheduled job (the escalation) is due; the job's
   * period is its schedule row's, so a shorter poll runs nothing more often, only sooner after it is due.
   */
  jobPollMs: number;
  /** LOG_LEVEL [info]: fatal, error, warn, info, debug, trace or silent. */
  logLevel: LogLevel;
  /** METRICS_PORT (unset: none) and METRICS_HOST [127.0.0.1]: the Prometheus endpoint, apart from the public port. */
  metrics: MetricsSettings;
  /** Issue 22, live: how long the outbox of live events keeps a row, and the instance feed's secret. */
  liveEvents: LiveEventSettings;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: toPort(env.GATEWAY_PORT, 8081),
    host: env.GATEWAY_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    database: readDatabaseSettings(env),
    dataDir,
    production,
    seed: seedSetting(env.SEED, production),
    registrySeedCount: toCount(env.REGISTRY_SEED_COUNT, DEFAULT_REGISTRY_SEED_COUNT, 'REGISTRY_SEED_COUNT'),
    trustProxy: env.TRUST_PROXY || 'loopback',
    accounts: readAccountSettings(env, { production, cpus: os.availableParallelism() }),
    sms: readSmsSettings(env, production),
    face: readFaceSettings(env, production),
    provincial: readProvincialSettings(env, production),
    wechat: readWeChatSettings(env, production),
    govData: readGovDataSettings(env, production),
    files: readFileSettings(env, dataDir),
    workbench: readWorkbenchSettings(env),
    audit: readAuditSettings(env),
    shutdownGraceMs: wholeNumberSetting(env, 'SHUTDOWN_GRACE_MS', 10_000, { min: 0, max: 600_000 }),
    jobPollMs: wholeNumberSetting(env, 'JOB_POLL_MS', 60_000, { min: 100, max: 3_600_000 }),
    logLevel: readLogLevel(env),
    metrics: readMetricsSettings(env),
    liveEvents: readLiveEventSettings(env, production),
  };
}

function seedSetting(value: string | undefined, production: boolean): boolean {
  const setting = value?.trim().toLowerCase();
  if (!setting) return !production;
  if (setting === 'true' || setting === 'demo') return true;
  if (setting === 'false') return false;
  throw new Error(`Invalid SEED: ${value} (true or false)`);
}

function toPort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}

function toCount(value: string | undefined, fallback: number, name: string): number {
  if (!value) return fallback;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 0 || count > MAX_REGISTRY_COUNT) {
    throw new Error(`Invalid ${name}: ${value} (an integer from 0 to ${MAX_REGISTRY_COUNT})`);
  }
  return count;
}
