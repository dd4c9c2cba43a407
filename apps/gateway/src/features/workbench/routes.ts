import type { RouteDef } from '#http/routing.ts';
import type { WorkbenchContext } from './context.ts';
import { assignRoutes } from './routes/assign-routes.ts';
import { orgRoutes } from './routes/org-routes.ts';
import { productRoutes } from './routes/product-routes.ts';
import { staffAuthRoutes } from './routes/staff-auth-routes.ts';

/** The institution and government workbench's calls (docs/gateway-api.md, "Workbench"). */
export function workbenchRoutes(ctx: WorkbenchContext): RouteDef[] {
  return [...staffAuthRoutes(ctx), ...orgRoutes(ctx), ...productRoutes(ctx), ...assignRoutes(ctx)];
}
