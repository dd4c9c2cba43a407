import os from 'node:os';
import { startMetricsServer } from '@sme/contract/metrics-endpoint';
import { stopTracing } from '@sme/contract/tracing/start';
import { createGatewayApp } from './app.ts';
import { type GatewayConfig, readGatewayConfig } from './config.ts';
import { migrateToLatest } from './db/migrate.ts';
import {
  EXIT_DATA_DIR_NOT_WRITABLE,
  notWritableMessage,
  openConfiguredDatabase,
} from './db/open-configured-database.ts';
import { DatabaseNotReachableError, waitForDatabase } from './db/wait-for-database.ts';
import { createGatewayDeps } from './deps.ts';
import { startHousekeeping } from './features/accounts/services/housekeeping.ts';
import { auditRetentionJob } from './features/audit/jobs/audit-retention-job.ts';
import { dashboardRefreshJob } from './features/dashboard/jobs/dashboard-refresh-job.ts';
import { sweepStagedUploads, sweepStalePartials, sweepUnattachedFiles } from './features/files/services/file-sweep.ts';
import { liveEventRetentionJob } from './features/live-events/jobs/event-retention-job.ts';
import { escalationJob } from './features/workbench/jobs/escalation-job.ts';
import { startJobRunner } from './features/workbench/jobs/job-schedule.ts';
import { drainable } from './http/drain.ts';
import { createLogger, useLogger } from './http/logger.ts';
import { metricsRegistry } from './http/metrics.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { seedOptionsFor } from './seed/seed-options.ts';

const config = readConfigOrExit();
useLogger(createLogger(config.logLevel));
const database = await openConfiguredDatabase(config, '[gateway] ', config.database);
if (database.kind === 'postgres') await waitForDatabaseOrExit();
const applied = await migrateToLatest(database.db);
if (applied.length) console.log(`[gateway] migrations applied: ${applied.join(', ')}`);
if (await seedIfEmpty(database.db, seedOptionsFor(config)))
  console.log('[gateway] seeded what the empty database lacked');

const shutdown = new AbortController();
const deps = await createGatewayDeps(database, config, shutdown.signal);
if (!deps.smsSender.configured)
  console.warn('[gateway] no SMS provider configured (SMS_PROVIDER): SMS codes cannot be sent');
const stopHousekeeping = startHousekeeping(database.db, deps.clock, config.accounts.sessionAbsoluteMs, {
  stored_file: (now) => sweepUnattachedFiles(database.db, deps.fileStorage, now),
  staged_upload: (now) => sweepStagedUploads(config.files.stagingDir, now),
  ...(config.files.storage.kind === 'local'
    ? { partial_object: (now: Date) => sweepStalePartials(config.files.storage.dir, now) }
    : {}),
});
// Every instance polls; the schedule row's lock lets exactly one of them run each tick (docs/decisions/0045-workbench-in-the-gateway-staff-accounts-totp-roles-claims.md).
const jobs = [
  escalationJob(config.workbench),
  auditRetentionJob(config.audit),
  liveEventRetentionJob(config.liveEvents),
  dashboardRefreshJob(config.workbench),
];
const stopJobs = startJobRunner(database.db, jobs, {
  now: () => deps.clock.now(),
  runner: `${os.hostname()}:${process.pid}`,
  pollMs: config.jobPollMs,
});
const app = createGatewayApp(deps);
const metricsServer =
  config.metrics.port === null
    ? null
    : await startMetricsServer(metricsRegistry, config.metrics.port, config.metrics.host);
const server = app.listen(config.port, config.host, () => {
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  console.log(`[gateway] listening on http://${config.host}:${config.port}/api, data in ${where}`);
});
server.keepAliveTimeout = 65_000;
const drain = drainable(server);

let stopping = false;
/** A rolling restart loses no call: requests in flight finish (within SHUTDOWN_GRACE_MS), then the database closes. */
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(
    `[gateway] ${signal}: finishing requests in flight (at most ${config.shutdownGraceMs} ms), then stopping`,
  );
  stopHousekeeping();
  stopJobs();
  shutdown.abort();
  await metricsServer?.close();
  const { cutOff } = await drain(config.shutdownGraceMs);
  if (cutOff) console.warn(`[gateway] requests still running after ${config.shutdownGraceMs} ms were cut off`);
  await stopTracing();
  try {
    await database.close();
  } catch (error) {
    // PGlite writes its last pages on close: a data directory gone read-only or full fails here.
    console.error(`[gateway] ${notWritableMessage((error as Error).message ?? String(error))}`);
    process.exit(EXIT_DATA_DIR_NOT_WRITABLE);
  }
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

/** The configuration, or one line naming the bad setting (Chinese and English) and exit 1 instead of a stack trace. */
function readConfigOrExit(): GatewayConfig {
  try {
    return readGatewayConfig();
  } catch (error) {
    console.error(`[gateway] ${(error as Error).message}`);
    process.exit(1);
  }
}

/** A server that is not up yet is waited for (DATABASE_WAIT_SECONDS), a line per attempt, rather than given up on. */
async function waitForDatabaseOrExit(): Promise<void> {
  try {
    await waitForDatabase(database, {
      waitSeconds: config.database.waitSeconds,
      log: (line) => console.warn(`[gateway] ${line}`),
    });
  } catch (error) {
    if (!(error instanceof DatabaseNotReachableError)) throw error;
    console.error(`[gateway] ${error.message}`);
    await database.close().catch(() => {});
    process.exit(1);
  }
}
