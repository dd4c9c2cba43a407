import type { Request } from 'express';
import type { Method, RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import type { StaffAction } from '../domain/staff-roles.ts';
import type { StaffContext } from '../services/staff-guard.ts';

/**
 * A workbench call: the staff guard for `action` first (no session or a role without it refuses before the input is
 * read), then `answer` with the staff member; what it returns is the envelope's data.
 */
export function staffRoute(
  ctx: WorkbenchContext,
  method: Method,
  path: string,
  action: StaffAction,
  answer: (req: Request, staff: StaffContext) => unknown,
): RouteDef {
  return {
    method,
    path,
    handler: async (req) => {
      const staff = await ctx.requireStaff(req, action);
      return answer(req, staff);
    },
  };
}
