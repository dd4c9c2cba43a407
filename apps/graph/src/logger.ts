import { AsyncLocalStorage } from 'node:async_hooks';
import { type LogLevel, logOptions } from '@sme/contract/observability';
import { type DestinationStream, type Logger as PinoLogger, pino } from 'pino';

export type { PinoLogger };

/** Structured one-line JSON logs; tests pass their own to keep output quiet or to assert what was logged. */
export interface Logger {
  info(event: string, detail?: Record<string, unknown>): void;
  warn(event: string, detail?: Record<string, unknown>): void;
  error(event: string, detail?: Record<string, unknown>): void;
}

/**
 * The graph's pino log: one JSON line per event on stdout, the level as a word, secrets and personal data redacted
 * by field name, as the gateway does (docs/decisions.md, "pino and its redaction list").
 */
export function createGraphLog(level: LogLevel, destination?: DestinationStream): PinoLogger {
  return pino(logOptions('graph', level), destination);
}

/** The events of the graph written to a pino log, each line with the request id of the request it belongs to. */
export function pinoLogger(log: PinoLogger): Logger {
  const write = (level: 'info' | 'warn' | 'error') => (event: string, detail?: Record<string, unknown>) => {
    const requestId = currentRequestId();
    log[level]({ event, ...(requestId ? { requestId } : {}), ...detail });
  };
  return { info: write('info'), warn: write('warn'), error: write('error') };
}

/** What the graph learns about a request while answering it, for its log line and metrics. */
export interface RequestScope {
  requestId: string;
  /** The OpenTelemetry trace the request belongs to, when tracing is on. */
  traceId?: string;
  operationName?: string;
  errorCodes?: string[];
}

const scopes = new AsyncLocalStorage<RequestScope>();

/** Runs the rest of a request's handling with its scope, so every gateway call it makes carries the request id. */
export function runInRequestScope<T>(scope: RequestScope, work: () => T): T {
  return scopes.run(scope, work);
}

export function currentRequestScope(): RequestScope | undefined {
  return scopes.getStore();
}

export function currentRequestId(): string | undefined {
  return scopes.getStore()?.requestId;
}

/** An error with its stack and causes, for the log only (never for a response). */
export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause === undefined ? '' : `\ncaused by: ${describeError(error.cause)}`;
  return `${error.stack ?? `${error.name}: ${error.message}`}${cause}`;
}
