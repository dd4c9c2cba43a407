import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SmsInbox } from './sms-inbox.ts';
import type { SmsStandInKeys } from './sms-keys.ts';
import { smsOutcome } from './sms-outcomes.ts';
import { tencentCall } from './tencent-call.ts';

/** Per-number answers of SendSms (SendStatus.Code) for a number the vendor did not send to. */
const NOT_SENT = {
  throttled: {
    Code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
    Message: '单个手机号30秒内下发短信条数超过设定的上限',
  },
  'daily-limit': { Code: 'LimitExceeded.PhoneNumberDailyLimit', Message: '单个手机号日下发短信条数超过设定的上限' },
} as const;
/** Whole-request refusals (Response.Error). */
const REFUSED = {
  'bad-template': { Code: 'FailedOperation.TemplateIncorrectOrUnapproved', Message: '模板未审批或内容不匹配' },
  'bad-sign': { Code: 'FailedOperation.SignatureIncorrectOrUnapproved', Message: '签名未审批或格式错误' },
} as const;

interface SendSmsBody {
  PhoneNumberSet?: unknown;
  SmsSdkAppId?: unknown;
  TemplateId?: unknown;
  SignName?: unknown;
  TemplateParamSet?: unknown;
}

/**
 * Tencent Cloud SMS (API 3.0, version 2021-01-11) as its SDK calls it: `POST /` with a JSON body, the action in
 * `X-TC-Action` and a TC3-HMAC-SHA256 signature. Every answer is HTTP 200 with `{ Response: … }`; only SendSms is
 * served.
 */
export function tencentSmsApi(keys: SmsStandInKeys, inbox: SmsInbox) {
  return (req: Request, res: Response) => {
    const call = tencentCall(req, res, keys);
    if (!call) return;
    const { RequestId, fail } = call;
    if (req.headers['x-tc-action'] !== 'SendSms' || req.headers['x-tc-version'] !== '2021-01-11') {
      return fail('InvalidAction', 'The requested action does not exist.');
    }
    const input = call.input as SendSmsBody;
    const numbers = Array.isArray(input.PhoneNumberSet) ? input.PhoneNumberSet : [];
    const params = Array.isArray(input.TemplateParamSet) ? input.TemplateParamSet : [];
    if (numbers.length === 0 || typeof input.TemplateId !== 'string' || typeof input.SmsSdkAppId !== 'string') {
      return fail('MissingParameter', 'The request is missing a required parameter.');
    }
    if (input.SmsSdkAppId !== keys.sdkAppId) return fail('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId不存在。');
    const mobiles = numbers.map((number) => String(number).replace(/^(\+86|0086|86)/, ''));
    for (const mobile of mobiles) {
      const outcome = smsOutcome(mobile);
      if (outcome === 'bad-template' || outcome === 'bad-sign')
        return fail(REFUSED[outcome].Code, REFUSED[outcome].Message);
    }
    const SendStatusSet = mobiles.map((mobile) => {
      const outcome = smsOutcome(mobile);
      const status =
        outcome === 'throttled' || outcome === 'daily-limit'
          ? NOT_SENT[outcome]
          : { Code: 'Ok', Message: 'send success' };
      if (status.Code === 'Ok') {
        inbox.add({
          vendor: 'tencent',
          mobile,
          signName: String(input.SignName ?? ''),
          templateId: String(input.TemplateId),
          params: Object.fromEntries(params.map((value, index) => [String(index + 1), String(value)])),
          at: new Date().toISOString(),
        });
      }
      return {
        SerialNo: status.Code === 'Ok' ? `${Date.now()}:${randomUUID().slice(0, 8)}` : '',
        PhoneNumber: `+86${mobile}`,
        Fee: status.Code === 'Ok' ? 1 : 0,
        SessionContext: '',
        ...status,
        IsoCode: 'CN',
      };
    });
    res.json({ Response: { SendStatusSet, RequestId } });
  };
}
