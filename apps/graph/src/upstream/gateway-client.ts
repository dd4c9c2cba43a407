import { type CodeLoginRecord, type LoginEntryRecord, loginWithCode } from '@sme/contract/routes/account-login';
import { type AnyRoute, pathOf, type RouteInput, type RouteOutput } from '@sme/contract/routes/route';
import type { CanteenSessionRecord, CanteenUserRecord } from './canteen-records.ts';
import type {
  ConfirmLegalPersonBody,
  FaceCheckRecord,
  FaceCheckStartRecord,
  FaceSimulationRecord,
  LegalPersonCheckRecord,
  LegalPersonConfirmationRecord,
} from './identity-records.ts';
import type { ImportDetailRecord } from './import-records.ts';
import type {
  ProvincialCallbackParams,
  ProvincialLoginRecord,
  ProvincialSsoRecord,
  WeChatBindingRecord,
  WeChatStartRecord,
  WeChatUserInfoRecord,
} from './outside-login-records.ts';
import type { TrackingEventBody } from './tracking-records.ts';

export type GatewayMethod = 'GET' | 'POST';

export type QueryValue = string | number | boolean | undefined;

export interface GatewayCallOptions {
  /** Query string parameters; undefined values are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** JSON body. */
  body?: object;
  /** Form-encoded body (application/x-www-form-urlencoded), for the calls spec §7 marks form-encoded. */
  form?: Readonly<Record<string, string>>;
  /** A canteen session's token, sent as X-Canteen-Token (never as Authorization). */
  canteenToken?: string;
  /** A workbench (staff) session's token, sent as X-Staff-Token (never as Authorization). */
  staffToken?: string;
  /** LIVE_FEED_SECRET, sent as X-Live-Feed-Secret: the instance feed's calls only. */
  liveFeedSecret?: string;
  /** A WeChat ticket to bind at login, sent as the business-id and open-id headers of /auth/login92/code. */
  wechatTicket?: { appId: string; ticket: string };
}

/** One call as the transport sends it. */
export interface GatewayRequest extends GatewayCallOptions {
  method: GatewayMethod;
  /** Path under the gateway's /api base, starting with "/". */
  path: string;
  /** The caller's `Authorization: Bearer …` header, forwarded as is. */
  authorization?: string;
  /** The caller's address, forwarded as X-Forwarded-For for the gateway's per-client limits. */
  clientIp?: string;
}

/** Who a GraphQL request acts for: its bearer token (header or session cookie) and its address. */
export interface GatewayCaller {
  authorization?: string;
  clientIp?: string;
}

/** Sends calls to the gateway: answers the envelope's data or throws an error of ./upstream-errors.ts. */
export interface GatewayTransport {
  send(request: GatewayRequest): Promise<unknown>;
  /** Reaches the gateway's GET /healthz (outside /api); throws like send when it is not healthy. */
  checkHealth(): Promise<unknown>;
  close(): void;
}

