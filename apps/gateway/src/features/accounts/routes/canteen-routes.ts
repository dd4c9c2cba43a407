import type { Request } from 'express';
import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { TOKEN_PATTERN } from '#shared/secrets.ts';
import type { AccountContext } from '../context.ts';
import { CANTEEN_TOKEN_HEADER, canteenLoginParams } from '../params/canteen-params.ts';
import { canteenLogin, canteenLogout, canteenUserInfo } from '../services/canteen-service.ts';

function canteenToken(req: Request): string | null {
  const token = req.get(CANTEEN_TOKEN_HEADER)?.trim() ?? '';
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The canteen flow (spec §1, §7): a canteen session derived from the portal login, its info and its logout. */
export function canteenRoutes(ctx: AccountContext): RouteDef[] {
  return [
    guardedRoute('POST', '/canteen/auth/login', ctx.requireSession, (session, req) =>
      canteenLogin(ctx, session, parseInput(canteenLoginParams, req.body).mobile),
    ),
    { method: 'POST', path: '/canteen/user/info', handler: (req) => canteenUserInfo(ctx, canteenToken(req)) },
    {
      method: 'POST',
      path: '/canteen/user/logout',
      handler: async (req) => {
        await canteenLogout(ctx, canteenToken(req));
        return null;
      },
    },
  ];
}
