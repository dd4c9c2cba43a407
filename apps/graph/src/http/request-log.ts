import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import { isRequestId, newRequestId, REQUEST_ID_HEADER, requestLineOptions } from '@sme/contract/observability';
import { currentTraceId } from '@sme/contract/tracing/current-trace';
import type { Request, RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { currentRequestScope, type PinoLogger, type RequestScope, runInRequestScope } from '#logger.ts';

const scopes = new WeakMap<IncomingMessage, RequestScope>();

/**
 * One JSON line per request when its answer is finished: the request id, method, route, status, duration and, for
 * GraphQL, the operation name and the error codes. The id is the caller's X-Request-Id when a trusted proxy sent a
 * UUID, else a new one; it is answered in the same header and sent on every gateway call made for the request.
 * With tracing on, the line also names the request's trace (traceId), which the gateway's lines for it share.
 */
export function requestLog(log: PinoLogger): RequestHandler {
  const logRequest = pinoHttp({
    logger: log,
    ...requestLineOptions<IncomingMessage, ServerResponse>({
      requestIdOf: (req) => trustedRequestId(req as Request) ?? newRequestId(),
      line: requestLine,
    }),
  });
  return (req, res, next) => {
    logRequest(req, res);
    const traceId = currentTraceId();
    const scope: RequestScope = { requestId: String(req.id), ...(traceId ? { traceId } : {}) };
    scopes.set(req, scope);
    runInRequestScope(scope, next);
  };
}

/** Notes the operation name and the error codes of each GraphQL answer in its request's scope. */
export function requestFactsPlugin<Context extends object>(): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async willSendResponse({ operationName, response }) {
          const scope = currentRequestScope();
          if (!scope) return;
          if (operationName) scope.operationName = operationName;
          if (response.body.kind !== 'single') return;
          const codes = response.body.singleResult.errors?.map((error) => String(error.extensions?.code ?? 'UNKNOWN'));
          if (codes?.length) scope.errorCodes = [...new Set(codes)];
        },
      };
    },
  };
}

/** What a request's log line and metrics name it by: /graphql, the pattern of the route it matched, or `other`. */
export function routeOf(req: IncomingMessage): string {
  const request = req as Request;
  if (request.originalUrl?.split('?')[0] === '/graphql') return '/graphql';
  if (request.route?.path) return `${request.baseUrl ?? ''}${String(request.route.path)}`;
  return 'other';
}

export function requestScopeOf(req: IncomingMessage): RequestScope | undefined {
  return scopes.get(req);
}

function trustedRequestId(req: Request): string | undefined {
  const given = req.headers[REQUEST_ID_HEADER];
  if (!isRequestId(given)) return undefined;
  const trust = req.app.get('trust proxy fn') as ((address: string, hop: number) => boolean) | undefined;
  return trust?.(req.socket.remoteAddress ?? '', 0) ? given : undefined;
}

function requestLine(req: IncomingMessage, res: ServerResponse, durationMs: number): Record<string, unknown> {
  const scope = scopes.get(req);
  return {
    method: req.method,
    route: routeOf(req),
    status: res.statusCode,
    durationMs,
    ...(scope?.traceId ? { traceId: scope.traceId } : {}),
    ...(scope?.operationName ? { operationName: scope.operationName } : {}),
    ...(scope?.errorCodes ? { errorCodes: scope.errorCodes } : {}),
  };
}
