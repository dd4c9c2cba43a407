import { type Request, type Response, Router } from 'express';
import { describeError, type Logger } from '#logger.ts';

/** Seeded logos by content digest (docs/gateway-api.md "Logos"): the same path as on the gateway. */
export const LOGO_ROUTE = /^\/zzzttt\/logo\/([0-9a-f]{16}\.svg)$/;
/** Headers of the gateway's logo answer passed to the browser as they are. */
const PASSED_HEADERS = ['content-type', 'cache-control', 'content-security-policy', 'x-content-type-options'];

/**
 * GET /zzzttt/logo/<digest>.svg: passes the gateway's logo (immutable, a year in caches) to the browser, so records
 * carry a short URL instead of the picture; anything the gateway does not know is a plain 404.
 */
export function logoRouter(gatewayUrl: string, logger: Logger): Router {
  const router = Router();
  const base = gatewayUrl.replace(/\/+$/, '');
  router.get(LOGO_ROUTE, async (req: Request, res: Response) => {
    const name = (req.params as Record<string, string>)[0] ?? '';
    try {
      const upstream = await fetch(`${base}/zzzttt/logo/${name}`, { signal: AbortSignal.timeout(10_000) });
      if (upstream.status !== 200) {
        res.status(upstream.status === 404 ? 404 : 502).setHeader('Cache-Control', 'no-store');
        res.type('text/plain; charset=utf-8').send('图标不存在');
        return;
      }
      for (const header of PASSED_HEADERS) {
        const value = upstream.headers.get(header);
        if (value) res.setHeader(header, value);
      }
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      logger.warn('logo-failed', { error: describeError(error) });
      res.status(502).setHeader('Cache-Control', 'no-store');
      res.type('text/plain; charset=utf-8').send('图标暂时无法获取');
    }
  });
  return router;
}
