import { randomUUID } from 'node:crypto';
import type { Request, Response } from 'express';
import type { SmsStandInKeys } from './sms-keys.ts';
import { verifyTencentSignature } from './tencent-signature.ts';

/** A Tencent Cloud API 3.0 call that passed the signature check, with its RequestId and the vendor's error answer. */
export interface TencentCall {
  RequestId: string;
  input: Record<string, unknown>;
  /** Answers `{ Response: { Error: { Code, Message }, RequestId } }` (HTTP 200, as Tencent does). */
  fail(code: string, message: string): void;
}

/**
 * The start of every Tencent Cloud call the stand-ins serve (SMS, FaceID): checks TC3-HMAC-SHA256 with the test key
 * pair and parses the JSON body; on a failure it answers Tencent's error and gives undefined.
 */
export function tencentCall(req: Request, res: Response, keys: SmsStandInKeys): TencentCall | undefined {
  const RequestId = randomUUID();
  const fail = (code: string, message: string) => {
    res.json({ Response: { Error: { Code: code, Message: message }, RequestId } });
  };
  const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
  const auth = verifyTencentSignature(
    { method: req.method, path: req.path, rawQuery: req.originalUrl.split('?')[1] ?? '', headers: req.headers, body },
    (id) => (id === keys.accessKeyId ? keys.accessKeySecret : undefined),
    Math.floor(Date.now() / 1000),
  );
  if (!auth.ok) return void fail(auth.code, auth.message);
  try {
    const input: unknown = JSON.parse(body.toString('utf8'));
    if (typeof input === 'object' && input !== null && !Array.isArray(input)) {
      return { RequestId, input: input as Record<string, unknown>, fail };
    }
  } catch {
    // answered below
  }
  fail('InvalidParameter', 'The request body is not a JSON object.');
  return undefined;
}
