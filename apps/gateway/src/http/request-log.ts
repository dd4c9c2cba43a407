import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRequestId, newRequestId, REQUEST_ID_HEADER, requestLineOptions } from '@sme/contract/observability';
import { currentTraceId } from '@sme/contract/tracing/current-trace';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { logger } from './logger.ts';

/** What a request's log line says beyond its method and status: the route's pattern and who called. */
interface RequestFacts {
  route?: string;
  userId?: number;
  companyId?: number | null;
  staffId?: number;
  /** The OpenTelemetry trace the request belongs to (the graph's), when tracing is on. */
  traceId?: string;
}

const facts = new WeakMap<IncomingMessage, RequestFacts>();

/** The pattern the request matched (`/api/applications/:id`), never the filled path: paths can carry personal data. */
export function noteRoute(req: Request, route: string): void {
  facts.set(req, { ...facts.get(req), route });
}

/** The session's account and company (or the staff account), once a guard has resolved them. */
export function noteCaller(req: Request, caller: Pick<RequestFacts, 'userId' | 'companyId' | 'staffId'>): void {
  facts.set(req, { ...facts.get(req), ...caller });
}

/** The route a request's metrics and log line name: its pattern, or a fixed word when nothing matched. */
export function routeOf(req: IncomingMessage): string {
  return facts.get(req)?.route ?? 'unmatched';
}

/**
 * One JSON line per request when its answer is finished: request id (the graph's, from X-Request-Id, or a new one,
 * returned in the same header), method, route, status, duration, the caller and, with tracing on, the trace id.
 * Never headers, query or body.
 */
export function requestLog(): RequestHandler {
  const logRequest = pinoHttp({
    logger,
    ...requestLineOptions<IncomingMessage, ServerResponse>({
      requestIdOf: (req) => {
        const given = req.headers[REQUEST_ID_HEADER];
        return isRequestId(given) ? given : newRequestId();
      },
      line: requestLine,
    }),
  });
  return (req, res, next) => {
    const traceId = currentTraceId();
    if (traceId) facts.set(req, { ...facts.get(req), traceId });
    logRequest(req, res, next);
  };
}

function requestLine(req: IncomingMessage, res: ServerResponse, durationMs: number): Record<string, unknown> {
  const { route: _route, ...caller } = facts.get(req) ?? {};
  return { method: req.method, route: routeOf(req), status: res.statusCode, durationMs, ...caller };
}
