import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { registerParams } from '../params/register-params.ts';
import { register } from '../services/register-service.ts';

export function registerRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/register',
      handler: (req) => register(ctx, { ...parseInput(registerParams, req.body), ip: clientIp(req) }),
    },
  ];
}
