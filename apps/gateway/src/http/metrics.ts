import { serviceMetrics } from '@sme/contract/service-metrics';
import { Gauge } from 'prom-client';

/**
 * The gateway's Prometheus metrics, one registry per process, served on the metrics port only
 * (@sme/contract/metrics-endpoint). Labels are bounded: route patterns, envelope codes, provider and job names.
 */
const metrics = serviceMetrics('gateway');
export const { metricsRegistry, httpRequests, httpRequestDuration } = metrics;
const { counter, histogram } = metrics;
const registers = [metricsRegistry];

export const envelopeErrors = counter(
  'gateway_envelope_errors_total',
  'Answers with a non-zero envelope code, by code and route pattern.',
  ['code', 'route'],
);

export const databaseQueryDuration = histogram(
  'db_query_duration_seconds',
  'Time of each SQL statement, by database kind and outcome.',
  ['database', 'outcome'],
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
);

export const jobRuns = counter(
  'gateway_job_runs_total',
  'Scheduled job runs on this instance, by job and outcome (done, failed).',
  ['job', 'outcome'],
);

export const outsideCalls = counter(
  'gateway_outside_calls_total',
  'Calls of outside providers (SMS, face check), by service, provider, call and outcome (ok, failed).',
  ['service', 'provider', 'call', 'outcome'],
);

export const loginFailures = counter(
  'gateway_login_failures_total',
  'Wrong passwords, by who logs in (enterprise, staff).',
  ['kind'],
);

export const loginLockouts = counter(
  'gateway_login_lockouts_total',
  'Wrong passwords that locked a login, by who logs in (enterprise, staff).',
  ['kind'],
);

/** The database's connection pool (PostgreSQL: total, idle, waiting) or queue (PGlite: waiting), read when scraped. */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

const poolSources: Array<{ database: string; read: () => PoolUse }> = [];

/** The open database reports its pool's use at each scrape (database.ts); answers the function that stops it. */
export function watchPool(database: string, read: () => PoolUse): () => void {
  const source = { database, read };
  poolSources.push(source);
  return () => {
    poolSources.splice(poolSources.indexOf(source), 1);
  };
}

new Gauge({
  name: 'db_pool_connections',
  help: 'Database connections by state (total, idle, waiting: requests queued for a connection; PGlite has one).',
  labelNames: ['database', 'state'] as const,
  registers,
  collect() {
    this.reset();
    for (const { database, read } of poolSources) {
      const use = read();
      this.set({ database, state: 'total' }, use.total);
      this.set({ database, state: 'idle' }, use.idle);
      this.set({ database, state: 'waiting' }, use.waiting);
    }
  },
});

/** Runs a call of an outside provider and counts it by outcome (ok, failed); the failure is rethrown as it came. */
export async function countedCall<T>(
  labels: { service: 'sms' | 'face'; provider: string; call: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    const answer = await work();
    outsideCalls.inc({ ...labels, outcome: 'ok' });
    return answer;
  } catch (error) {
    outsideCalls.inc({ ...labels, outcome: 'failed' });
    throw error;
  }
}
