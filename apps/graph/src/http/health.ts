import express from 'express';
import { mapError } from '#errors/error-table.ts';
import type { Logger } from '#logger.ts';
import { describeError } from '#logger.ts';
import type { GatewayTransport } from '#upstream/gateway-client.ts';

/** GET /healthz: the process answers (liveness). GET /readyz: the gateway answers its own /healthz (readiness). */
export function healthRouter(transport: GatewayTransport, logger: Logger): express.Router {
  const router = express.Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    try {
      await transport.checkHealth();
      res.json({ status: 'ready', gateway: 'ok' });
    } catch (error) {
      const mapped = mapError(error);
      logger.warn('readiness-failed', { error: describeError(error) });
      res.status(503).json({ status: 'unavailable', code: mapped.extensions.code, message: mapped.message });
    }
  });
  return router;
}
