import { GatewayCode } from '@sme/contract/codes';
import type { NeedRecord } from '@sme/contract/routes/applications';
import type { AnyRoute, RouteInput, RouteOutput } from '@sme/contract/routes/route';
import { type GatewayCallOptions, type GatewayMethod, type GatewayTransport, routeCall } from './gateway-client.ts';
import { StaffSessionEndedError } from './staff-session-ended.ts';
import { GatewayBusinessError, GatewayHttpError } from './upstream-errors.ts';
import type {
  OrgPreCreditPageRecord,
  OrgProductBody,
  OrgProductListBody,
  OrgProductPageRecord,
  OrgProductRecord,
  PreCreditGrantBody,
  PreCreditImportRecord,
  PreCreditRowRecord,
} from './workbench-product-records.ts';
import type {
  EscalationPageRecord,
  NeedPageRecord,
  OrgApplicationPageRecord,
  OrgApplicationRecord,
  OrgListBody,
  ResponseTimesRecord,
  StaffLoginStepRecord,
  StaffRecord,
  StaffSessionRecord,
  TransitionBody,
  TransitionResultRecord,
} from './workbench-records.ts';

/** Who a workbench request acts for: the staff token of the SME-Staff-Token cookie, and the browser's address. */
export interface StaffCaller {
  staffToken?: string;
  clientIp?: string;
}

/** The gateway's workbench calls (docs/gateway-api.md, "Workbench"), one method per call. */
export interface WorkbenchGateway {
  /** A call the contract defines (@sme/contract/routes), with the staff token: its input sent where the route says. */
  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>>;
  staffLogin(body: { username: string; password: string; token: string }): Promise<StaffLoginStepRecord>;
  staffTotp(body: { ticket: string; code: string }): Promise<StaffSessionRecord>;
  staffMe(): Promise<StaffRecord>;
  staffLogout(): Promise<null>;
  orgApplications(body: OrgListBody): Promise<OrgApplicationPageRecord>;
  orgApplication(id: number): Promise<OrgApplicationRecord>;
  transition(body: TransitionBody): Promise<TransitionResultRecord>;
  openNeeds(page: { pageNum: number; pageSize: number }): Promise<NeedPageRecord>;
  claimNeed(id: number): Promise<{ id: number; orgId: number }>;
  responseTimes(days?: number): Promise<ResponseTimesRecord>;
  escalations(page: { pageNum: number; pageSize: number }): Promise<EscalationPageRecord>;
  orgProducts(body: OrgProductListBody): Promise<OrgProductPageRecord>;
  createOrgProduct(body: OrgProductBody): Promise<OrgProductRecord>;
  updateOrgProduct(body: OrgProductBody & { id: number }): Promise<OrgProductRecord>;
  removeOrgProduct(id: number): Promise<OrgProductRecord>;
  grantPreCredit(body: PreCreditGrantBody): Promise<PreCreditRowRecord>;
  importPreCredits(body: { csv: string; productId?: number }): Promise<PreCreditImportRecord>;
  orgPreCredits(page: { pageNum: number; pageSize: number }): Promise<OrgPreCreditPageRecord>;
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
    return this.call<StaffLoginStepRecord>('POST', '/auth/staff/login', { body });
  }

  staffTotp(body: { ticket: string; code: string }) {
    return this.call<StaffSessionRecord>('POST', '/auth/staff/totp', { body });
  }

  staffMe() {
    return this.call<StaffRecord>('GET', '/auth/staff/me');
  }

  staffLogout() {
    return this.call<null>('POST', '/auth/staff/logout');
  }

  orgApplications(body: OrgListBody) {
    return this.call<OrgApplicationPageRecord>('POST', '/loan/org/list', { body });
  }

  orgApplication(id: number) {
    return this.call<OrgApplicationRecord>('POST', '/loan/org/detail', { query: { id } });
  }

  transition(body: TransitionBody) {
    return this.call<TransitionResultRecord>('POST', '/loan/org/transition', { body });
  }

  openNeeds(page: { pageNum: number; pageSize: number }) {
    return this.call<{ records: NeedRecord[]; total: number; pageNum: number; pageSize: number }>(
      'POST',
      '/loan/org/request/list',
      { body: page },
    );
  }

  claimNeed(id: number) {
    return this.call<{ id: number; orgId: number }>('POST', '/loan/org/request/claim', { query: { id } });
  }

  responseTimes(days?: number) {
    return this.call<ResponseTimesRecord>('GET', '/loan/org/sla', { query: { days } });
  }

  escalations(page: { pageNum: number; pageSize: number }) {
    return this.call<EscalationPageRecord>('POST', '/loan/org/escalation/list', { body: page });
  }

  orgProducts(body: OrgProductListBody) {
    return this.call<OrgProductPageRecord>('POST', '/loan/org/product/list', { body });
  }

  createOrgProduct(body: OrgProductBody) {
    return this.call<OrgProductRecord>('POST', '/loan/org/product/create', { body });
  }

  updateOrgProduct(body: OrgProductBody & { id: number }) {
    return this.call<OrgProductRecord>('POST', '/loan/org/product/update', { body });
  }

  removeOrgProduct(id: number) {
    return this.call<OrgProductRecord>('POST', '/loan/org/product/remove', { body: { id } });
  }

  grantPreCredit(body: PreCreditGrantBody) {
    return this.call<PreCreditRowRecord>('POST', '/loan/org/precredit/grant', { body });
  }

  importPreCredits(body: { csv: string; productId?: number }) {
    return this.call<PreCreditImportRecord>('POST', '/loan/org/precredit/import', { body });
  }

  orgPreCredits(page: { pageNum: number; pageSize: number }) {
    return this.call<OrgPreCreditPageRecord>('POST', '/loan/org/precredit/list', { body: page });
  }
}
