import { isSpanContextValid, trace } from '@opentelemetry/api';

/** The trace the running code belongs to, for a log line; undefined when tracing is off (the API is a no-op). */
export function currentTraceId(): string | undefined {
  const context = trace.getActiveSpan()?.spanContext();
  return context && isSpanContextValid(context) ? context.traceId : undefined;
}
