import { GatewayCode } from '@sme/contract/codes';
import type { Request } from 'express';
import { ApiError } from './api-error.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * The body of a call that spec §7 marks form-encoded: a form, or no body at all. A body of another type (JSON
 * above all, which the gateway would parse happily) is refused, so a client that sends the wrong encoding learns
 * it at once instead of having its fields silently ignored.
 */
export function formBody(req: Request): unknown {
  if (req.get('content-type') !== undefined && !req.is(FORM_TYPE)) {
    throw new ApiError(GatewayCode.BAD_BODY, '该接口的请求体须为表单格式（application/x-www-form-urlencoded）', 415);
  }
  return req.body;
}
