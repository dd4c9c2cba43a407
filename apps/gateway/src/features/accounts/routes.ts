import type { GatewayDeps } from '../../app.ts';
import type { RouteDef } from '../../http/routing.ts';
import { captchaRoutes } from '../captcha/routes.ts';
import { companyRoutes } from '../companies/routes.ts';
import { protocolRoutes } from '../protocols/routes.ts';
import { createSessionGuard } from '../sessions/require-session.ts';
import { sessionRoutes } from '../sessions/routes.ts';
import { smsRoutes } from '../sms/routes.ts';
import { loginRoutes } from '../users/login-routes.ts';
import { passwordRoutes } from '../users/password-routes.ts';
import { registerRoutes } from '../users/register-routes.ts';
import { userInfoRoutes } from '../users/user-info-routes.ts';
import { accountContext } from './context.ts';
import { devRoutes } from './dev-routes.ts';

/** Every account call of issue 3 (docs/gateway-api.md, "Accounts"); the development helpers outside production. */
export function accountRoutes(deps: GatewayDeps): RouteDef[] {
  const ctx = accountContext(deps);
  const requireSession = createSessionGuard(deps);
  return [
    ...captchaRoutes(ctx),
    ...smsRoutes(ctx, requireSession),
    ...registerRoutes(ctx),
    ...loginRoutes(ctx),
    ...sessionRoutes(ctx, requireSession),
    ...userInfoRoutes(ctx, requireSession),
    ...companyRoutes(ctx, requireSession),
    ...passwordRoutes(ctx, requireSession),
    ...protocolRoutes(ctx, requireSession),
    ...(deps.config.production ? [] : devRoutes(ctx)),
  ];
}
