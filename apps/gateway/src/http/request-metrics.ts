import type { RequestHandler } from 'express';
import { envelopeErrors, httpRequestDuration, httpRequests } from './metrics.ts';
import { routeOf } from './request-log.ts';

/** Counts and times every request by route pattern and status, and counts the envelope codes of failed answers. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const stopTimer = httpRequestDuration.startTimer();
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const code = (body as { code?: unknown } | null)?.code;
    if (typeof code === 'number' && code !== 0) envelopeErrors.inc({ code: String(code), route: routeOf(req) });
    return json(body);
  };
  res.once('close', () => {
    const labels = { route: routeOf(req), method: req.method, status: String(res.statusCode) };
    httpRequests.inc(labels);
    stopTimer(labels);
  });
  next();
};
