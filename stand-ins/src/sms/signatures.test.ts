import { describe, expect, it } from 'vitest';
import { verifyAliyunSignature } from './aliyun-signature.ts';
import { verifyTencentSignature } from './tencent-signature.ts';

// Requests the SDKs sign are accepted in apps/gateway/test/outside-sms-vendors.test.ts; here, what is refused.
const secretOf = (id: string) => (id === 'known-id' ? 'known-secret' : undefined);
const NOW_S = 1_795_000_000;
const DATE = new Date(NOW_S * 1000).toISOString().slice(0, 10);
const HEX = 'ab'.repeat(32);
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

function tencent(headers: Record<string, string>) {
  return verifyTencentSignature(
    {
      method: 'POST',
      path: '/',
      rawQuery: '',
      headers: { host: '127.0.0.1:8090', 'content-type': 'application/json', ...headers },
      body: Buffer.from('{}'),
    },
    secretOf,
    NOW_S,
  );
}
const tc3 = (id: string, date = DATE) =>
  `TC3-HMAC-SHA256 Credential=${id}/${date}/sms/tc3_request, SignedHeaders=content-type;host, Signature=${HEX}`;

describe('the Tencent Cloud stand-in’s TC3-HMAC-SHA256 check', () => {
  it('refuses a missing or malformed header, an unknown SecretId, a stale timestamp and a wrong signature', () => {
    const at = { 'x-tc-timestamp': String(NOW_S) };
    expect(tencent(at)).toMatchObject({ ok: false, code: 'AuthFailure.InvalidAuthorization' });
    expect(tencent({ ...at, authorization: 'Bearer x' })).toMatchObject({ code: 'AuthFailure.InvalidAuthorization' });
    expect(tencent({ ...at, authorization: tc3('other-id') })).toMatchObject({ code: 'AuthFailure.SecretIdNotFound' });
    const stale = { 'x-tc-timestamp': String(NOW_S - 301), authorization: tc3('known-id') };
    expect(tencent(stale)).toMatchObject({ code: 'AuthFailure.SignatureExpire' });
    expect(tencent({ ...at, authorization: tc3('known-id') })).toMatchObject({ code: 'AuthFailure.SignatureFailure' });
    expect(tencent({ ...at, authorization: tc3('known-id', '2020-01-01') })).toMatchObject({
      code: 'AuthFailure.SignatureFailure',
    });
  });
});

function aliyun(headers: Record<string, string>, body = '') {
  return verifyAliyunSignature(
    {
      method: 'POST',
      path: '/',
      rawQuery: 'PhoneNumbers=13800001234',
      headers: { host: '127.0.0.1:8090', ...headers },
      body: Buffer.from(body),
    },
    secretOf,
  );
}
const SIGNED = 'host;x-acs-action;x-acs-content-sha256;x-acs-date;x-acs-signature-nonce;x-acs-version';
const acs3 = (id: string, signed = SIGNED) =>
  `ACS3-HMAC-SHA256 Credential=${id},SignedHeaders=${signed},Signature=${HEX}`;

describe('the Alibaba Cloud stand-in’s ACS3-HMAC-SHA256 check', () => {
  it('refuses a missing header, an unknown AccessKey, a body other than the hashed one, unsigned headers and a wrong signature', () => {
    const hashed = { 'x-acs-content-sha256': EMPTY_SHA256 };
    expect(aliyun(hashed)).toMatchObject({ ok: false, status: 400, code: 'MissingAuthorization' });
    expect(aliyun({ ...hashed, authorization: acs3('other-id') })).toMatchObject({
      status: 404,
      code: 'InvalidAccessKeyId.NotFound',
    });
    const mismatch = { ok: false, status: 400, code: 'SignatureDoesNotMatch' };
    expect(aliyun({ ...hashed, authorization: acs3('known-id') }, 'PhoneNumbers=13900000000')).toMatchObject(mismatch);
    expect(aliyun({ ...hashed, authorization: acs3('known-id', 'host;x-acs-content-sha256') })).toMatchObject(mismatch);
    expect(aliyun({ ...hashed, authorization: acs3('known-id') })).toMatchObject(mismatch);
  });
});
