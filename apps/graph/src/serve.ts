import { readMetricsSettings, startMetricsServer } from '@sme/contract/metrics-endpoint';
import { readLogLevel } from '@sme/contract/observability';
import { stopTracing } from '@sme/contract/tracing/start';
import { createGraphApp } from './app.ts';
import { readGraphConfig } from './config.ts';
import { metricsRegistry } from './http/metrics.ts';
import { createGraphLog } from './logger.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = readGraphConfig();
const livePerSession = Number(process.env.LIVE_SUBSCRIPTIONS_PER_SESSION) || undefined;
const graph = await createGraphApp({
  config,
  log: createGraphLog(readLogLevel(process.env)),
  ...(livePerSession ? { livePerSession } : {}),
});
const metrics = readMetricsSettings(process.env);
const metricsServer =
  metrics.port === null ? null : await startMetricsServer(metricsRegistry, metrics.port, metrics.host);
const server = graph.app.listen(config.port, () => {
  const mode = config.production ? 'production' : 'development (Apollo Sandbox on GET /graphql)';
  console.log(`[graph] listening on http://localhost:${config.port}/graphql, gateway ${config.gatewayUrl}, ${mode}`);
});
graph.attachLive(server);
// Longer than a load balancer's idle timeout, so it never reuses a socket the server has just closed.
server.keepAliveTimeout = 65_000;

let stopping = false;
function stop(signal: string): void {
  if (stopping) return;
  stopping = true;
  console.log(`[graph] ${signal}: finishing requests in flight, then stopping`);
  const forceClose = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
  forceClose.unref();
  server.close(async () => {
    await metricsServer?.close();
    await graph.stop();
    await stopTracing();
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
