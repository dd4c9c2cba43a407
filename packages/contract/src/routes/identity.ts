/** Real-name certification and the face check (docs/gateway-api.md, "Identity"). */
import { z } from 'zod';
import { ID_CARD_MESSAGE, isValidIdCardNumber, normalizeIdCardNumber } from '../id-card.ts';
import { oneTimeCodeField, optionalText } from './account-fields.ts';
import { route, routeWithoutInput } from './route.ts';

/** Texts of the identity calls. */
export const IDENTITY_MESSAGES = {
  noCompany: '您还没有企业，请先添加企业',
  legalPersonMismatch: '姓名与该企业登记的法定代表人不一致',
  legalPersonUnknown: '未查询到该企业登记的法定代表人，请联系客服',
  userCodeInvalid: '认证信息已失效，请重新填写法定代表人信息',
  faceNotConfigured: '人脸识别服务未配置，请联系平台运营方',
  faceUnavailable: '人脸识别服务暂时不可用，请稍后重试',
  faceCheckUnknown: '人脸识别记录不存在或已失效',
  faceTimedOut: '人脸识别已超时，请重新认证',
  faceFailed: '人脸识别未通过',
  faceKeyInvalid: '人脸识别回跳链接已失效，请重新认证',
  certificationRequired: '您的企业尚未完成实名认证，请先完成企业实名认证',
  companyRequired: '请先添加企业并完成企业实名认证',
  faceCheckRequired: '请先完成法定代表人人脸识别认证',
} as const;

/** Where the browser comes back to: the portal's origin and the hash route the portal asked for. */
export interface PortalReturn {
  origin: string;
  /** A portal route, e.g. /verified?add=true. */
  route: string;
}

const ROUTE = /^\/(?![/\\])[A-Za-z0-9/_\-.~%?=&]*$/;

/**
 * Reads foreBackUrl as the graph builds it: `<portal origin>/#<portal route>` — http(s), no credentials, the path
 * `/`, no query, a route that starts with one `/`. Anything else is refused (null), so the value can never make the
 * provider or the simulator send a browser to another site's page or to a script URL.
 */
export function parsePortalReturn(foreBackUrl: string): PortalReturn | null {
  if (foreBackUrl.length > 500 || !URL.canParse(foreBackUrl)) return null;
  const url = new URL(foreBackUrl);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || url.pathname !== '/' || url.search) return null;
  // The route as sent: the URL parser would percent-encode quotes and brackets instead of refusing them.
  const route = foreBackUrl.slice(foreBackUrl.indexOf('#') + 1);
  if (url.hash !== `#${route}` || !ROUTE.test(route)) return null;
  return { origin: url.origin, route };
}

/** A face check as the identify calls answer it. */
export interface FaceCheckRecord {
  status: 'PENDING' | 'PASSED' | 'FAILED';
  companyId: number;
  companyName: string;
  /** The name the check was for, masked (林*燕). */
  legalPersonMasked: string;
  idNumberMasked: string;
  startedAt: string;
  finishedAt: string | null;
  /** Why it failed; null unless FAILED. */
  failReason: string | null;
  /** The membership as it is now. */
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
}

/** The session company's facts and certification for the /verified page; companyId null without a company. */
export interface LegalPersonCheckRecord {
  companyId: number | null;
  companyName: string;
  uniformCode: string;
  legalPersonMasked: string;
  ifCertification: boolean;
  identifyStatus: number;
  hasCheckedFace: boolean;
  certifiedAt: string | null;
  faceProvider: string;
  faceServiceConfigured: boolean;
  latestCheck: FaceCheckRecord | null;
}

/** A confirmed legal representative: the userCode that starts the face check, valid for `expiresIn` seconds. */
export interface LegalPersonConfirmationRecord {
  userCode: string;
  expiresIn: number;
}

/** A started face check: its certToken and the provider's page. */
export interface FaceCheckStartRecord {
  certToken: string;
  url: string;
  expiresIn: number;
}

