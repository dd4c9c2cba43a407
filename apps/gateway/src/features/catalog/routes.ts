import type { GatewayDeps } from '../../app.ts';
import type { RouteDef } from '../../http/routing.ts';

export function catalogRoutes(_deps: GatewayDeps): RouteDef[] {
  return [];
}
