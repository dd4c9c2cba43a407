import type { Context } from '@opentelemetry/api';
import type { ReadableSpan, Span, SpanProcessor } from '@opentelemetry/sdk-trace';
import { redactedAttribute } from './redaction.ts';

/** Rewrites, as a span starts, the attributes that would carry a query string or the caller (redaction.ts). */
export class RedactingSpanProcessor implements SpanProcessor {
  onStart(span: Span, _parentContext: Context): void {
    for (const [key, value] of Object.entries(span.attributes)) {
      const replacement = redactedAttribute(key, value);
      if (replacement !== undefined) span.setAttribute(key, replacement);
    }
  }

  onEnd(_span: ReadableSpan): void {}

  forceFlush(): Promise<void> {
    return Promise.resolve();
  }

  shutdown(): Promise<void> {
    return Promise.resolve();
  }
}
