import { CommonClient } from 'tencentcloud-sdk-nodejs-common';
import { tencentClientConfig } from '../tencent-client-config.ts';
import type { TencentFaceSettings } from './face-settings.ts';
import type { FaceResult, FaceStartAnswer, FaceStartRequest, FaceVerifier } from './face-verifier.ts';

/** How long FaceID may take to answer, in seconds (the SDK's unit). */
const TIMEOUT_S = 10;
const API_VERSION = '2018-03-01';

export const FACE_CHECK_FAILED = '人脸核身未通过，请重新认证';
export const FACE_CHECK_EXPIRED = '人脸识别已超时，请重新认证';

interface DetectAuthAnswer {
  Url?: string;
  BizToken?: string;
}

interface DetectInfoAnswer {
  Text?: { ErrCode?: number | null; ErrMsg?: string | null };
}

/**
 * Tencent Cloud FaceID's H5 identity check (faceid 2018-03-01) through the SDK's common client, which signs each call
 * with TC3-HMAC-SHA256: DetectAuth with the legal representative's name and ID number and the portal's return address
 * starts it and answers its page and BizToken; GetDetectInfoEnhanced (InfoType 0: the text result only, no pictures)
 * reads it: Text.ErrCode null while the person has not finished, 0 passed, anything else failed with ErrMsg.
 */
export class TencentFaceVerifier implements FaceVerifier {
  readonly provider = 'tencent';
  readonly configured = true;
  private readonly client: CommonClient;

  constructor(private readonly settings: TencentFaceSettings) {
    const key = { secretId: settings.secretId, secretKey: settings.secretKey };
    this.client = new CommonClient(
      settings.endpoint.host,
      API_VERSION,
      tencentClientConfig(key, settings.region, settings.endpoint, TIMEOUT_S),
    );
  }

  async start(request: FaceStartRequest): Promise<FaceStartAnswer> {
    const answer = (await this.client.request('DetectAuth', {
      RuleId: this.settings.ruleId,
      IdCard: request.idNumber,
      Name: request.name,
      RedirectUrl: request.returnUrl,
    })) as DetectAuthAnswer;
    if (!answer.Url || !answer.BizToken) throw new Error('FaceID DetectAuth answered no Url or BizToken');
    return { providerToken: answer.BizToken, url: answer.Url };
  }

  async result(providerToken: string): Promise<FaceResult> {
    let answer: DetectInfoAnswer;
    try {
      answer = (await this.client.request('GetDetectInfoEnhanced', {
        BizToken: providerToken,
        RuleId: this.settings.ruleId,
        InfoType: '0',
      })) as DetectInfoAnswer;
    } catch (error) {
      if ((error as { code?: unknown }).code === 'InvalidParameterValue.BizTokenExpired') {
        return { status: 'failed', reason: FACE_CHECK_EXPIRED };
      }
      throw error;
    }
    const code = answer.Text?.ErrCode;
    if (code === null || code === undefined) return { status: 'pending' };
    if (code === 0) return { status: 'passed' };
    return {
      status: 'failed',
      reason: answer.Text?.ErrMsg ? `${FACE_CHECK_FAILED}（${answer.Text.ErrMsg}）` : FACE_CHECK_FAILED,
    };
  }
}
