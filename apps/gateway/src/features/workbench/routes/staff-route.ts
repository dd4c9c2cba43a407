import type { Route } from '@sme/contract/routes/route';
import type { Request } from 'express';
import type { z } from 'zod';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from '../context.ts';
import type { StaffAction } from '../domain/staff-roles.ts';
import type { StaffContext } from '../services/staff-guard.ts';

/**
 * A workbench call of the contract: the staff guard for `action` first (no session or a role without it refuses
 * before the input is read), then `answer` with the staff member and the input, parsed when it asks; what it returns
 * is the envelope's data.
 */
export function staffRoute<Input extends z.ZodType, Output>(
  ctx: WorkbenchContext,
  route: Route<Input, Output>,
  action: StaffAction,
  answer: (
    req: Request,
    staff: StaffContext,
    input: () => z.output<Input>,
  ) => NoInfer<Output> | Promise<NoInfer<Output>>,
): RouteDef {
  return contractRoute(route, async (req, input) => answer(req, await ctx.requireStaff(req, action), input));
}

/** staffRoute answered by a service of the workbench, the staff member and the whole parsed input. */
export function staffServiceRoute<Input extends z.ZodType, Output>(
  ctx: WorkbenchContext,
  route: Route<Input, Output>,
  action: StaffAction,
  service: (
    ctx: WorkbenchContext,
    staff: StaffContext,
    input: z.output<Input>,
  ) => NoInfer<Output> | Promise<NoInfer<Output>>,
): RouteDef {
  return staffRoute(ctx, route, action, (_req, staff, input) => service(ctx, staff, input()));
}
