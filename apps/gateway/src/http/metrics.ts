import { serviceMetrics } from '@sme/contract/service-metrics';
import { Counter, Gauge, Histogram } from 'prom-client';

/**
 * The gateway's Prometheus metrics, one registry per process, served on the metrics port only
 * (@sme/contract/metrics-endpoint). Labels are bounded: route patterns, envelope codes, provider and job names.
 */
export const { metricsRegistry, httpRequests, httpRequestDuration } = serviceMetrics('gateway');
const registers = [metricsRegistry];

export const envelopeErrors = new Counter({
  name: 'gateway_envelope_errors_total',
  help: 'Answers with a non-zero envelope code, by code and route pattern.',
  labelNames: ['code', 'route'] as const,
  registers,
});

export const databaseQueryDuration = new Histogram({
  name: 'db_query_duration_seconds',
  help: 'Time of each SQL statement, by database kind and outcome.',
  labelNames: ['database', 'outcome'] as const,
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
  registers,
});

export const jobRuns = new Counter({
  name: 'gateway_job_runs_total',
  help: 'Scheduled job runs on this instance, by job and outcome (done, failed).',
  labelNames: ['job', 'outcome'] as const,
  registers,
});

export const outsideCalls = new Counter({
  name: 'gateway_outside_calls_total',
  help: 'Calls of outside providers (SMS, face check), by service, provider, call and outcome (ok, failed).',
  labelNames: ['service', 'provider', 'call', 'outcome'] as const,
  registers,
});

export const loginFailures = new Counter({
  name: 'gateway_login_failures_total',
  help: 'Wrong passwords, by who logs in (enterprise, staff).',
  labelNames: ['kind'] as const,
  registers,
});

export const loginLockouts = new Counter({
  name: 'gateway_login_lockouts_total',
  help: 'Wrong passwords that locked a login, by who logs in (enterprise, staff).',
  labelNames: ['kind'] as const,
  registers,
});

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