/** Text as loose JSON clients send it: numbers become text, "" and null count as not given. */
function looseText(value: unknown): unknown {
  if (value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() || undefined : value;
}

/** Chinese characters, Latin letters, the middle dots of transliterated names, dots and spaces; 2-50 characters. */
export const LEGAL_NAME_PATTERN = /^[\u3400-\u9fffA-Za-z·・•‧∙.\s]{2,50}$/u;

/** Texts of the legal representative's form. */
export const LEGAL_PERSON_FORM_MESSAGES = {
  nameRequired: '请输入法定代表人姓名',
  nameMalformed: '法定代表人姓名格式不正确',
  idNumberRequired: '请输入身份证号',
  faceConsent: '请阅读并同意人脸识别授权',
} as const;

const legalNameField = z.preprocess(
  looseText,
  z
    .string({
      error: (issue) =>
        issue.input === undefined ? LEGAL_PERSON_FORM_MESSAGES.nameRequired : LEGAL_PERSON_FORM_MESSAGES.nameMalformed,
    })
    .regex(LEGAL_NAME_PATTERN, { error: LEGAL_PERSON_FORM_MESSAGES.nameMalformed }),
);

/** Spec §5: 15 or 18 digits, the 18-digit check character verified. */
const idNumberField = z.preprocess(
  (value) => {
    const loose = looseText(value);
    return typeof loose === 'string' ? normalizeIdCardNumber(loose) : loose;
  },
  z
    .string({
      error: (issue) => (issue.input === undefined ? LEGAL_PERSON_FORM_MESSAGES.idNumberRequired : ID_CARD_MESSAGE),
    })
    .max(18, { error: ID_CARD_MESSAGE })
    .refine((value) => isValidIdCardNumber(value), { error: ID_CARD_MESSAGE }),
);

/** The separate consent to the face check: it must be given explicitly (true, 1, "true" or "1"). */
const faceConsentField = z.preprocess(
  (value) => value === true || value === 1 || value === 'true' || value === '1',
  z.literal(true, { error: LEGAL_PERSON_FORM_MESSAGES.faceConsent }),
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

const certTokenField = oneTimeCodeField('缺少人脸识别凭证 certToken', IDENTITY_MESSAGES.faceCheckUnknown);

/** The session company's facts; `type` and `foreBackUrl` are accepted and not needed. */
export const legalPersonCheck = route<LegalPersonCheckRecord>()({
  method: 'GET',
  path: '/user/identify/v1/face/legal_person/check',
  inputIn: 'query',
  input: z.object({ type: typeField, foreBackUrl: optionalText('回跳地址', 500) }),
});

/** The legal representative's name and ID number for the session's company, with the consent to the face check. */
export const legalPersonConfirm = route<LegalPersonConfirmationRecord>()({
  method: 'POST',
  path: '/user/identify/v1/legal_person/confirm',
  inputIn: 'body',
  input: z.object({ name: legalNameField, idNumber: idNumberField, faceConsent: faceConsentField, type: typeField }),
});

/** Starts the face check of a confirmed identity; the provider sends the browser back to `foreBackUrl`'s portal. */
export const faceCheckStart = route<FaceCheckStartRecord>()({
  method: 'GET',
  path: '/user/identify/v1/face/token/get2/:userCode',
  inputIn: 'pathAndQuery',
  input: z.object({
    path: z.object({
      userCode: oneTimeCodeField(IDENTITY_MESSAGES.userCodeInvalid, IDENTITY_MESSAGES.userCodeInvalid),
    }),
    query: z.object({ type: typeField, foreBackUrl: foreBackUrlField }),
  }),
});

/** One face check of the session's account, by its certToken. */
export const faceResult = route<FaceCheckRecord>()({
  method: 'GET',
  path: '/user/identify/v3/face/result',
  inputIn: 'query',
  input: z.object({ certToken: certTokenField }),
});

/** The same, spec §7's older call (the certToken in the query or the body). */
export const queryFaceResult = route<FaceCheckRecord>()({
  method: 'POST',
  path: '/user/identify/queryFaceResult',
  inputIn: 'queryOrBody',
  input: z.object({ certToken: certTokenField }),
});

/** The latest face check of the session's account and company, or null. */
export const latestFaceResult = routeWithoutInput<FaceCheckRecord | null>()('GET', '/user/identify/v1/face/result');

/** The portal route a face key of the provider's return address leads to (the key is used up). */
export const faceRedirect = route<string>()({
  method: 'GET',
  path: '/user/user/rdt/:key',
  inputIn: 'path',
  input: z.object({ key: oneTimeCodeField(IDENTITY_MESSAGES.faceKeyInvalid, IDENTITY_MESSAGES.faceKeyInvalid) }),
});
