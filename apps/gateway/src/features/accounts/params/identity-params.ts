import { ID_CARD_MESSAGE, isValidIdCardNumber, normalizeIdCardNumber } from '@sme/contract/id-card';
import { oneTimeCodeField, optionalText } from '@sme/contract/routes/account-fields';
import { z } from 'zod';
import { IDENTITY_MESSAGES, parsePortalReturn } from '../domain/identity.ts';

/** Text as loose JSON clients send it: numbers become text, "" and null count as not given. */
function looseText(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() || undefined : value;
}

/** Chinese characters, Latin letters, the middle dots of transliterated names, dots and spaces; 2-50 characters. */
const LEGAL_NAME = /^[\u3400-\u9fffA-Za-z·・•‧∙.\s]{2,50}$/u;

const legalNameField = z.preprocess(
  looseText,
  z
    .string({
      error: (issue) => (issue.input === undefined ? '请输入法定代表人姓名' : '法定代表人姓名格式不正确'),
    })
    .regex(LEGAL_NAME, { error: '法定代表人姓名格式不正确' }),
);

/** Spec §5: 15 or 18 digits, the 18-digit check character verified (@sme/contract/id-card). */
const idNumberField = z.preprocess(
  (value) => {
    const loose = looseText(value);
    return typeof loose === 'string' ? normalizeIdCardNumber(loose) : loose;
  },
  z
    .string({ error: (issue) => (issue.input === undefined ? '请输入身份证号' : ID_CARD_MESSAGE) })
    .max(18, { error: ID_CARD_MESSAGE })
    .refine((value) => isValidIdCardNumber(value), { error: ID_CARD_MESSAGE }),
);

const FACE_CONSENT = '请阅读并同意人脸识别授权';

/** The separate consent to the face check: it must be given explicitly (true, 1, "true" or "1"). */
const faceConsentField = z.preprocess(
  (value) => value === true || value === 1 || value === 'true' || value === '1',
  z.literal(true, { error: FACE_CONSENT }),
);

/** Spec §3 `type` of the face calls; its values are not shown, so any short code is kept with the check. */
const typeField = z.preprocess(
  looseText,
  z
    .string({ error: '认证类型不正确' })
    .regex(/^[A-Za-z0-9_-]{1,20}$/, { error: '认证类型不正确' })
    .optional(),
);

const foreBackUrlField = z.preprocess(
  looseText,
  z
    .string({ error: (issue) => (issue.input === undefined ? '缺少回跳地址 foreBackUrl' : '回跳地址不正确') })
    .refine((value) => parsePortalReturn(value) !== null, { error: '回跳地址不正确' }),
);

/** POST /user/identify/v1/legal_person/confirm. */
export const confirmLegalPersonParams = z.object({
  name: legalNameField,
  idNumber: idNumberField,
  faceConsent: faceConsentField,
  type: typeField,
});

/** GET /user/identify/v1/face/token/get2/{userCode}: the path… */
export const faceStartPathParams = z.object({
  userCode: oneTimeCodeField(IDENTITY_MESSAGES.userCodeInvalid, IDENTITY_MESSAGES.userCodeInvalid),
});
/** …and the query. */
export const faceStartQueryParams = z.object({ type: typeField, foreBackUrl: foreBackUrlField });

/** GET /user/identify/v1/face/legal_person/check: both accepted and not needed (docs/gateway-api.md). */
export const legalPersonCheckParams = z.object({ type: typeField, foreBackUrl: optionalText('回跳地址', 500) });

/** GET /user/identify/v3/face/result and POST /user/identify/queryFaceResult. */
export const certTokenParams = z.object({
  certToken: oneTimeCodeField('缺少人脸识别凭证 certToken', IDENTITY_MESSAGES.faceCheckUnknown),
});

/** GET /user/user/rdt/{key}. */
export const faceKeyParams = z.object({
  key: oneTimeCodeField(IDENTITY_MESSAGES.faceKeyInvalid, IDENTITY_MESSAGES.faceKeyInvalid),
});
