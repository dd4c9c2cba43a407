import type { Request, Response } from 'express';
import type { SmsStandInKeys } from '#sms/sms-keys.ts';
import { tencentCall } from '#sms/tencent-call.ts';
import type { FaceIdStore } from './faceid-store.ts';

/** The actions of Tencent Cloud FaceID (2018-03-01) the stand-in serves. */
export const FACEID_ACTIONS = new Set(['DetectAuth', 'GetDetectInfoEnhanced']);

/** Text.ErrCode / ErrMsg of a finished check (Tencent's result codes: 0 passed, 1xxx/2xxx failures). */
const FAILED = { ErrCode: 2015, ErrMsg: '比对失败' };

/**
 * Tencent Cloud FaceID's H5 identity check (API 3.0, faceid 2018-03-01) as its SDK calls it, TC3-HMAC-SHA256
 * checked with the stand-ins' test key pair: DetectAuth answers the page of the check (`<stand-in>/faceid/<BizToken>`,
 * where the person chooses the result) and GetDetectInfoEnhanced its result: Text.ErrCode null while pending, 0
 * passed, else the failure.
 */
export function faceIdApi(keys: SmsStandInKeys, store: FaceIdStore, baseUrl: string) {
  return (req: Request, res: Response) => {
    const call = tencentCall(req, res, keys);
    if (!call) return;
    const { RequestId, input, fail } = call;
    if (req.headers['x-tc-version'] !== '2018-03-01') return fail('NoSuchVersion', 'The API version does not exist.');
    const text = (name: string) => (typeof input[name] === 'string' ? (input[name] as string) : '');
    if (req.headers['x-tc-action'] === 'DetectAuth') {
      if (!text('RuleId')) return fail('MissingParameter', 'The request is missing a required parameter RuleId.');
      if (!/^\d{17}[\dX]$/.test(text('IdCard')) || !text('Name')) {
        return fail('InvalidParameterValue', '身份证号或姓名格式不正确');
      }
      const check = store.begin({
        ruleId: text('RuleId'),
        name: text('Name'),
        idCard: text('IdCard'),
        redirectUrl: text('RedirectUrl'),
      });
      return res.json({
        Response: { Url: `${baseUrl}/faceid/${check.bizToken}`, BizToken: check.bizToken, RequestId },
      });
    }
    const check = store.find(text('BizToken'));
    if (!check || check.ruleId !== text('RuleId')) return fail('InvalidParameterValue.BizTokenExpired', 'BizToken过期');
    const result =
      check.state === 'pending'
        ? { ErrCode: null, ErrMsg: null }
        : check.state === 'passed'
          ? { ErrCode: 0, ErrMsg: '成功' }
          : FAILED;
    res.json({ Response: { Text: { ...result, IdCard: check.idCard, Name: check.name }, RequestId } });
  };
}
