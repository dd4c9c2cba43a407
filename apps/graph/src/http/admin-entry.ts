import express from 'express';

/** Where the portal's 金融机构/政府人员登录 link leads by default (ADMIN_LOGIN_URL). */
export const ADMIN_ENTRY_PATH = '/admin/';

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
 * The separate admin area for institution and government staff is not part of this product (spec §1 [1]); until
 * an operator points ADMIN_LOGIN_URL at it, the link lands on this notice instead of a dead page.
 */
export function adminEntryRouter(): express.Router {
  const router = express.Router();
  router.get(ADMIN_ENTRY_PATH, (_req, res) => {
    res.type('text/html; charset=utf-8').setHeader('Cache-Control', 'no-cache').send(page);
  });
  return router;
}
