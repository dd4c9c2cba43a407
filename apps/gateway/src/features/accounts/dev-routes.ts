import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import type { RouteDef } from '../../http/routing.ts';
import { mobileField, parseFields } from '../../shared/account-fields.ts';
import { challengeAnswer } from '../captcha/captcha-store.ts';
import { latestOutboxCode } from '../sms/sms-codes.ts';
import type { AccountContext } from './context.ts';

/**
 * Development helpers for end-to-end tests and local use: the answer of a puzzle and the newest SMS code of a
 * mobile. app.ts mounts them only when config.production is false.
 */
export function devRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__dev/captcha/:key',
      handler: async (req) => {
        const key = String(req.params.key);
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(key)) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '验证码不存在');
        const x = await challengeAnswer(ctx.db, key);
        if (x === null) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '验证码不存在');
        return { x };
      },
    },
    {
      method: 'GET',
      path: '/__dev/sms',
      handler: async (req) => {
        const { mobile } = parseFields(z.object({ mobile: mobileField }), req.query);
        const code = await latestOutboxCode(ctx.db, mobile);
        if (code === null) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '该手机号没有收到过验证码');
        return code;
      },
    },
  ];
}
