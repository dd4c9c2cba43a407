import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';

const tracer = trace.getTracer('sme-gateway-pglite');

/**
 * The embedded database has no pg client for the official pg instrumentation to patch: the same kind of span by
 * hand, named and described as that instrumentation does (`pg.query:SELECT`, the statement text with its $n
 * placeholders, never the values), and only inside a request's trace as it is configured. Without the SDK the API is
 * a no-op and there is never an active span, so this costs one lookup.
 */
export async function inStatementSpan<T>(sql: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  const span = tracer.startSpan(`pg.query:${operationOf(sql)}`, {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': sql },
  });
  try {
    return await run();
  } catch (error) {
    // The code only: a message can quote a value (a violated key's detail, a bad input's text).
    const code = (error as { code?: unknown }).code;
    span.setStatus({ code: SpanStatusCode.ERROR, ...(typeof code === 'string' ? { message: code } : {}) });
    if (typeof code === 'string') span.setAttribute('error.type', code);
    throw error;
  } finally {
    span.end();
  }
}

/** The statement's first word in capitals, as the pg instrumentation names its spans. */
export function operationOf(sql: string): string {
  const first = sql.trim().split(/\s/, 1)[0] ?? '';
  return first.replace(/;$/, '').toUpperCase();
}