/** The gateway as GraphQL resolvers see it: one method per REST call, all on top of `call`. */
export interface GatewayClient {
  call<T>(method: GatewayMethod, path: string, options?: GatewayCallOptions): Promise<T>;
  /** A call the contract defines (@sme/contract/routes): its input sent where the route says, its data typed. */
  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>>;
  /** The same gateway acting for a session just issued (register, login), e.g. to read its user info. */
  asSession(token: string): GatewayClient;
  /** With a WeChat ticket, the login also binds that WeChat user to the account (answer `wechatBound`). */
  loginWithCompany(
    loginCode: string,
    wechatTicket?: { appId: string; ticket: string } | null,
  ): Promise<CodeLoginRecord>;
  /** The session company's facts and certification (/verified). */
  legalPersonCheck(): Promise<LegalPersonCheckRecord>;
  confirmLegalPerson(body: ConfirmLegalPersonBody): Promise<LegalPersonConfirmationRecord>;
  /** `foreBackUrl` is `<portal origin>/#<route>`, built by the graph only. */
  startFaceCheck(userCode: string, query: { foreBackUrl: string; type?: string }): Promise<FaceCheckStartRecord>;
  faceResult(certToken: string): Promise<FaceCheckRecord>;
  /** Answers the portal route stored for a face key. */
  faceRedirect(key: string): Promise<string>;
  /** Development only (the face-check simulator page). */
  faceSimulation(pageToken: string): Promise<FaceSimulationRecord>;
  /** Development only: records 通过 / 不通过; answers where the browser goes next. */
  decideFaceSimulation(pageToken: string, result: 'pass' | 'fail'): Promise<{ returnUrl: string }>;
  /** Begins a provincial login for the portal's callback address and this browser's key: the SSO config. */
  provincialSso(redirectUrl: string, browserKey: string): Promise<ProvincialSsoRecord>;
  /** Finishes a provincial login: the company list and the provider's addresses (-5010 below L2). */
  provincialLogin(params: ProvincialCallbackParams): Promise<ProvincialLoginRecord>;
  /** Begins a WeChat login for the portal's callback address and this browser's key. */
  wechatStart(redirectUrl: string, browserKey: string): Promise<WeChatStartRecord>;
  /** Exchanges a WeChat code (with its state and this browser's key) for a one-time ticket. */
  wechatUserInfo(
    appId: string,
    callback: { code: string; state: string; browserKey: string },
  ): Promise<WeChatUserInfoRecord>;
  /** The company list of the account a WeChat ticket's user is bound to (-5020 when not bound). */
  wechatLogin(appId: string, ticket: string): Promise<LoginEntryRecord[]>;
  wechatBinding(): Promise<WeChatBindingRecord>;
  /** Uses up a one-time invitation token; answers the login company list, as login does. */
  loginByInvitation(token: string): Promise<LoginEntryRecord[]>;
  importDetail(): Promise<ImportDetailRecord>;
  markInvitationSeen(): Promise<null>;
  /** Opens a canteen session for the session's account; `mobile` must be the account's own. */
  canteenLogin(mobile: string): Promise<CanteenSessionRecord>;
  canteenUser(canteenToken: string): Promise<CanteenUserRecord>;
  canteenLogout(canteenToken: string): Promise<null>;
  /** Stores tracking events (1-50) with the caller's session when it is live. */
  saveTrackingEvents(events: TrackingEventBody[]): Promise<null>;
}

/** A contract route's input, sent where the route says it travels. */
export function routeCall<R extends AnyRoute>(
  route: R,
  input: RouteInput<R> | undefined,
): { path: string; options: GatewayCallOptions } {
  switch (route.inputIn) {
    case 'body':
      return { path: route.path, options: { body: input as object } };
    case 'query':
    case 'queryOrBody':
      return { path: route.path, options: { query: input as Record<string, QueryValue> } };
    case 'path':
      return { path: pathOf(route, input as Record<string, unknown>), options: {} };
    case 'pathAndForm': {
      const { path, form } = input as { path: Record<string, unknown>; form: Record<string, unknown> };
      return { path: pathOf(route, path), options: { form: formFields(form) } };
    }
    case 'none':
      return { path: route.path, options: {} };
  }
}

/** A form's fields as text; undefined values are left out. */
function formFields(form: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(form).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
  );
}

/** A GatewayClient for one GraphQL request: it carries that request's bearer token and address to every call. */
export class GatewayApi implements GatewayClient {
  constructor(
    private readonly transport: GatewayTransport,
    private readonly caller: GatewayCaller = {},
  ) {}

  call<T>(method: GatewayMethod, path: string, options: GatewayCallOptions = {}): Promise<T> {
    const request: GatewayRequest = { method, path, ...options };
    if (this.caller.authorization) request.authorization = this.caller.authorization;
    if (this.caller.clientIp) request.clientIp = this.caller.clientIp;
    return this.transport.send(request) as Promise<T>;
  }

  send<R extends AnyRoute>(route: R, input?: RouteInput<R>): Promise<RouteOutput<R>> {
    const { path, options } = routeCall(route, input);
    return this.call<RouteOutput<R>>(route.method, path, options);
  }

  asSession(token: string): GatewayClient {
    return new GatewayApi(this.transport, { ...this.caller, authorization: `Bearer ${token}` });
  }

