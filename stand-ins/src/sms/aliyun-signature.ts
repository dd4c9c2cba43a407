import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A request as the Alibaba Cloud stand-in received it. */
export interface AliyunRequest {
  method: string;
  path: string;
  /** The raw query string, without `?`. */
  rawQuery: string;
  /** Node's lower-cased headers. */
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type AliyunAuth =
  | { ok: true; accessKeyId: string }
  | { ok: false; status: number; code: string; message: string };

const ALGORITHM = 'ACS3-HMAC-SHA256';
const HEADER = /^ACS3-HMAC-SHA256 Credential=([^,]+),SignedHeaders=([^,]+),Signature=([0-9a-f]{64})$/;
/** Headers that must be signed, as Alibaba Cloud requires of V3 signatures. */
const MUST_SIGN = [
  'host',
  'x-acs-action',
  'x-acs-content-sha256',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-version',
];

/** Alibaba's percent-encoding (RFC 3986: also ! ' ( ) *). */
function encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/**
 * Checks Alibaba Cloud's V3 request signature (ACS3-HMAC-SHA256, what the dysmsapi 2017-05-25 SDK sends): the
 * canonical request (method, path, sorted encoded query, the signed headers, the body's SHA-256) hashed and signed
 * with the access key secret. Answers the vendor's error codes for a missing or unknown key and a wrong signature.
 */
export function verifyAliyunSignature(
  request: AliyunRequest,
  secretOf: (accessKeyId: string) => string | undefined,
): AliyunAuth {
  const authorization = String(request.headers.authorization ?? '');
  const match = HEADER.exec(authorization);
  if (!match) {
    return {
      ok: false,
      status: 400,
      code: 'MissingAuthorization',
      message: 'Authorization is mandatory for this action.',
    };
  }
  const [, accessKeyId = '', signedHeaderList = '', signature = ''] = match;
  const secret = secretOf(accessKeyId);
  if (secret === undefined) {
    return {
      ok: false,
      status: 404,
      code: 'InvalidAccessKeyId.NotFound',
      message: 'Specified access key is not found.',
    };
  }
  const signedHeaders = signedHeaderList.split(';');
  const payloadHash = sha256Hex(request.body);
  if (
    request.headers['x-acs-content-sha256'] !== payloadHash ||
    MUST_SIGN.some((name) => !signedHeaders.includes(name))
  ) {
    return mismatch();
  }
  const query = [...new URLSearchParams(request.rawQuery)]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, value]) => `${encode(key)}=${encode(value)}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${String(request.headers[name] ?? '').trim()}\n`).join('');
  const canonical = [request.method, request.path, query, headers, signedHeaderList, payloadHash].join('\n');
  const expected = createHmac('sha256', secret)
    .update(`${ALGORITHM}\n${sha256Hex(canonical)}`)
    .digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true, accessKeyId } : mismatch();
}

function mismatch(): AliyunAuth {
  return {
    ok: false,
    status: 400,
    code: 'SignatureDoesNotMatch',
    message: 'Specified signature is not matched with our calculation.',
  };
}
