import { GatewayCode } from '@sme/contract/codes';
import { TOKEN_PATTERN } from '@sme/contract/fields';
import {
  FACE_SIMULATION_RESULTS,
  FACE_SIMULATOR_MESSAGES,
  type FaceSimulationRecord,
  faceSimulation,
  faceSimulationDecision,
} from '@sme/contract/routes/face-simulator';
import express, { type Response } from 'express';
import type { Logger } from '#logger.ts';
import { describeError } from '#logger.ts';
import { GatewayApi, type GatewayTransport } from '#upstream/gateway-client.ts';
import { GatewayBusinessError } from '#upstream/upstream-errors.ts';

/** Where the gateway's simulator sends the browser (outside/face/simulator-face-verifier.ts SIMULATOR_PAGE_PATH). */
export const FACE_SIMULATOR_PATH = '/face-simulator';

const NOT_FOUND_TEXT = FACE_SIMULATOR_MESSAGES.unknown;
const UNAVAILABLE_TEXT = '服务暂时不可用，请稍后再试';

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

function page(body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>人脸识别（开发环境模拟） - 区域中小企业融资服务平台</title>
<style>body{font-family:"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif;background:#f4f7fb;color:#1a2b49;
display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.08);padding:40px 48px;max-width:480px}
h1{font-size:22px;margin:0 0 12px}p{line-height:1.8;margin:0 0 12px}
.badge{display:inline-block;background:#fff4e5;color:#b45309;border:1px solid #f59e0b;border-radius:6px;padding:2px 10px;
font-weight:600;margin-bottom:16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px;margin:16px 0 24px}
dt{color:#64748b}dd{margin:0;font-weight:600}form{display:flex;gap:16px}
button{font-size:16px;padding:10px 28px;border-radius:8px;border:1px solid #1f5fbf;cursor:pointer}
.pass{background:#1f5fbf;color:#fff}.fail{background:#fff;color:#b91c1c;border-color:#b91c1c}a{color:#1f5fbf}</style>
</head><body><main>${body}</main></body></html>`;
}

function simulationPage(token: string, record: FaceSimulationRecord): string {
  const open = record.state === 'pending' && !record.expired;
  const ended = record.expired && record.state === 'pending' ? '该模拟人脸识别已超时。' : '该模拟人脸识别已结束。';
  return page(`<h1>人脸识别</h1>
<p class="badge" data-testid="simulator-badge">开发环境模拟</p>
<p>本页面仅用于开发和测试：不进行真实的人脸识别，不采集任何照片。请选择本次认证的结果。</p>
<dl><dt>法定代表人</dt><dd data-testid="simulator-name">${escapeHtml(record.maskedName)}</dd>
<dt>身份证号</dt><dd>${escapeHtml(record.maskedIdNumber)}</dd></dl>
${
  open
    ? `<form method="post" action="${FACE_SIMULATOR_PATH}/${token}">
<button class="pass" type="submit" name="result" value="pass">通过</button>
<button class="fail" type="submit" name="result" value="fail">不通过</button></form>`
    : `<p>${ended}请返回平台重新认证。</p><p><a href="/#/verified">返回实名认证</a></p>`
}`);
}

function messagePage(res: Response, status: number, message: string): void {
  res
    .status(status)
    .type('text/html; charset=utf-8')
    .send(page(`<h1>人脸识别</h1><p class="badge">开发环境模拟</p><p>${escapeHtml(message)}</p>`));
}

/**
 * The development face-check simulator (FACE_PROVIDER=simulator), served by the portal's own origin: the masked
 * name with 通过 / 不通过; the choice goes to the gateway's development route and the browser back to the return
 * address the gateway stored (the portal with a one-time face key). app.ts mounts it outside production only.
 */
export function faceSimulatorRouter(transport: GatewayTransport, logger: Logger): express.Router {
  const router = express.Router();
  router.use(FACE_SIMULATOR_PATH, (_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    next();
  });

  const failed = (res: Response, error: unknown) => {
    if (error instanceof GatewayBusinessError) {
      messagePage(
        res,
        error.gatewayCode === GatewayCode.NO_SUCH_OBJECT ? 404 : 409,
        error.gatewayMsg || NOT_FOUND_TEXT,
      );
      return;
    }
    logger.warn('face-simulator-failed', { error: describeError(error) });
    messagePage(res, 503, UNAVAILABLE_TEXT);
  };

  router.get(`${FACE_SIMULATOR_PATH}/:token`, async (req, res) => {
    const token = req.params.token;
    if (!TOKEN_PATTERN.test(token)) return messagePage(res, 404, NOT_FOUND_TEXT);
    try {
      const record = await new GatewayApi(transport).send(faceSimulation, { token });
      res.type('text/html; charset=utf-8').send(simulationPage(token, record));
    } catch (error) {
      failed(res, error);
    }
  });

  router.post(
    `${FACE_SIMULATOR_PATH}/:token`,
    express.urlencoded({ extended: false, limit: '2kb', parameterLimit: 5 }),
    async (req, res) => {
      const token = req.params.token;
      const asked = (req.body as { result?: unknown } | undefined)?.result;
      const result = FACE_SIMULATION_RESULTS.find((each) => each === asked);
      if (!TOKEN_PATTERN.test(token)) return messagePage(res, 404, NOT_FOUND_TEXT);
      if (!result) return messagePage(res, 400, FACE_SIMULATOR_MESSAGES.chooseResult);
      try {
        const { returnUrl } = await new GatewayApi(transport).send(faceSimulationDecision, {
          path: { token },
          body: { result },
        });
        if (!/^https?:\/\//i.test(returnUrl))
          throw new Error('the simulator answered a return address that is not http(s)');
        res.redirect(303, returnUrl);
      } catch (error) {
        failed(res, error);
      }
    },
  );
  return router;
}
