import { createHash, timingSafeEqual } from 'node:crypto';
import { Router } from 'express';
import { fictionalPack } from './govdata-pack.ts';

function sameToken(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * The provincial government data service's stand-in, mounted at `/govdata` (GOVDATA_URL is `<stand-in>/govdata`):
 * `GET /companies/:code/pack` with the bearer token answers a company's fictional pack (govdata-pack.ts), 404 for a
 * code it has no records of, 401 without the token.
 */
export function govDataRoutes(token: string, now: () => number = Date.now): Router {
  const router = Router();
  router.get('/companies/:code/pack', (req, res) => {
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    if (!sameToken(given, token)) {
      res.status(401).json({ error: 'unauthorized' });
      return;
    }
    const pack = fictionalPack(req.params.code, new Date(now()));
    if (!pack) {
      res.status(404).json({ error: 'no records of this company' });
      return;
    }
    res.json(pack);
  });
  return router;
}
