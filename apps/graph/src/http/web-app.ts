import path from 'node:path';
import express, { type Response } from 'express';

/** Hashed file names under assets/ never change content, so browsers keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all) is revalidated so a new build shows up at once. */
const REVALIDATE = 'no-cache';

export const WEB_NOT_BUILT_TEXT = '门户前端尚未构建，请先运行 npm run build 后再访问。';

/** Serves the built web app from `webDist` at /, and a short notice at / while it has not been built. */
export function webAppRouter(webDist: string): express.Router {
  const assetsDir = path.join(webDist, 'assets') + path.sep;
  const router = express.Router();
  router.use(
    express.static(webDist, {
      index: 'index.html',
      redirect: false,
      setHeaders: (res: Response, filePath: string) => {
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.get('/', (_req, res) => {
    res.status(503).type('text/plain; charset=utf-8').setHeader('Cache-Control', 'no-store').send(WEB_NOT_BUILT_TEXT);
  });
  return router;
}
