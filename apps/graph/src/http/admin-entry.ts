import path from 'node:path';
import express, { type Response } from 'express';

/** Where the portal's 金融机构/政府人员登录 link leads by default (ADMIN_LOGIN_URL). */
export const ADMIN_ENTRY_PATH = '/admin/';

/** Hashed file names under assets/ never change content; index.html is revalidated so a new build shows at once. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const page = `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>金融机构/政府人员登录 - 区域中小企业融资服务平台</title>
<style>body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f4f7fb;color:#1a2b49;
display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:40px 48px;max-width:480px}
h1{font-size:22px;margin:0 0 16px}p{line-height:1.8;margin:0 0 12px}a{color:#1f5fbf}</style></head>
<body><main><h1>金融机构/政府人员登录</h1>
<p>金融机构与政府工作人员使用独立的管理端办理业务，管理端与企业门户分开部署。</p>
<p>本环境尚未开通管理端入口。如需开通账号，请联系平台运营单位。</p>
<p><a href="/#/">返回平台首页</a></p></main></body></html>`;

/**
 * The staff workbench (apps/admin, issue 9) at /admin/: its build from `adminDist` (Vite `base: '/admin/'`, hash
 * routing, so index.html is the only page). While it has not been built — or an operator deploys it elsewhere and
 * points ADMIN_LOGIN_URL there — /admin/ answers the notice instead of a dead page.
 */
export function adminEntryRouter(adminDist: string): express.Router {
  const assetsDir = path.join(adminDist, 'assets') + path.sep;
  const router = express.Router();
  // Without the slash the app's relative asset paths would miss; non-strict routing also matches /admin/ here.
  router.get('/admin', (req, res, next) => {
    if (req.path === '/admin') res.redirect(301, ADMIN_ENTRY_PATH);
    else next();
  });
  router.use(
    ADMIN_ENTRY_PATH,
    express.static(adminDist, {
      index: 'index.html',
      redirect: false,
      setHeaders: (res: Response, filePath: string) => {
        res.setHeader('Cache-Control', filePath.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.get(ADMIN_ENTRY_PATH, (_req, res) => {
    res.type('text/html; charset=utf-8').setHeader('Cache-Control', 'no-cache').send(page);
  });
  return router;
}
