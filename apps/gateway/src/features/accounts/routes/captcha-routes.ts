import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { captchaCheckParams } from '../params/captcha-params.ts';
import { checkCaptcha, drawCaptcha } from '../services/captcha-service.ts';

/** The slider captcha (spec §7): a new puzzle, and the check that answers a one-time token. */
export function captchaRoutes(ctx: AccountContext): RouteDef[] {
  return [
    { method: 'GET', path: '/zzzttt/pic/swipe/get', handler: (req) => drawCaptcha(ctx, clientIp(req)) },
    {
      method: 'POST',
      path: '/zzzttt/pic/swipe/check',
      handler: (req) => checkCaptcha(ctx, { ...parseInput(captchaCheckParams, req.body), ip: clientIp(req) }),
    },
  ];
}
