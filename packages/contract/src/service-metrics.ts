import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds buckets of a request's time, from 5 ms to 20 s. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/**
 * A service's Prometheus registry (one per process, every series labelled with the service's name, the process's
 * default metrics collected) and the HTTP request count and time that the gateway and the graph both keep.
 */
export function serviceMetrics(service: 'gateway' | 'graph') {
  const metricsRegistry = new Registry();
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
  const registers = [metricsRegistry];

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });

  const httpRequestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request’s arrival to its answer, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers,
  });

  return { metricsRegistry, httpRequests, httpRequestDuration };
}
