import { loginOrRegisterCodeSend, smsCodeSend } from '@sme/contract/routes/account-login';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { sendCode, sendLoginOrRegisterCode } from '../services/sms-service.ts';

/** SMS codes (spec §7), each paid for with a captcha token. */
export function smsRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(smsCodeSend, async (req, input) => {
      await sendCode(ctx, { ...input(), ip: clientIp(req), session: () => ctx.requireSession(req) });
      return null;
    }),
    contractRoute(loginOrRegisterCodeSend, async (req, input) => {
      const { mobile, key } = input();
      await sendLoginOrRegisterCode(ctx, { mobile, token: key, ip: clientIp(req) });
      return null;
    }),
  ];
}
