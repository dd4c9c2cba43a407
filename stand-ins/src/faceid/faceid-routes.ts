import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { escapeHtml, renderPage, sendPage } from '#html.ts';
import type { SmsStandInKeys } from '#sms/sms-keys.ts';
import { FACEID_ACTIONS, faceIdApi } from './faceid-api.ts';
import type { FaceIdStore } from './faceid-store.ts';

const PRODUCT = '腾讯云人脸核身';
const form = express.urlencoded({ extended: false, limit: '2kb' });

/**
 * Tencent Cloud FaceID's stand-in: its API at the stand-ins' root (FACE_ENDPOINT, told apart by X-TC-Action) and
 * the H5 page of a check at `/faceid/<BizToken>`, where a tester chooses 通过 or 不通过 and is sent back to the
 * RedirectUrl the platform gave. The name is shown masked, the ID number not at all.
 */
export function faceIdRoutes(keys: SmsStandInKeys, store: FaceIdStore, baseUrl: string): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: '64kb' });
  const api = faceIdApi(keys, store, baseUrl);
  router.post('/', (req: Request, res: Response, next: NextFunction) => {
    if (!FACEID_ACTIONS.has(String(req.headers['x-tc-action'] ?? ''))) return next();
    rawBody(req, res, (error?: unknown) => (error ? next(error) : api(req, res)));
  });
  router.get('/faceid/:bizToken', (req, res) => {
    const check = store.find(req.params.bizToken);
    if (check?.state !== 'pending') {
      return sendPage(
        res,
        404,
        renderPage({ product: PRODUCT, title: '核身链接已失效', body: '<p>请返回平台重新发起认证。</p>' }),
      );
    }
    const masked = `${[...check.name][0] ?? ''}${'*'.repeat(Math.max([...check.name].length - 1, 1))}`;
    const body = `<p>请${escapeHtml(masked)}本人完成人脸核身（本地模拟，选择结果）。</p>
<form method="post" action="/faceid/${escapeHtml(check.bizToken)}"><button name="result" value="pass">通过</button><button class="secondary" name="result" value="fail">不通过</button></form>`;
    sendPage(res, 200, renderPage({ product: PRODUCT, title: '人脸核身', body }), [new URL(check.redirectUrl).origin]);
  });
  router.post('/faceid/:bizToken', form, (req, res) => {
    const check = store.decide(req.params.bizToken, req.body?.result === 'pass');
    if (!check) {
      return sendPage(
        res,
        409,
        renderPage({ product: PRODUCT, title: '核身已结束', body: '<p>请返回平台重新发起认证。</p>' }),
      );
    }
    res.redirect(302, check.redirectUrl);
  });
  return router;
}
