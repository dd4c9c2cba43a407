import type { RequestHandler } from 'express';
import { countOperation, httpRequestDuration, httpRequests } from './metrics.ts';
import { requestScopeOf, routeOf } from './request-log.ts';

/** Counts and times every request by route and status, and every GraphQL answer by operation and error code. */
export const requestMetrics: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  res.once('close', () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeOf(req);
    const labels = { route, method: req.method, status: String(res.statusCode) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, seconds);
    if (route === '/graphql' && req.method !== 'OPTIONS') countOperation(requestScopeOf(req), seconds);
  });
  next();
};
