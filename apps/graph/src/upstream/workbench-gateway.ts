import { GatewayCode } from '@sme/contract/codes';
import type { AnyRoute, RouteInput, RouteOutput } from '@sme/contract/routes/route';
import { type GatewayCallOptions, type GatewayMethod, type GatewayTransport, routeCall } from './gateway-client.ts';
import { StaffSessionEndedError } from './staff-session-ended.ts';
import { GatewayBusinessError, GatewayHttpError } from './upstream-errors.ts';

/** Who a workbench request acts for: the staff token of the SME-Staff-Token cookie, and the browser's address. */
export interface StaffCaller {
  staffToken?: string;
  clientIp?: string;
}

/** The gateway's workbench calls (docs/gateway-api.md, "Workbench"), as the contract defines them. */
export interface WorkbenchGateway {
  /** A call the contract defines (@sme/contract/routes), with the staff token: its input sent where the route says. */
  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>>;
}

/**
 * The workbench calls carry the staff token as X-Staff-Token and never the enterprise's Authorization: the portal's
 * session cannot act on the workbench, nor a staff session on the portal.
 */
export class WorkbenchApi implements WorkbenchGateway {
  constructor(
    private readonly transport: GatewayTransport,
    private readonly caller: StaffCaller = {},
  ) {}

  private async call<T>(method: GatewayMethod, path: string, options: GatewayCallOptions = {}): Promise<T> {
    const { staffToken, clientIp } = this.caller;
    try {
      return (await this.transport.send({
        method,
        path,
        ...options,
        ...(staffToken ? { staffToken } : {}),
        ...(clientIp ? { clientIp } : {}),
      })) as T;
    } catch (error) {
      if (error instanceof GatewayHttpError && error.status === 403) throw new StaffSessionEndedError(path);
      if (error instanceof GatewayBusinessError && error.gatewayCode === GatewayCode.FORCE_LOGOUT) {
        throw new StaffSessionEndedError(path, error.gatewayMsg);
      }
      throw error;
    }
  }

  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>> {
    const { path, options } = routeCall(route, input);
    return this.call<RouteOutput<R>>(route.method, path, options);
  }
}
