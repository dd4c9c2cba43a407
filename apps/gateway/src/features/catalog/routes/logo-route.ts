import { GatewayCode } from '@sme/contract/codes';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { fail } from '#http/envelope.ts';
import type { RouteDef } from '#http/routing.ts';
import { LOGO_NAME, LOGO_PATH, logoBytes } from '../domain/logo-urls.ts';
import { findLogoByDigest } from '../stores/logo-store.ts';

/** A URL names its content, so the answer never changes: browsers and proxies keep it for a year. */
const FOREVER = 'public, max-age=31536000, immutable';
/** The SVG is shown as an image only; opened on its own it may run nothing. */
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const NOT_FOUND_TEXT = '图标不存在';

/** GET /zzzttt/logo/<digest>.svg: a seeded logo by the first 16 hex characters of its SHA-256. */
export function logoRoute(db: Kysely<DB>): RouteDef {
  return {
    method: 'GET',
    path: `${LOGO_PATH}/:name`,
    handler: async (req, res) => {
      const digest = LOGO_NAME.exec(String(req.params.name ?? ''))?.[1];
      const bytes = digest ? logoBytes((await findLogoByDigest(db, digest)) ?? '') : null;
      if (!bytes) {
        res.status(404).json(fail(GatewayCode.NOT_FOUND, NOT_FOUND_TEXT));
        return;
      }
      res.setHeader('Cache-Control', FOREVER);
      res.setHeader('Content-Security-Policy', LOGO_CSP);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.type('image/svg+xml').send(bytes);
    },
  };
}
