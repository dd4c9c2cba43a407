import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A request as the Tencent Cloud stand-in received it. */
export interface TencentRequest {
  method: string;
  path: string;
  rawQuery: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export type TencentAuth = { ok: true; secretId: string } | { ok: false; code: string; message: string };

const HEADER =
  /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d{2}-\d{2})\/([^/]+)\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/;
/** Tencent refuses a timestamp more than five minutes from its clock. */
const MAX_SKEW_S = 300;

const sha256Hex = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks Tencent Cloud API 3.0's TC3-HMAC-SHA256 signature (what tencentcloud-sdk-nodejs sends): the canonical
 * request (method, path, query, the signed headers, the body's SHA-256), the string to sign with X-TC-Timestamp and
 * the credential scope, and the key derived from the SecretKey by date, service and "tc3_request". The service is
 * taken from the scope as sent: the SDK names it after the endpoint's first label, which is not "sms" for a local
 * address. Like the SDK, the host is signed without its port. Answers Tencent's AuthFailure.* codes.
 */
export function verifyTencentSignature(
  request: TencentRequest,
  secretOf: (secretId: string) => string | undefined,
  nowS: number,
): TencentAuth {
  const match = HEADER.exec(String(request.headers.authorization ?? ''));
  if (!match) {
    return {
      ok: false,
      code: 'AuthFailure.InvalidAuthorization',
      message: 'Requests authorization header is not valid. Please check your authorization header.',
    };
  }
  const [, secretId = '', date = '', service = '', signedHeaderList = '', signature = ''] = match;
  const secret = secretOf(secretId);
  if (secret === undefined) {
    return {
      ok: false,
      code: 'AuthFailure.SecretIdNotFound',
      message: 'The SecretId is not found, please ensure that your SecretId is correct.',
    };
  }
  const timestamp = Number(request.headers['x-tc-timestamp']);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > MAX_SKEW_S) {
    return {
      ok: false,
      code: 'AuthFailure.SignatureExpire',
      message: 'Signature expired. Timestamp and server time cannot differ by more than 5 minutes.',
    };
  }
  if (new Date(timestamp * 1000).toISOString().slice(0, 10) !== date) return mismatch();
  const signedHeaders = signedHeaderList.split(';');
  if (!signedHeaders.includes('host') || !signedHeaders.includes('content-type')) return mismatch();
  const headerValue = (name: string) => {
    const value = String(request.headers[name] ?? '').trim();
    return name === 'host' ? value.replace(/:\d+$/, '') : value;
  };
  const headers = signedHeaders.map((name) => `${name}:${headerValue(name)}\n`).join('');
  const canonical = [
    request.method,
    request.path,
    request.rawQuery,
    headers,
    signedHeaderList,
    sha256Hex(request.body),
  ].join('\n');
  const scope = `${date}/${service}/tc3_request`;
  const stringToSign = `TC3-HMAC-SHA256\n${timestamp}\n${scope}\n${sha256Hex(canonical)}`;
  const key = hmac(hmac(hmac(`TC3${secret}`, date), service), 'tc3_request');
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? { ok: true, secretId } : mismatch();
}

function mismatch(): TencentAuth {
  return {
    ok: false,
    code: 'AuthFailure.SignatureFailure',
    message: 'The provided credentials could not be validated. Please check your signature is correct.',
  };
}
