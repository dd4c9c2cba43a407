import type http from 'node:http';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import compression from 'compression';
import express from 'express';
import { createAnswerCache } from './answer-cache/answer-cache.ts';
import { CatalogueFreshness } from './answer-cache/catalogue-freshness.ts';
import { startFeedClient } from './answer-cache/feed-client.ts';
import { createVersionCheck } from './answer-cache/version-check.ts';
import { type GraphConfig, readGraphConfig } from './config.ts';
import type { GraphContext, SiteSettings } from './context.ts';
import { createFormatError } from './errors/format-error.ts';
import { adminEntryRouter } from './http/admin-entry.ts';
import { readCaller } from './http/caller.ts';
import { canteenControl } from './http/canteen-cookie.ts';
import { clearDeadSessionCookie } from './http/clear-dead-session.ts';
import { faceSimulatorRouter } from './http/face-simulator.ts';
import { fileRouter } from './http/file-routes.ts';
import { healthRouter } from './http/health.ts';
import { logoRouter } from './http/logo-proxy.ts';
import { outsideCallbackRouter } from './http/outside-callback.ts';
import { outsideLoginControl } from './http/outside-login-cookies.ts';
import { pendingLoginControl } from './http/pending-login-cookie.ts';
import { portalOrigin } from './http/portal-origin.ts';
import { notFound, requestErrorHandler } from './http/request-errors.ts';
import { requestFactsPlugin, requestLog } from './http/request-log.ts';
import { requestMetrics } from './http/request-metrics.ts';
import { sandboxLandingPage } from './http/sandbox-landing-page.ts';
import { graphqlHeaders, securityHeaders } from './http/security-headers.ts';
import { sessionControl } from './http/session-cookie.ts';
import { staffSessionControl } from './http/staff-cookie.ts';
import { staffFileRouter } from './http/staff-file-routes-deskview.ts';
// Issue 22, slice subsidy-pages.
import { subsidyFileRouter } from './http/staff-file-routes-subsidy.ts';
import { staffUploadRouter } from './http/staff-file-routes-upload.ts';
import { trackBeaconRouter } from './http/track-beacon.ts';
import { rememberedTrust, type TrustProxy } from './http/trust-proxy.ts';
import { webAppRouter } from './http/web-app.ts';
// Issue 22, slice live.
import { attachLiveSubscriptions } from './live/ws-server.ts';
import { createInstitutionLoader, createManagerLoader } from './loaders.ts';
import { createGraphLog, type Logger, type PinoLogger, pinoLogger } from './logger.ts';
import { resolvers } from './resolvers/index.ts';
import { loadTypeDefs } from './schema/type-defs.ts';
import { createAddressLimit } from './security/address-limit.ts';
import { addressLimitPlugin } from './security/address-limit-plugin.ts';
import { armorValidationRules } from './security/armor.ts';
import { QUERY_LIMITS } from './security/query-limits.ts';
import { sizedCostPlugin } from './security/sized-cost-plugin.ts';
import { cappedTransport } from './upstream/call-cap.ts';
import { createFileTransport, type FileTransport } from './upstream/file-transport.ts';
import { GatewayApi, type GatewayTransport } from './upstream/gateway-client.ts';
import { createGotTransport } from './upstream/got-transport.ts';
import { WorkbenchApi } from './upstream/workbench-gateway.ts';

export interface GraphAppOptions {
  /** Settings; anything left out takes its default (as if the environment were empty). */
  config?: Partial<Omit<GraphConfig, 'port'>>;
  /** Time limit of one gateway call (spec §9: 20 s); tests shorten it. */
  gatewayTimeoutMs?: number;
  /** Time limit of the readiness probe's call to the gateway. */
  readinessTimeoutMs?: number;
  /** The events' log (tests record it); default: the pino log below. */
  logger?: Logger;
  /** The pino log of the request lines and, unless `logger` is given, of the events (serve.ts: LOG_LEVEL); default warnings only. */
  log?: PinoLogger;
  /** Open subscriptions one session may hold on this instance (issue 22, slice live); default 5. */
  livePerSession?: number;
  /** Replaces the HTTP transport to the gateway (tests). */
  transport?: GatewayTransport;
  /** Replaces the streaming file transport to the gateway (tests). */
  fileTransport?: FileTransport;
}

