import { type AnyRoute, pathOf, type RouteInput, type RouteOutput } from '@sme/contract/routes/route';

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
  wechatTicket?: WeChatTicket;
}

/** A WeChat user waiting in this browser to be bound to the account that logs in next. */
export interface WeChatTicket {
  appId: string;
  ticket: string;
}

/**
 * What a contract call may carry besides its input. A canteen token makes the call the canteen's own: it goes with
 * that token alone, never with the portal session's Authorization, so no caller can send both.
 */
export interface SendOptions {
  /** The canteen session's token (X-Canteen-Token); the portal session is then left out. */
  canteenToken?: string;
  /** A WeChat ticket the login with a loginCode also binds (answer `wechatBound`); null or absent binds none. */
  wechatTicket?: WeChatTicket | null;
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

/** The gateway as GraphQL resolvers see it: the contract's calls. */
export interface GatewayClient {
  /**
   * A call the contract defines (@sme/contract/routes): its input sent where the route says, its data typed; `extra`
   * carries what some calls send besides their input (SendOptions).
   */
  send<R extends AnyRoute>(route: R, input?: RouteInput<R>, extra?: SendOptions): Promise<RouteOutput<R>>;
  /** The same gateway acting for a session just issued (register, login), e.g. to read its user info. */
  asSession(token: string): GatewayClient;
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
      return { path: route.path, options: { query: input as Record<string, QueryValue> } };
    // The gateway reads either; a body keeps one-time codes and browser keys out of addresses and access logs.
    case 'queryOrBody':
      return { path: route.path, options: { body: input as object } };
    case 'path':
      return { path: pathOf(route, input as Record<string, unknown>), options: {} };
    case 'pathAndForm': {
      const { path, form } = input as { path: Record<string, unknown>; form: Record<string, unknown> };
      return { path: pathOf(route, path), options: { form: formFields(form) } };
    }
    case 'pathAndBody': {
      const { path, body } = input as { path: Record<string, unknown>; body: object };
      return { path: pathOf(route, path), options: { body } };
    }
    case 'bodyList':
      return { path: route.path, options: { body: (input as { items: object[] }).items } };
    case 'pathAndQuery': {
      const { path, query } = input as { path: Record<string, unknown>; query: Record<string, QueryValue> };
      return { path: pathOf(route, path), options: { query } };
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

  private call<T>(method: GatewayMethod, path: string, options: GatewayCallOptions = {}): Promise<T> {
    const request: GatewayRequest = { method, path, ...options };
    if (this.caller.authorization) request.authorization = this.caller.authorization;
    if (this.caller.clientIp) request.clientIp = this.caller.clientIp;
    return this.transport.send(request) as Promise<T>;
  }

  send<R extends AnyRoute>(route: R, input?: RouteInput<R>, extra: SendOptions = {}): Promise<RouteOutput<R>> {
    const { path, options } = routeCall(route, input);
    if (extra.wechatTicket) options.wechatTicket = extra.wechatTicket;
    if (extra.canteenToken === undefined) return this.call<RouteOutput<R>>(route.method, path, options);
    options.canteenToken = extra.canteenToken;
    return this.withoutSession().call<RouteOutput<R>>(route.method, path, options);
  }

  asSession(token: string): GatewayClient {
    return new GatewayApi(this.transport, { ...this.caller, authorization: `Bearer ${token}` });
  }

  /** The canteen's own calls carry its token only: the portal session never travels with them. */
  private withoutSession(): GatewayApi {
    return new GatewayApi(this.transport, this.caller.clientIp ? { clientIp: this.caller.clientIp } : {});
  }
}
