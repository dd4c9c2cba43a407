import { GatewayCode } from '@sme/contract/codes';
import {
  orgPreCreditList,
  orgProductCreate,
  orgProductList,
  orgProductRemove,
  orgProductUpdate,
  preCreditGrant,
  preCreditImport,
} from '@sme/contract/routes/org-products';
import {
  escalationList,
  needClaim,
  openNeedList,
  orgApplicationDetail,
  orgApplicationList,
  orgApplicationTransition,
  responseTimeList,
} from '@sme/contract/routes/org-queue';
import type { AnyRoute, ParsedInput, RouteInput, RouteOutput } from '@sme/contract/routes/route';
import { staffLogin, staffLogout, staffMe, staffTotp } from '@sme/contract/routes/staff-auth';
import { type GatewayCallOptions, type GatewayMethod, type GatewayTransport, routeCall } from './gateway-client.ts';
import { StaffSessionEndedError } from './staff-session-ended.ts';
import { GatewayBusinessError, GatewayHttpError } from './upstream-errors.ts';
import type { PreCreditGrantBody } from './workbench-product-records.ts';
import type { OrgListBody } from './workbench-records.ts';

/** Who a workbench request acts for: the staff token of the SME-Staff-Token cookie, and the browser's address. */
export interface StaffCaller {
  staffToken?: string;
  clientIp?: string;
}

/** The gateway's workbench calls (docs/gateway-api.md, "Workbench"), one method per call. */
export interface WorkbenchGateway {
  /** A call the contract defines (@sme/contract/routes), with the staff token: its input sent where the route says. */
  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>>;
  staffLogin(body: { username: string; password: string; token: string }): Promise<RouteOutput<typeof staffLogin>>;
  staffTotp(body: { ticket: string; code: string }): Promise<RouteOutput<typeof staffTotp>>;
  staffMe(): Promise<RouteOutput<typeof staffMe>>;
  staffLogout(): Promise<null>;
  orgApplications(body: OrgListBody): Promise<RouteOutput<typeof orgApplicationList>>;
  orgApplication(id: number): Promise<RouteOutput<typeof orgApplicationDetail>>;
  transition(body: ParsedInput<typeof orgApplicationTransition>): Promise<RouteOutput<typeof orgApplicationTransition>>;
  openNeeds(page: ParsedInput<typeof openNeedList>): Promise<RouteOutput<typeof openNeedList>>;
  claimNeed(id: number): Promise<RouteOutput<typeof needClaim>>;
  responseTimes(days?: number): Promise<RouteOutput<typeof responseTimeList>>;
  escalations(page: ParsedInput<typeof escalationList>): Promise<RouteOutput<typeof escalationList>>;
  orgProducts(body: ParsedInput<typeof orgProductList>): Promise<RouteOutput<typeof orgProductList>>;
  createOrgProduct(body: ParsedInput<typeof orgProductCreate>): Promise<RouteOutput<typeof orgProductCreate>>;
  updateOrgProduct(body: ParsedInput<typeof orgProductUpdate>): Promise<RouteOutput<typeof orgProductUpdate>>;
  removeOrgProduct(id: number): Promise<RouteOutput<typeof orgProductRemove>>;
  grantPreCredit(body: PreCreditGrantBody): Promise<RouteOutput<typeof preCreditGrant>>;
  importPreCredits(body: ParsedInput<typeof preCreditImport>): Promise<RouteOutput<typeof preCreditImport>>;
  orgPreCredits(page: ParsedInput<typeof orgPreCreditList>): Promise<RouteOutput<typeof orgPreCreditList>>;
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

  staffLogin(body: { username: string; password: string; token: string }) {
    return this.send(staffLogin, body);
  }

  staffTotp(body: { ticket: string; code: string }) {
    return this.send(staffTotp, body);
  }

  staffMe() {
    return this.send(staffMe);
  }

  staffLogout() {
    return this.send(staffLogout);
  }

  orgApplications(body: OrgListBody) {
    return this.send(orgApplicationList, body);
  }

  orgApplication(id: number) {
    return this.send(orgApplicationDetail, { id });
  }

  transition(body: ParsedInput<typeof orgApplicationTransition>) {
    return this.send(orgApplicationTransition, body);
  }

  openNeeds(page: ParsedInput<typeof openNeedList>) {
    return this.send(openNeedList, page);
  }

  claimNeed(id: number) {
    return this.send(needClaim, { id });
  }

  responseTimes(days?: number) {
    return this.send(responseTimeList, { days });
  }

  escalations(page: ParsedInput<typeof escalationList>) {
    return this.send(escalationList, page);
  }

  orgProducts(body: ParsedInput<typeof orgProductList>) {
    return this.send(orgProductList, body);
  }

  createOrgProduct(body: ParsedInput<typeof orgProductCreate>) {
    return this.send(orgProductCreate, body);
  }

  updateOrgProduct(body: ParsedInput<typeof orgProductUpdate>) {
    return this.send(orgProductUpdate, body);
  }

  removeOrgProduct(id: number) {
    return this.send(orgProductRemove, { id });
  }

  grantPreCredit(body: PreCreditGrantBody) {
    return this.send(preCreditGrant, body);
  }

  importPreCredits(body: ParsedInput<typeof preCreditImport>) {
    return this.send(preCreditImport, body);
  }

  orgPreCredits(page: ParsedInput<typeof orgPreCreditList>) {
    return this.send(orgPreCreditList, page);
  }
}
