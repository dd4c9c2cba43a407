import { ID_CARD_MESSAGE, isValidIdCardNumber, normalizeIdCardNumber } from '@sme/contract/id-card';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { ConfirmLegalPersonInput, MutationStartFaceCheckArgs } from '#generated/resolvers-types.ts';
import type { ConfirmLegalPersonBody } from '#upstream/identity-records.ts';
import { oneTimeValue } from './account-fields.ts';

/** Identity arguments → the gateway's bodies, or InvalidArgumentError, with the gateway's wording (spec §5). */

/** Chinese characters, Latin letters, the middle dots of transliterated names, dots and spaces; 2-50 characters. */
const LEGAL_NAME = /^[\u3400-\u9fffA-Za-z·・•‧∙.\s]{2,50}$/u;
/** A portal route to come back to: one leading slash, no scheme, no second slash or backslash after it. */
const PORTAL_ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]{0,200}$/;

export const USER_CODE_EXPIRED = '认证信息已失效，请重新填写法定代表人信息';
export const FACE_CHECK_UNKNOWN = '人脸识别记录不存在或已失效';
export const FACE_KEY_EXPIRED = '人脸识别回跳链接已失效，请重新认证';

export function confirmLegalPersonBody(input: ConfirmLegalPersonInput): ConfirmLegalPersonBody {
  const name = input.name.trim();
  if (!name) throw new InvalidArgumentError('请输入法定代表人姓名', 'input.name');
  if (!LEGAL_NAME.test(name)) throw new InvalidArgumentError('法定代表人姓名格式不正确', 'input.name');
  const idNumber = normalizeIdCardNumber(input.idNumber);
  if (!idNumber) throw new InvalidArgumentError('请输入身份证号', 'input.idNumber');
  if (!isValidIdCardNumber(idNumber)) throw new InvalidArgumentError(ID_CARD_MESSAGE, 'input.idNumber');
  if (input.faceConsent !== true) throw new InvalidArgumentError('请阅读并同意人脸识别授权', 'input.faceConsent');
  return { name, idNumber, faceConsent: true };
}

/** The userCode and the portal route to return to (default /verified). */
export function startFaceCheckArgs({ userCode, returnPath }: MutationStartFaceCheckArgs): {
  userCode: string;
  returnPath: string;
} {
  const code = oneTimeValue(userCode, 'userCode', USER_CODE_EXPIRED, USER_CODE_EXPIRED);
  const path = returnPath?.trim() || '/verified';
  if (!PORTAL_ROUTE.test(path)) throw new InvalidArgumentError('回跳地址不正确', 'returnPath');
  return { userCode: code, returnPath: path };
}

export function certTokenArg(certToken: string): string {
  return oneTimeValue(certToken, 'certToken', FACE_CHECK_UNKNOWN, FACE_CHECK_UNKNOWN);
}

export function faceKeyArg(key: string): string {
  return oneTimeValue(key, 'key', FACE_KEY_EXPIRED, FACE_KEY_EXPIRED);
}
