import { GatewayCode } from '@sme/contract/codes';
import type { ErrorRequestHandler } from 'express';
import { isDatabaseUnavailable } from '#db/database-unavailable.ts';
import { ClientGoneError } from '#db/request-scope.ts';
import { ApiError } from './api-error.ts';
import { fail } from './envelope.ts';
import { logger } from './logger.ts';
import { routeOf } from './request-log.ts';

/** A failure that express or its body parsers raise about the request itself: status 4xx, never our bug. */
interface RequestFault {
  status?: unknown;
  statusCode?: unknown;
  type?: unknown;
}

function requestFaultStatus(error: unknown): number | null {
  if (typeof error !== 'object' || error === null) return null;
  const fault = error as RequestFault;
  const status = typeof fault.status === 'number' ? fault.status : fault.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}

/** What to tell the client about a request it got wrong, by body-parser's error type. */
function requestFaultMessage(type: unknown, status: number): { code: number; msg: string } {
  if (status === 413 || type === 'entity.too.large' || type === 'parameters.too.many') {
    return { code: GatewayCode.TOO_LARGE, msg: type === 'parameters.too.many' ? '表单字段过多' : '请求内容过大' };
  }
  if (type === 'entity.parse.failed') return { code: GatewayCode.BAD_BODY, msg: '请求体不是合法的 JSON' };
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') {
    return { code: GatewayCode.BAD_BODY, msg: '请求体的编码不受支持' };
  }
  if (type === 'request.aborted' || type === 'request.size.invalid') {
    return { code: GatewayCode.BAD_BODY, msg: '请求体不完整' };
  }
  return { code: GatewayCode.BAD_BODY, msg: '请求无法解析' };
}

/** The log line of a call the database could not serve (no stack: the cause is the server, not the code). */
function databaseUnavailableLine(method: string, route: string, error: unknown): Record<string, unknown> {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    at: 'gateway',
    event: 'database-unavailable',
    method,
    route,
    error: typeof code === 'string' ? `${code} ${String(message ?? '')}`.trim() : String(message ?? error),
  };
}

/**
 * The last word on every failure: ApiError as its envelope; a request the client got wrong (unparsable, badly
 * compressed or oversized body, too many form fields, a malformed % escape in the path) as 400/413 with a Chinese
 * message; a database that cannot be reached as 503 -1505 (busy, try again); anything else is our bug — logged with its stack, answered -1500 without one.
 */
export const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ClientGoneError) {
    // Nobody is listening and nothing was done (the request never reached the database): not a failure of ours.
    res.end();
    return;
  }
  if (error instanceof ApiError) {
    res.status(error.status).json(fail(error.code, error.message, error.data));
    return;
  }
  if (isDatabaseUnavailable(error)) {
    // An outage, not a bug: one line without a stack per call; the pool reconnects when the server is back.
    logger.warn(databaseUnavailableLine(req.method, routeOf(req), error));
    res.status(503).json(fail(GatewayCode.DATABASE_UNAVAILABLE, '系统繁忙，请稍后再试'));
    return;
  }
  const status = requestFaultStatus(error);
  if (status !== null) {
    const { code, msg } = requestFaultMessage((error as RequestFault).type, status);
    res.status(code === GatewayCode.TOO_LARGE ? 413 : status).json(fail(code, msg));
    return;
  }
  logger.error({ at: 'gateway', method: req.method, route: routeOf(req), error: String(error?.stack ?? error) });
  res.status(500).json(fail(GatewayCode.INTERNAL, '服务器繁忙，请稍后再试'));
};
