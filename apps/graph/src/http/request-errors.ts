import type { ErrorRequestHandler, RequestHandler } from 'express';
import { GENERIC_FAILURE_MESSAGE } from '#errors/error-codes.ts';
import type { Logger } from '#logger.ts';
import { describeError } from '#logger.ts';

/** Unknown paths: 404 with a Chinese text. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).type('text/plain; charset=utf-8').send('页面不存在');
};

/** Failures before GraphQL runs (unreadable or oversized bodies) answer GraphQL-shaped JSON, never a stack. */
export function requestErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    if (res.headersSent) return;
    const type = (error as { type?: unknown }).type;
    if (type === 'entity.too.large') {
      res.status(413).json(errorBody('请求内容过大', 'BAD_REQUEST'));
      return;
    }
    if (typeof type === 'string' && (type.startsWith('entity.') || type.endsWith('.unsupported'))) {
      res.status(400).json(errorBody('请求体不是合法的 JSON', 'BAD_REQUEST'));
      return;
    }
    logger.error('request-failed', { method: req.method, path: req.path, error: describeError(error) });
    res.status(500).json(errorBody(GENERIC_FAILURE_MESSAGE, 'INTERNAL_SERVER_ERROR'));
  };
}

function errorBody(message: string, code: string) {
  return { errors: [{ message, extensions: { code } }] };
}
