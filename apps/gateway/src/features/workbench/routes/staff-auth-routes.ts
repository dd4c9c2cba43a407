import { staffLogin, staffLogout, staffMe, staffTotp } from '@sme/contract/routes/staff-auth';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { WorkbenchContext } from '../context.ts';
import * as login from '../services/staff-login-service.ts';

/** Staff login with a TOTP second factor, the session's owner, logout (docs/gateway-api.md, "Workbench"). */
export function staffAuthRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    contractRoute(staffLogin, (req, input) => login.staffPasswordStep(ctx, { ...input(), ip: clientIp(req) })),
    contractRoute(staffTotp, async (req, input) => {
      const { token } = await login.staffCodeStep(ctx, { ...input(), ip: clientIp(req) });
      const staff = await ctx.staffOfToken(token);
      ctx.onStaffAction(req, staff, 'session.login');
      return { token, staff: login.staffMe(staff) };
    }),
    contractRoute(staffMe, async (req) => login.staffMe(await ctx.requireStaff(req))),
    contractRoute(staffLogout, async (req) => {
      const session = await ctx.requireStaff(req).catch(() => null);
      if (session) ctx.onStaffAction(req, session, 'session.logout');
      await login.staffLogout(ctx, session);
      return null;
    }),
  ];
}
