import { randomBytes, randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import { verifyAliyunSignature } from './aliyun-signature.ts';
import type { SmsInbox } from './sms-inbox.ts';
import type { SmsStandInKeys } from './sms-keys.ts';
import { smsOutcome } from './sms-outcomes.ts';

/** Business answers of SendSms: HTTP 200 with a Code other than OK (Alibaba Cloud SMS error codes). */
const REFUSALS = {
  throttled: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' },
  'daily-limit': { Code: 'isv.DAY_LIMIT_CONTROL', Message: '触发日发送限额' },
  'bad-template': { Code: 'isv.SMS_TEMPLATE_ILLEGAL', Message: '该账号下找不到对应模板' },
  'bad-sign': { Code: 'isv.SMS_SIGNATURE_ILLEGAL', Message: '该账号下找不到对应签名' },
} as const;

/**
 * Alibaba Cloud SMS (dysmsapi, version 2017-05-25) as its SDK calls it: `POST /` with the action in
 * `x-acs-action`, the parameters in the query and an ACS3-HMAC-SHA256 signature. Only SendSms is served.
 */
export function aliyunSmsApi(keys: SmsStandInKeys, inbox: SmsInbox) {
  return (req: Request, res: Response) => {
    const requestId = randomUUID().toUpperCase();
    const fail = (status: number, code: string, message: string) =>
      res.status(status).json({ RequestId: requestId, HostId: req.headers.host, Code: code, Message: message });
    const auth = verifyAliyunSignature(
      {
        method: req.method,
        path: req.path,
        rawQuery: req.originalUrl.split('?')[1] ?? '',
        headers: req.headers,
        body: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
      },
      (id) => (id === keys.accessKeyId ? keys.accessKeySecret : undefined),
    );
    if (!auth.ok) return fail(auth.status, auth.code, auth.message);
    if (req.headers['x-acs-action'] !== 'SendSms' || req.headers['x-acs-version'] !== '2017-05-25') {
      return fail(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }
    const query = new URLSearchParams(req.originalUrl.split('?')[1] ?? '');
    const mobile = query.get('PhoneNumbers') ?? '';
    const signName = query.get('SignName') ?? '';
    const templateId = query.get('TemplateCode') ?? '';
    const params = parseParams(query.get('TemplateParam'));
    if (!/^1\d{10}$/.test(mobile))
      return res.json({ RequestId: requestId, Code: 'isv.MOBILE_NUMBER_ILLEGAL', Message: '非法手机号' });
    if (!signName || !templateId) return fail(400, 'MissingParameter', 'A required parameter is not supplied.');
    if (!params)
      return res.json({
        RequestId: requestId,
        Code: 'isv.INVALID_JSON_PARAM',
        Message: 'JSON参数不合法，只接受字符串值',
      });
    const outcome = smsOutcome(mobile);
    if (outcome !== 'sent') return res.json({ RequestId: requestId, ...REFUSALS[outcome] });
    inbox.add({ vendor: 'aliyun', mobile, signName, templateId, params, at: new Date().toISOString() });
    res.json({
      RequestId: requestId,
      Code: 'OK',
      Message: 'OK',
      BizId: `${Date.now()}${randomBytes(3).toString('hex')}^0`,
    });
  };
}

/** TemplateParam: a JSON object of string values, as Alibaba Cloud requires. */
function parseParams(text: string | null): Record<string, string> | undefined {
  if (text === null) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const entries = Object.entries(value);
    return entries.every(([, item]) => typeof item === 'string') ? Object.fromEntries(entries) : undefined;
  } catch {
    return undefined;
  }
}