export interface GraphApp {
  app: express.Express;
  /** Stops Apollo Server and closes the gateway's keep-alive sockets. */
  stop(): Promise<void>;
  /** Issue 22, slice live: serves GraphQL subscriptions on the server's /graphql WebSocket upgrade. */
  attachLive(server: http.Server): void;
}

export const GATEWAY_TIMEOUT_MS = 20_000;
const READINESS_TIMEOUT_MS = 3_000;
const GRAPHQL_BODY_LIMIT = '100kb';

/** The GraphQL service as an express app (listening is serve.ts's job, so tests can use supertest). */
export async function createGraphApp(options: GraphAppOptions = {}): Promise<GraphApp> {
  const config = { ...readGraphConfig({}), ...options.config };
  const log = options.log ?? createGraphLog('warn');
  const logger = options.logger ?? pinoLogger(log);
  const transport =
    options.transport ??
    createGotTransport({
      baseUrl: config.gatewayUrl,
      timeoutMs: options.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS,
      healthTimeoutMs: options.readinessTimeoutMs ?? READINESS_TIMEOUT_MS,
    });
  const fileTransport =
    options.fileTransport ??
    createFileTransport({ baseUrl: config.gatewayUrl, timeoutMs: options.gatewayTimeoutMs ?? GATEWAY_TIMEOUT_MS });
  const site: SiteSettings = {
    hotline: config.serviceHotline,
    hotlineHours: '周一至周五 9:00-18:00',
    adminLoginUrl: config.adminLoginUrl,
    mobileSiteUrl: config.mobileSiteUrl,
    postalOnlineBankingUrl: config.postalOnlineBankingUrl,
  };

  // Whole answers of public catalogue queries, served while the gateway's version feed and a version read made after
  // the request arrived say nothing changed.
  // The middleware of /graphql, one instance each, shared by the normal path and the answer cache's front door.
  const jsonBody = express.json({ limit: GRAPHQL_BODY_LIMIT });
  const noStore = graphqlHeaders({ production: config.production });
  const compress = compression();
  const freshness = config.answerCache ? new CatalogueFreshness() : null;
  const answerCache = freshness
    ? createAnswerCache(
        freshness,
        { jsonBody, headers: [securityHeaders, noStore], compress },
        config.answerCacheConfirm
          ? { checkVersion: createVersionCheck({ gatewayUrl: config.gatewayUrl, freshness }) }
          : {},
      )
    : null;
  const feed = freshness ? startFeedClient({ gatewayUrl: config.gatewayUrl, freshness, logger }) : null;

  const addressLimit = createAddressLimit(config.addressLimit);

  const apollo = new ApolloServer<GraphContext>({
    typeDefs: loadTypeDefs(),
    resolvers,
    introspection: !config.production,
    hideSchemaDetailsFromClientErrors: config.production,
    includeStacktraceInErrorResponses: false,
    // Together with the SameSite=Strict cookie this is what keeps another site from acting with the session:
    // only requests a browser would have to preflight (JSON, or a custom header) are executed.
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    formatError: createFormatError(logger),
    validationRules: armorValidationRules(),
    parseOptions: { maxTokens: QUERY_LIMITS.maxTokens },
    plugins: [
      // Nothing here sets cache hints; without the plugin Apollo does not wrap every field resolver (hot path).
      ApolloServerPluginCacheControlDisabled(),
      // An address over its units is refused first; then the cost with list sizes and variables counted.
      addressLimitPlugin(addressLimit),
      sizedCostPlugin(QUERY_LIMITS.maxCost),
      clearDeadSessionCookie(),
      requestFactsPlugin(),
      ...(answerCache ? [answerCache.plugin] : []),
      // Sandbox sends its requests and opens its subscriptions from this page, with the session cookies as the portal.
      config.production ? ApolloServerPluginLandingPageDisabled() : sandboxLandingPage(),
    ],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  setTrustProxy(app, config.trustProxy);
  app.use(requestLog(log));
  app.use(requestMetrics);
  // A kept answer is sent before the rest of the chain, with the headers securityHeaders and noStore set here too.
  if (answerCache) app.use(answerCache.front);
  app.use(securityHeaders);
  app.use(compress);
  app.use(healthRouter(transport, logger));
  app.use(
    '/graphql',
    noStore,
    ...(answerCache ? [answerCache.body, answerCache.keeper] : [jsonBody]),
    expressMiddleware(apollo, {
      context: async ({ req, res }): Promise<GraphContext> => {
        const caller = readCaller(req.headers, req.ip);
        // One cap over every gateway call of this operation, the workbench's included; each counts for the address.
        const calls = cappedTransport(transport, config.maxGatewayCalls, () => addressLimit.charge(req.ip));
        const gateway = new GatewayApi(calls, caller);
        const session = sessionControl(req, res, caller, config.sessionMaxAgeSeconds);
        const staff = staffSessionControl(req, res, {
          production: config.production,
          maxAgeSeconds: config.sessionMaxAgeSeconds,
        });
        return {
          gateway,
          institutions: createInstitutionLoader(gateway),
          managers: createManagerLoader(gateway),
          site,
          session,
          pendingLogin: pendingLoginControl(req, res),
          outsideLogin: outsideLoginControl(req, res),
          canteen: canteenControl(req, res),
          workbench: new WorkbenchApi(calls, {
            ...(staff.token ? { staffToken: staff.token } : {}),
            ...(caller.clientIp ? { clientIp: caller.clientIp } : {}),
          }),
          staff,
          clientAddress: req.ip,
          portalOrigin: portalOrigin(req, config.publicUrl, config.production),
        };
      },
    }),
  );
  // Uploads and reads of files, streamed to and from the gateway (never through GraphQL, never buffered whole).
  app.use(fileRouter(fileTransport, logger));
  // Issue 20, deskview: an application's materials for the staff handling it.
  app.use(staffFileRouter(fileTransport, logger));
  // Issue 22, slice subsidy-pages: a subsidy claim's evidence for the government reviewer.
  app.use(subsidyFileRouter(fileTransport, logger));
  // Issue 20, slice staff-files: a staff member's file for a thread message.
  app.use(staffUploadRouter(fileTransport, logger));
  app.use(logoRouter(config.gatewayUrl, logger));
  // Tracking batches sent by navigator.sendBeacon when a page hides (JSON as text/plain).
  app.use(trackBeaconRouter(transport, logger));
  app.use(adminEntryRouter(config.adminDist));
  // The provincial provider's and WeChat's callbacks, handed over to the portal's hash routes.
  app.use(outsideCallbackRouter());
  // The development face-check simulator's page; absent in production (the gateway refuses the simulator there).
  if (!config.production) app.use(faceSimulatorRouter(transport, logger));
  app.use(webAppRouter(config.webDist));
  app.use(notFound);
  app.use(requestErrorHandler(logger));

  let detachLive: (() => Promise<void>) | null = null;
  return {
    app,
    attachLive: (server) => {
      const perSession = options.livePerSession ?? 5;
      detachLive = attachLiveSubscriptions(server, {
        transport,
        logger,
        perSession,
        publicUrl: config.publicUrl,
        feedSecret: config.liveFeedSecret,
      });
    },
    stop: async () => {
      await detachLive?.();
      await feed?.stop();
      await apollo.stop();
      transport.close();
      fileTransport.close();
    },
  };
}

/**
 * TRUST_PROXY decides req.ip and req.secure; a value express cannot read stops the start with its name. Express's
 * compilation of it is then asked through rememberedTrust (the security headers ask on every request).
 */
function setTrustProxy(app: express.Express, trustProxy: GraphConfig['trustProxy']): void {
  try {
    app.set('trust proxy', trustProxy);
  } catch (error) {
    throw new Error(`Invalid TRUST_PROXY: ${String(trustProxy)} (${(error as Error).message})`);
  }
  app.set('trust proxy', rememberedTrust(app.get('trust proxy fn') as TrustProxy));
}
