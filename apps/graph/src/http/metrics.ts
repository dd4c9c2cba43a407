import { serviceMetrics } from '@sme/contract/service-metrics';
import type { RequestScope } from '#logger.ts';

/**
 * The graph's Prometheus metrics, one registry per process, served on the metrics port only
 * (@sme/contract/metrics-endpoint). Operation names come from clients: only well-formed ones, and at most
 * MAX_OPERATION_NAMES of them, become labels, so a client cannot grow the series without bound.
 */
const metrics = serviceMetrics('graph');
export const { metricsRegistry, httpRequests, httpRequestDuration } = metrics;
const { counter, histogram } = metrics;
const MAX_OPERATION_NAMES = 300;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const seenOperations = new Set<string>();

export const graphqlOperations = counter(
  'graphql_operations_total',
  'GraphQL operations answered, by operation name and error code (none when it succeeded).',
  ['operation', 'error_code'],
);

export const graphqlOperationDuration = histogram(
  'graphql_operation_duration_seconds',
  'Time of each GraphQL request, by operation name.',
  ['operation'],
);

/** The label of an operation name: itself while it is well-formed and among the first names seen, else `other`. */
export function operationLabel(name: string | undefined): string {
  if (!name) return 'anonymous';
  if (!OPERATION_NAME.test(name)) return 'other';
  if (seenOperations.has(name)) return name;
  if (seenOperations.size >= MAX_OPERATION_NAMES) return 'other';
  seenOperations.add(name);
  return name;
}

/** Counts one GraphQL answer once per error code it carries (or once as `none`), and times it. */
export function countOperation(scope: RequestScope | undefined, seconds: number): void {
  const operation = operationLabel(scope?.operationName);
  for (const code of scope?.errorCodes ?? ['none']) graphqlOperations.inc({ operation, error_code: code });
  graphqlOperationDuration.observe({ operation }, seconds);
}
