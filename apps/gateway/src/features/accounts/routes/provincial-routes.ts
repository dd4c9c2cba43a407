import type { Request } from 'express';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { provincialLoginParams, provincialStartParams } from '../params/outside-login-params.ts';
import { provincialLogin, startProvincialLogin } from '../services/provincial-login-service.ts';

/** Query and body together (the spec sends the callback's values in the query; the graph adds the rest). */
const queryAndBody = (req: Request) => ({ ...(req.query as Record<string, unknown>), ...(req.body ?? {}) });

/** The provincial unified identity login (spec §7 tongyi rows; docs/gateway-api.md "Provincial identity"). */
export function provincialRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/user/user/tongyi/web/clientId',
      handler: (req) => {
        const { redirectUrl, browserKey } = parseInput(provincialStartParams, req.query);
        return startProvincialLogin(ctx, { redirectUrl, browserKey, ip: clientIp(req) });
      },
    },
    {
      method: 'POST',
      path: '/user/user/tongyi/web/login',
      handler: (req) => provincialLogin(ctx, parseInput(provincialLoginParams, queryAndBody(req))),
    },
  ];
}
