import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { loginOrRegisterCodeParams, sendCodeParams } from '../params/sms-params.ts';
import { sendCode, sendLoginOrRegisterCode } from '../services/sms-service.ts';

/** SMS codes (spec §7), each paid for with a captcha token. */
export function smsRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/v1/code/send',
      handler: async (req) => {
        const input = parseInput(sendCodeParams, req.body);
        await sendCode(ctx, { ...input, ip: clientIp(req), session: () => ctx.requireSession(req) });
        return null;
      },
    },
    {
      method: 'POST',
      path: '/user/user/sendLoginOrRegisterCode',
      handler: async (req) => {
        const input = parseInput(loginOrRegisterCodeParams, req.body);
        await sendLoginOrRegisterCode(ctx, { mobile: input.mobile, token: input.key, ip: clientIp(req) });
        return null;
      },
    },
  ];
}
