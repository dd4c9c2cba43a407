import type { RequestHandler } from 'express';

/**
 * Headers every answer carries: no MIME sniffing, no framing by other sites (the login forms must not be
 * click-jacked), and no full URLs leaked to other origins.
 */
export const securityHeaders: RequestHandler = (_req, res, next) => {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('X-Frame-Options', 'DENY');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  next();
};