  loginWithCompany(loginCode: string, wechatTicket?: { appId: string; ticket: string } | null) {
    const { path } = routeCall(loginWithCode, { code: loginCode });
    return this.call<CodeLoginRecord>(loginWithCode.method, path, wechatTicket ? { wechatTicket } : {});
  }

  legalPersonCheck() {
    return this.call<LegalPersonCheckRecord>('GET', '/user/identify/v1/face/legal_person/check');
  }

  confirmLegalPerson(body: ConfirmLegalPersonBody) {
    return this.call<LegalPersonConfirmationRecord>('POST', '/user/identify/v1/legal_person/confirm', { body });
  }

  startFaceCheck(userCode: string, query: { foreBackUrl: string; type?: string }) {
    const path = `/user/identify/v1/face/token/get2/${encodeURIComponent(userCode)}`;
    return this.call<FaceCheckStartRecord>('GET', path, { query });
  }

  faceResult(certToken: string) {
    return this.call<FaceCheckRecord>('GET', '/user/identify/v3/face/result', { query: { certToken } });
  }

  faceRedirect(key: string) {
    return this.call<string>('GET', `/user/user/rdt/${encodeURIComponent(key)}`);
  }

  faceSimulation(pageToken: string) {
    return this.call<FaceSimulationRecord>('GET', `/__dev/face/${encodeURIComponent(pageToken)}`);
  }

  decideFaceSimulation(pageToken: string, result: 'pass' | 'fail') {
    return this.call<{ returnUrl: string }>('POST', `/__dev/face/${encodeURIComponent(pageToken)}`, {
      body: { result },
    });
  }

  provincialSso(redirectUrl: string, browserKey: string) {
    return this.call<ProvincialSsoRecord>('GET', '/user/user/tongyi/web/clientId', {
      query: { redirectUrl, browserKey },
    });
  }

  provincialLogin({ code, state, redirectUrl, channelCode, browserKey }: ProvincialCallbackParams) {
    return this.call<ProvincialLoginRecord>('POST', '/user/user/tongyi/web/login', {
      query: { code, state, redirectUrl, channelCode },
      body: { browserKey },
    });
  }

  wechatStart(redirectUrl: string, browserKey: string) {
    return this.call<WeChatStartRecord>('GET', '/user/user/wx/web/authorize', { query: { redirectUrl, browserKey } });
  }

  wechatUserInfo(appId: string, callback: { code: string; state: string; browserKey: string }) {
    const path = `/wx/wx/mp/${encodeURIComponent(appId)}/oAuth2UserInfo`;
    return this.call<WeChatUserInfoRecord>('GET', path, { query: { ...callback } });
  }

  wechatLogin(appId: string, ticket: string) {
    const path = `/user/user/wx/login/code/get/${encodeURIComponent(appId)}`;
    return this.call<LoginEntryRecord[]>('GET', path, { query: { openId: ticket } });
  }

  wechatBinding() {
    return this.call<WeChatBindingRecord>('GET', '/user/user/wx/binding');
  }

  loginByInvitation(token: string) {
    return this.call<LoginEntryRecord[]>('POST', '/user/user/third/import/shb', { query: { token } });
  }

  importDetail() {
    return this.call<ImportDetailRecord>('GET', '/user/user/importDetail');
  }

  markInvitationSeen() {
    return this.call<null>('POST', '/user/user/alertedImportInfo');
  }

  canteenLogin(mobile: string) {
    return this.call<CanteenSessionRecord>('POST', '/canteen/auth/login', { body: { mobile } });
  }

  canteenUser(canteenToken: string) {
    return this.withoutSession().call<CanteenUserRecord>('POST', '/canteen/user/info', { canteenToken });
  }

  canteenLogout(canteenToken: string) {
    return this.withoutSession().call<null>('POST', '/canteen/user/logout', { canteenToken });
  }

  /** The canteen's own calls carry its token only: the portal session never travels with them. */
  private withoutSession(): GatewayApi {
    return new GatewayApi(this.transport, this.caller.clientIp ? { clientIp: this.caller.clientIp } : {});
  }

  saveTrackingEvents(events: TrackingEventBody[]) {
    return this.call<null>('POST', '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior', { body: events });
  }
}
