import { GatewayCode } from '@sme/contract/codes';
import { mobileField } from '@sme/contract/routes/account-fields';
import { CAPTCHA_KEY_PATTERN } from '@sme/contract/routes/captcha';
import { z } from 'zod';
import { ApiError } from '#http/api-error.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { challengeAnswer } from '../stores/captcha-store.ts';
import { latestOutboxCode, outboxNotices } from '../stores/sms-outbox-store.ts';

const captchaKeyParams = z.object({ key: z.string().regex(CAPTCHA_KEY_PATTERN, { error: '验证码不存在' }) });
const outboxParams = z.object({ mobile: mobileField });

/**
 * Development helpers for end-to-end tests and local use: the answer of a puzzle, the newest SMS code of a mobile
 * and the notices (SMS without a code) sent to it. routes.ts mounts them only outside production.
 */
export function devRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__dev/captcha/:key',
      handler: async (req) => {
        const x = await challengeAnswer(ctx.db, parseInput(captchaKeyParams, req.params).key);
        if (x === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '验证码不存在');
        return { x };
      },
    },
    {
      method: 'GET',
      path: '/__dev/sms',
      handler: async (req) => {
        const code = await latestOutboxCode(ctx.db, parseInput(outboxParams, req.query).mobile);
        if (code === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '该手机号没有收到过验证码');
        return code;
      },
    },
    {
      method: 'GET',
      path: '/__dev/sms/notices',
      handler: (req) => outboxNotices(ctx.db, parseInput(outboxParams, req.query).mobile),
    },
  ];
}
