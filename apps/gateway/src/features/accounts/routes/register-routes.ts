import { register as registerRoute } from '@sme/contract/routes/account-login';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { AccountContext } from '../context.ts';
import { register } from '../services/register-service.ts';

export function registerRoutes(ctx: AccountContext): RouteDef[] {
  return [contractRoute(registerRoute, (req, input) => register(ctx, { ...input(), ip: clientIp(req) }))];
}
