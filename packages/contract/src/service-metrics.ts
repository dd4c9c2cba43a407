import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds buckets of a request's time, from 5 ms to 20 s. */
export const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

/**
 * A service's Prometheus registry (one per process, every series labelled with the service's name, the process's
 * default metrics collected), makers of counters and histograms in it, and the HTTP request count and time that the
 * gateway and the graph both keep.
 */
export function serviceMetrics(service: 'gateway' | 'graph') {
  const metricsRegistry = new Registry();
  metricsRegistry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: metricsRegistry });
  const registers = [metricsRegistry];

  const counter = <Label extends string>(name: string, help: string, labelNames: readonly Label[]) =>
    new Counter<Label>({ name, help, labelNames, registers });
  /** A histogram of seconds (a request's buckets unless others are given). */
  const histogram = <Label extends string>(
    name: string,
    help: string,
    labelNames: readonly Label[],
    buckets: number[] = REQUEST_SECONDS_BUCKETS,
  ) => new Histogram<Label>({ name, help, labelNames, buckets, registers });

  const byRequest = ['route', 'method', 'status'] as const;
  const httpRequests = counter(
    'http_requests_total',
    'HTTP requests answered, by route, method and status.',
    byRequest,
  );
  const httpRequestDuration = histogram(
    'http_request_duration_seconds',
    'Time from a request’s arrival to its answer, by route, method and status.',
    byRequest,
  );

  return { metricsRegistry, counter, histogram, httpRequests, httpRequestDuration };
}
