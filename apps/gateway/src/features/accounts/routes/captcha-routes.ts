import { captchaCheck, captchaPuzzle } from '@sme/contract/routes/captcha';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { checkCaptcha, drawCaptcha } from '../services/captcha-service.ts';

/** The slider captcha (spec §7): a new puzzle, and the check that answers a one-time token. */
export function captchaRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(captchaPuzzle, (req) => drawCaptcha(ctx, clientIp(req))),
    contractRoute(captchaCheck, (req, input) => checkCaptcha(ctx, { ...input(), ip: clientIp(req) })),
  ];
}
