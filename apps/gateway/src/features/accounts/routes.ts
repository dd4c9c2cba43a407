import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from './context.ts';
import { authorisationRoutes } from './routes/authorisation-routes.ts';
import { canteenRoutes } from './routes/canteen-routes.ts';
import { captchaRoutes } from './routes/captcha-routes.ts';
import { companyRoutes } from './routes/company-routes.ts';
import { devRoutes } from './routes/dev-routes.ts';
import { identityDevRoutes } from './routes/identity-dev-routes.ts';
import { identityRoutes } from './routes/identity-routes.ts';
import { importDevRoutes } from './routes/import-dev-routes.ts';
import { importRoutes } from './routes/import-routes.ts';
import { loginRoutes } from './routes/login-routes.ts';
import { passwordRoutes } from './routes/password-routes.ts';
import { protocolRoutes } from './routes/protocol-routes.ts';
import { provincialRoutes } from './routes/provincial-routes.ts';
import { registerRoutes } from './routes/register-routes.ts';
import { smsRoutes } from './routes/sms-routes.ts';
import { userInfoRoutes } from './routes/user-info-routes.ts';
import { wechatRoutes } from './routes/wechat-routes.ts';

/** Every account call (docs/gateway-api.md, "Accounts"); the development helpers outside production only. */
export function accountRoutes(ctx: AccountContext): RouteDef[] {
  return [
    ...captchaRoutes(ctx),
    ...smsRoutes(ctx),
    ...registerRoutes(ctx),
    ...loginRoutes(ctx),
    ...userInfoRoutes(ctx),
    ...companyRoutes(ctx),
    ...passwordRoutes(ctx),
    ...protocolRoutes(ctx),
    ...importRoutes(ctx),
    ...canteenRoutes(ctx),
    ...authorisationRoutes(ctx),
    ...identityRoutes(ctx),
    ...provincialRoutes(ctx),
    ...wechatRoutes(ctx),
    ...(ctx.production ? [] : [...devRoutes(ctx), ...identityDevRoutes(ctx), ...importDevRoutes(ctx)]),
  ];
}
