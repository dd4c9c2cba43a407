import { TOKEN_PATTERN } from '@sme/contract/fields';
import * as canteen from '@sme/contract/routes/canteen';
import type { Request } from 'express';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import { canteenLogin, canteenLogout, canteenUserInfo } from '../services/canteen-service.ts';

function canteenToken(req: Request): string | null {
  const token = req.get(canteen.CANTEEN_TOKEN_HEADER)?.trim() ?? '';
  return TOKEN_PATTERN.test(token) ? token : null;
}

/** The canteen flow (spec §1, §7): a canteen session derived from the portal login, its info and its logout. */
export function canteenRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(canteen.canteenLogin, async (req, input) =>
      canteenLogin(ctx, await ctx.requireSession(req), input().mobile),
    ),
    contractRoute(canteen.canteenUser, (req) => canteenUserInfo(ctx, canteenToken(req))),
    contractRoute(canteen.canteenLogout, async (req) => {
      await canteenLogout(ctx, canteenToken(req));
      return null;
    }),
  ];
}
