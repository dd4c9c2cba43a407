import type { RouteDef } from '../../../http/routing.ts';
import type { WorkbenchContext } from '../context.ts';

/** The institutions' and the operator's queues, transitions and response times (docs/gateway-api.md, "Workbench"). */
export function orgRoutes(_ctx: WorkbenchContext): RouteDef[] {
  return [];
}
