import zlib from 'node:zlib';
import { listen, type RunningServer } from './listen.ts';

/** One exported span, flattened from OTLP/JSON: its service, ids, name, kind and attributes as plain values. */
export interface ReceivedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver extends RunningServer {
  spans: ReceivedSpan[];
  /** Every request that reached the receiver, traces or not. */
  requests: string[];
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  doubleValue?: number;
  boolValue?: boolean;
  arrayValue?: { values?: OtlpValue[] };
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes?: OtlpAttribute[];
}
interface OtlpTraces {
  resourceSpans?: { resource?: { attributes?: OtlpAttribute[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[];
}

/**
 * A collector's OTLP/HTTP traces endpoint (POST /v1/traces) that keeps what the services export, in the JSON
 * encoding the @opentelemetry/exporter-trace-otlp-http exporter sends (ids as hex strings).
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = [];
  const requests: string[] = [];
  const server = await listen((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      requests.push(`${req.method} ${req.url}`);
      const raw = Buffer.concat(chunks);
      const body = req.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(raw) : raw;
      if (req.url === '/v1/traces') spans.push(...flatten(JSON.parse(body.toString('utf8')) as OtlpTraces));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  return { ...server, spans, requests };
}

function flatten(traces: OtlpTraces): ReceivedSpan[] {
  return (traces.resourceSpans ?? []).flatMap((resourceSpans) => {
    const service = String(plain(resourceSpans.resource?.attributes)['service.name'] ?? '');
    return (resourceSpans.scopeSpans ?? []).flatMap((scope) =>
      (scope.spans ?? []).map((span) => ({
        service,
        traceId: span.traceId,
        spanId: span.spanId,
        parentSpanId: span.parentSpanId ?? '',
        name: span.name,
        kind: span.kind,
        attributes: plain(span.attributes),
      })),
    );
  });
}

function plain(attributes: OtlpAttribute[] = []): Record<string, unknown> {
  return Object.fromEntries(attributes.map(({ key, value }) => [key, plainValue(value)]));
}

function plainValue(value: OtlpValue): unknown {
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(plainValue);
  return value.stringValue ?? value.intValue ?? value.doubleValue ?? value.boolValue;
}
