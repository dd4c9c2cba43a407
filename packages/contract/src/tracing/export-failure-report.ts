import type { ReadableSpan, SpanExporter } from '@opentelemetry/sdk-trace';

type ExportResult = Parameters<Parameters<SpanExporter['export']>[1]>[0];

/** OpenTelemetry's ExportResultCode.SUCCESS (a stable value of its API; the other code is FAILED). */
const EXPORT_SUCCEEDED = 0;

/** At most one line per this long while exports keep failing. */
export const FAILURE_REPORT_INTERVAL_MS = 60_000;

export interface ExportFailureReportOptions {
  serviceName: string;
  /** Where a line goes (standard error unless a test says otherwise). */
  write?: (line: string) => void;
  now?: () => number;
}

/**
 * Wraps the span exporter so that a collector that is down or refuses the spans is seen in the service's log: the
 * first failed batch at once, then at most one line a minute with the batches and spans lost meanwhile, and one line
 * when a batch goes through again. The SDK itself reports nothing unless its diagnostic logger is set, and that would
 * write a line per batch.
 */
export function reportingExportFailures(inner: SpanExporter, options: ExportFailureReportOptions): SpanExporter {
  const write = options.write ?? ((line: string) => process.stderr.write(`${line}\n`));
  const now = options.now ?? Date.now;
  let failing = false;
  let lastReportAt = Number.NEGATIVE_INFINITY;
  let unreported = { batches: 0, spans: 0 };
  let lostSinceFirst = 0;

  const line = (level: 'warn' | 'info', msg: string, fields: Record<string, unknown>) =>
    write(
      JSON.stringify({
        level,
        time: new Date(now()).toISOString(),
        service: options.serviceName,
        pid: process.pid,
        msg,
        ...fields,
      }),
    );

  const onResult = (spans: number, result: ExportResult) => {
    if (result.code === EXPORT_SUCCEEDED) {
      if (failing) line('info', 'trace export recovered', { spansLostWhileFailing: lostSinceFirst });
      failing = false;
      lostSinceFirst = 0;
      unreported = { batches: 0, spans: 0 };
      return;
    }
    failing = true;
    lostSinceFirst += spans;
    unreported = { batches: unreported.batches + 1, spans: unreported.spans + spans };
    if (now() - lastReportAt < FAILURE_REPORT_INTERVAL_MS) return;
    lastReportAt = now();
    line('warn', 'trace export failed', {
      batches: unreported.batches,
      spans: unreported.spans,
      error: result.error?.message ?? 'unknown',
      endpoint: process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? process.env.OTEL_EXPORTER_OTLP_ENDPOINT,
    });
    unreported = { batches: 0, spans: 0 };
  };

  return {
    export(spans: ReadableSpan[], resultCallback: (result: ExportResult) => void) {
      inner.export(spans, (result) => {
        onResult(spans.length, result);
        resultCallback(result);
      });
    },
    shutdown: () => inner.shutdown(),
    forceFlush: () => inner.forceFlush?.() ?? Promise.resolve(),
  };
}
