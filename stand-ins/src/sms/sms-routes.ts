import express, { type NextFunction, type Request, type Response, Router } from 'express';
import { aliyunSmsApi } from './aliyun-sms-api.ts';
import type { SmsInbox } from './sms-inbox.ts';
import type { SmsStandInKeys } from './sms-keys.ts';
import { tencentSmsApi } from './tencent-sms-api.ts';

/**
 * Both SMS vendors' APIs at the stand-ins' root (their SDKs always call `POST /` of the endpoint, so SMS_ENDPOINT is
 * the stand-ins' own address), told apart by the SDK's action header: `X-TC-Action: SendSms` is Tencent, `x-acs-action`
 * Alibaba. Other requests go on to the other stand-ins. `GET /sms/messages?mobile=…` lists what either accepted.
 */
export function smsRoutes(keys: SmsStandInKeys, inbox: SmsInbox): Router {
  const router = Router();
  const rawBody = express.raw({ type: () => true, limit: '64kb' });
  const tencent = tencentSmsApi(keys, inbox);
  const aliyun = aliyunSmsApi(keys, inbox);
  router.post('/', (req: Request, res: Response, next: NextFunction) => {
    const api = req.headers['x-tc-action'] === 'SendSms' ? tencent : req.headers['x-acs-action'] ? aliyun : undefined;
    if (!api) return next();
    rawBody(req, res, (error?: unknown) => (error ? next(error) : api(req, res)));
  });
  router.get('/sms/messages', (req, res) => {
    res.json({ messages: inbox.to(String(req.query.mobile ?? '')) });
  });
  return router;
}
