import type { IncomingMessage } from 'node:http';
import { register } from 'node:module';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import type { Instrumentation } from '@opentelemetry/instrumentation';
import { ExpressInstrumentation } from '@opentelemetry/instrumentation-express';
import { GraphQLInstrumentation } from '@opentelemetry/instrumentation-graphql';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace';
import { createAddHookMessageChannel } from 'import-in-the-middle';
import { reportingExportFailures } from './export-failure-report.ts';
import { type TracedLibrary, UNTRACED_PATHS } from './libraries.ts';
import { RedactingSpanProcessor } from './redacting-span-processor.ts';
import { withoutQuery } from './redaction.ts';
import type { TracingSettings } from './settings.ts';

/**
 * Loaded only when tracing is on, before the service's own modules: the services run as ESM, where require hooks
 * alone never see `import express from 'express'`, so import-in-the-middle's loader is registered first, wrapping
 * only the modules the instrumentations hook.
 */
export async function startSdk(
  settings: TracingSettings,
  libraries: readonly TracedLibrary[],
): Promise<() => Promise<void>> {
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register('import-in-the-middle/hook.mjs', import.meta.url, registerOptions);
  const sdk = new NodeSDK({
    serviceName: settings.serviceName,
    instrumentations: libraries.map(instrumentationOf),
    // The OTLP/HTTP exporter reads OTEL_EXPORTER_OTLP_ENDPOINT (+ /v1/traces), its headers and timeout itself; the
    // batch processor queues and drops rather than make a request wait for an unreachable collector; failed batches
    // are reported in the log (export-failure-report.ts).
    spanProcessors: [
      new RedactingSpanProcessor(),
      new BatchSpanProcessor({
        exporter: reportingExportFailures(new OTLPTraceExporter(), { serviceName: settings.serviceName }),
        scheduledDelayMillis: settings.scheduleDelayMs,
      }),
    ],
    // Traces only: metrics are prom-client's and logs pino's.
    metricReaders: [],
    logRecordProcessors: [],
  });
  sdk.start();
  await waitForAllMessagesAcknowledged();
  return () => sdk.shutdown();
}

function instrumentationOf(library: TracedLibrary): Instrumentation {
  switch (library) {
    case 'http':
      return new HttpInstrumentation({
        ignoreIncomingRequestHook: (request: IncomingMessage) => UNTRACED_PATHS.has(withoutQuery(request.url ?? '')),
        // A job's outside call (an SMS, a file store) belongs to no request: not a trace of its own every few seconds.
        requireParentforOutgoingSpans: true,
      });
    case 'express':
      return new ExpressInstrumentation();
    case 'graphql':
      // Values stay out: allowValues is false by default, so the recorded document has `*` for every literal.
      return new GraphQLInstrumentation({ ignoreTrivialResolveSpans: true, allowValues: false });
    case 'pg':
      // Statement text with its $n placeholders, never the values (enhancedDatabaseReporting); no span outside a request.
      return new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true });
  }
}
