import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import { clientIp } from '#shared/client-ip.ts';
import type { WorkbenchContext } from '../context.ts';
import { staffLoginParams, staffTotpParams } from '../params/staff-auth-params.ts';
import { staffCodeStep, staffLogout, staffMe, staffPasswordStep } from '../services/staff-login-service.ts';

/** Staff login with a TOTP second factor, the session's owner, logout (docs/gateway-api.md, "Workbench"). */
export function staffAuthRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/auth/staff/login',
      handler: (req) => {
        const input = parseInput(staffLoginParams, req.body);
        return staffPasswordStep(ctx, { ...input, ip: clientIp(req) });
      },
    },
    {
      method: 'POST',
      path: '/auth/staff/totp',
      handler: async (req) => {
        const input = parseInput(staffTotpParams, req.body);
        const { token } = await staffCodeStep(ctx, { ...input, ip: clientIp(req) });
        const staff = await ctx.staffOfToken(token);
        ctx.onStaffAction(req, staff, 'session.login');
        return { token, staff: staffMe(staff) };
      },
    },
    {
      method: 'GET',
      path: '/auth/staff/me',
      handler: async (req) => staffMe(await ctx.requireStaff(req)),
    },
    {
      method: 'POST',
      path: '/auth/staff/logout',
      handler: async (req) => {
        const session = await ctx.requireStaff(req).catch(() => null);
        if (session) ctx.onStaffAction(req, session, 'session.logout');
        await staffLogout(ctx, session);
        return null;
      },
    },
  ];
}
