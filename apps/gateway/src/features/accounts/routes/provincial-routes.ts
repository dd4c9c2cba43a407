import { provincialLogin, provincialStart } from '@sme/contract/routes/outside-logins';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import * as provincial from '../services/provincial-login-service.ts';

/** The provincial unified identity login (spec §7 tongyi rows; docs/gateway-api.md "Provincial identity"). */
export function provincialRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(provincialStart, (req, input) =>
      provincial.startProvincialLogin(ctx, { ...input(), ip: clientIp(req) }),
    ),
    contractRoute(provincialLogin, (_req, input) => provincial.provincialLogin(ctx, input())),
  ];
}
