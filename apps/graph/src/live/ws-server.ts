import { createHash } from 'node:crypto';
import type http from 'node:http';
import { createRequire } from 'node:module';
import type { Duplex } from 'node:stream';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { GatewayCode } from '@sme/contract/codes';
import { instanceLiveFeed, type LiveFeedRecord } from '@sme/contract/routes/live-events';
import type { GraphQLError as GraphQLErrorType } from 'graphql';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { mapError } from '#errors/error-table.ts';
import { readCaller, SESSION_COOKIE } from '#http/caller.ts';
import { parseCookieHeader } from '#http/cookies.ts';
import { isCrossSite } from '#http/cross-site.ts';
import { STAFF_COOKIE } from '#http/staff-cookie.ts';
import type { Logger } from '#logger.ts';
import { resolvers } from '#resolvers';
import { loadTypeDefs } from '#schema/type-defs.ts';
import { armorValidationRules } from '#security/armor.ts';
import { GatewayApi, type GatewayTransport, routeCall } from '#upstream/gateway-client.ts';
import { GatewayHttpError } from '#upstream/upstream-errors.ts';
import { WorkbenchApi } from '#upstream/workbench-gateway.ts';
import { LiveHub } from './live-hub.ts';
import { type LiveContext, liveSubscription } from './subscriptions.ts';

// graphql 16 has no "exports": a bundler-resolved import may load index.mjs while graphql-ws and graphql-tools load
// index.js, and a schema or error of one copy fails the other's instanceof checks; this side uses the CommonJS copy.
const { GraphQLError, specifiedRules, validate } = createRequire(import.meta.url)(
  'graphql',
) as typeof import('graphql');

/** The path Apollo Client's GraphQLWsLink and Apollo Sandbox open: the same as the HTTP endpoint. */
const LIVE_PATH = '/graphql';

export interface LiveOptions {
  transport: GatewayTransport;
  logger: Logger;
  /** Open subscriptions one session may hold on this instance (LIVE_SUBSCRIPTIONS_PER_SESSION, default 5). */
  perSession: number;
  /** The PUBLIC_URL's origin: allowed besides the origin of the address called. */
  publicUrl: string | null;
  /** LIVE_FEED_SECRET: one feed for the instance, fanned out (null: one long poll per subscription). */
  feedSecret: string | null;
}

/**
 * GraphQL subscriptions over WebSocket (graphql-ws) on the HTTP server's /graphql upgrade (docs/decisions.md, "Live
 * updates"): only a browser of our own origin (the Origin header, as the HTTP side's cross-site check), only with a
 * session cookie (the portal's or the workbench's; a dead one fails the subscribe like any call), documents checked
 * by graphql-armor's rules, at most `perSession` open subscriptions per session. Returns the detach.
 */
export function attachLiveSubscriptions(server: http.Server, options: LiveOptions): () => Promise<void> {
  const schema = makeExecutableSchema({
    typeDefs: loadTypeDefs(),
    resolvers: { ...resolvers, Subscription: liveSubscription },
  });
  const rules = [...specifiedRules, ...armorValidationRules()];
  const liveHub =
    options.feedSecret === null ? null : instanceHub(options.transport, options.feedSecret, options.logger);
  const wss = new WebSocketServer({ noServer: true });
  const open = new Map<string, number>();
  const sessionOf = new WeakMap<object, { key: string | null; ids: Set<string> }>();

  const cleanup = useServer<Record<string, unknown>, { request: http.IncomingMessage }>(
    {
      schema,
      validate: (s, document) => validate(s, document, rules),
      onConnect: (ctx) => {
        const cookies = parseCookieHeader(ctx.extra.request.headers.cookie);
        const token = cookies.get(SESSION_COOKIE) ?? cookies.get(STAFF_COOKIE);
        if (!token) return false;
        sessionOf.set(ctx, { key: createHash('sha256').update(token).digest('hex'), ids: new Set() });
        return true;
      },
      context: (ctx): LiveContext => {
        const request = ctx.extra.request;
        const caller = readCaller(request.headers, request.socket.remoteAddress);
        const staffToken = parseCookieHeader(request.headers.cookie).get(STAFF_COOKIE);
        return {
          gateway: new GatewayApi(options.transport, caller),
          workbench: new WorkbenchApi(options.transport, {
            ...(staffToken ? { staffToken } : {}),
            ...(caller.clientIp ? { clientIp: caller.clientIp } : {}),
          }),
          liveHub,
        } as LiveContext;
      },
      onSubscribe: (ctx, id) => {
        const session = sessionOf.get(ctx);
        if (!session?.key) return [new GraphQLError('未登录', { extensions: { code: 'UNAUTHENTICATED' } })];
        const count = open.get(session.key) ?? 0;
        if (count >= options.perSession) {
          return [
            new GraphQLError(`同一会话最多同时订阅 ${options.perSession} 项实时更新`, {
              extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.LIVE_SUBSCRIPTIONS_TOO_MANY },
            }),
          ];
        }
        open.set(session.key, count + 1);
        session.ids.add(id);
      },
      onComplete: (ctx, id) => release(sessionOf.get(ctx), id),
      onClose: (ctx) => {
        const session = sessionOf.get(ctx);
        for (const id of [...(session?.ids ?? [])]) release(session, id);
      },
      // The refusals made here already carry their code; anything else leaves through the error table.
      onError: (_ctx, _id, _payload, errors) =>
        errors.map((error) => (error.extensions?.code ? error : formatted(error))),
      onNext: (_ctx, _id, _payload, _args, result) =>
        'errors' in result && result.errors
          ? { ...result, errors: result.errors.map((error) => formatted(error)) }
          : result,
    },
    wss,
  );

  function release(session: { key: string | null; ids: Set<string> } | undefined, id: string) {
    if (!session?.key || !session.ids.delete(id)) return;
    const left = (open.get(session.key) ?? 1) - 1;
    if (left > 0) open.set(session.key, left);
    else open.delete(session.key);
  }

  function formatted(error: GraphQLErrorType): GraphQLErrorType {
    const mapped = mapError(error);
    if (mapped.log) options.logger[mapped.log]('graphql-error', { code: mapped.extensions.code, live: true });
    return new GraphQLError(mapped.message, { extensions: mapped.extensions });
  }

  const onUpgrade = (request: http.IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PATH) return;
    if (!ownOrigin(request, options.publicUrl)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  server.on('upgrade', onUpgrade);

  return async () => {
    server.off('upgrade', onUpgrade);
    liveHub?.close();
    for (const client of wss.clients) client.close(1001, 'server stopping');
    await cleanup.dispose();
  };
}

/** The instance's hub over the gateway's feed; a refusal (a secret the gateway does not share) is logged once. */
function instanceHub(transport: GatewayTransport, secret: string, logger: Logger): LiveHub {
  return new LiveHub(
    (input) => {
      const { path, options } = routeCall(instanceLiveFeed, input);
      const request = { method: instanceLiveFeed.method, path, ...options, liveFeedSecret: secret };
      return transport.send(request) as Promise<LiveFeedRecord>;
    },
    // The feed's refusal (GatewayCode.SERVICE_REFUSED) comes as HTTP 403.
    (error) => error instanceof GatewayHttpError && error.status === 403,
    (error, refused) =>
      refused
        ? logger.error('live-feed-refused', {
            hint: "LIVE_FEED_SECRET differs from the gateway's: each subscription polls alone",
          })
        : logger.warn('live-feed-retry', { error: error instanceof Error ? error.name : String(error) }),
  );
}

/** A browser of our own pages: an Origin whose host is the one called, or PUBLIC_URL's; a missing one is refused. */
function ownOrigin(request: http.IncomingMessage, publicUrl: string | null): boolean {
  const origin = request.headers.origin;
  if (!origin) return false;
  if (publicUrl && origin === new URL(publicUrl).origin) return true;
  const site = request.headers['sec-fetch-site'];
  return !isCrossSite({
    origin,
    ...(request.headers.host ? { host: request.headers.host } : {}),
    ...(typeof site === 'string' ? { site } : {}),
  });
}
