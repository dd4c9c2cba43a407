import { GatewayCode } from '@sme/contract/codes';
import { SHORT_LINK_MESSAGES } from '@sme/contract/routes/short-links';
import { TRACKING_MESSAGES } from '@sme/contract/routes/tracking';
import express, { type Request, type Response } from 'express';
import { isDatabaseUnavailable } from './db/database-unavailable.ts';
import { runInRequestScope } from './db/request-scope.ts';
import type { GatewayDeps } from './deps.ts';
import { type AccountContext, createAccountContext } from './features/accounts/context.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { actingCompanyId } from './features/accounts/services/acting-company.ts';
import { spendBudget, spendWeightedBudget } from './features/accounts/services/rate-limiter.ts';
import type { SessionGuard } from './features/accounts/services/session-guard.ts';
import { applicationDevRoutes } from './features/applications/dev-routes.ts';
import { applicationRoutes } from './features/applications/routes.ts';
import { auditRoutes } from './features/audit/routes.ts';
import { staffAuditRecorder } from './features/audit/services/audit-recorder.ts';
import { futuresSignUpLimits } from './features/catalog/domain/futures-sign-up-limits.ts';
import { futuresSignUpRoutes } from './features/catalog/routes/futures-sign-up-routes.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { contentRoutes } from './features/content/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
// Issue 20, slice supplement.
import { supplementRoutes } from './features/desk-supplement/routes.ts';
import { STAFF_UPLOAD_PATH, staffThreadUploadRoutes } from './features/desk-threads/routes/staff-upload-routes.ts';
import { deskThreadRoutes } from './features/desk-threads/routes.ts';
import { divisionRoutes } from './features/divisions/routes.ts';
import { estimateRoutes } from './features/estimates/routes.ts';
import { ACCESS_FILE_PATH, fileRoutes, UPLOAD_PATHS } from './features/files/routes.ts';
import type { FilesCaller, FilesContext } from './features/files/services/files-context.ts';
import { MAX_FILE_BYTES } from './features/files/settings.ts';
// Issue 22, slice live.
import { liveEventRoutes } from './features/live-events/routes.ts';
import { messageRoutes } from './features/messages/routes.ts';
// Issue 22, slice offers.
import { needOfferRoutes } from './features/need-offers/routes.ts';
// Issue 22, slice policies.
import { policyMatchRoutes } from './features/policy-match/routes.ts';
import { referralRoutes } from './features/referrals/routes.ts';
import { registryRoutes } from './features/registry/routes.ts';
import { shortLinkLookups } from './features/short-links/domain/short-link-limits.ts';
import { shortLinkRoutes } from './features/short-links/routes.ts';
import { statisticsRoutes } from './features/statistics/routes.ts';
import { subsidyClaimRoutes } from './features/subsidy-claims/routes.ts';
import { trackingDevRoutes } from './features/tracking/dev-routes.ts';
import { trackingCalls, trackingVolume } from './features/tracking/domain/tracking-limits.ts';
import { trackingRoutes } from './features/tracking/routes.ts';
import type { TrackingCaller } from './features/tracking/stores/tracking-store.ts';
import { createWorkbenchContext } from './features/workbench/context.ts';
import { deskviewRoutes } from './features/workbench/routes/desk-deskview-routes.ts';
import { deskProfileRoutes } from './features/workbench/routes/profile-routes.ts';
import { workbenchRoutes } from './features/workbench/routes.ts';
import { runAfterSuccess } from './http/after-success.ts';
import { ApiError } from './http/api-error.ts';
import { fail, ok } from './http/envelope.ts';
import { errorHandler } from './http/error-handler.ts';
import { logger } from './http/logger.ts';
import { refuseControlCharacters } from './http/refuse-control-characters.ts';
import { noteRoute, requestLog } from './http/request-log.ts';
import { requestMetrics } from './http/request-metrics.ts';
import { pathMatches, type RouteDef } from './http/routing.ts';
import { folderCannotWrite } from './http/storage-readiness.ts';
import { faceSimulatorRoutes } from './outside/face/simulator-routes.ts';
import { clientIp } from './shared/client-ip.ts';

/** Forms beyond this many fields are refused (413) before anything reads them. */
const FORM_FIELD_LIMIT = 200;
const BODY_LIMIT = '1mb';
/** /healthz answers 503 below this much free space where the gateway writes: two uploads' worth. */
const READY_MIN_FREE_BYTES = 2 * MAX_FILE_BYTES;

/** The whole REST gateway as an express app (listening is serve.ts's job, so tests can use supertest). */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.disable('etag');
  app.set('trust proxy', trustProxyValue(deps.config.trustProxy));
  app.set('query parser', 'simple');
  app.use(requestLog());
  app.use(requestMetrics);

  app.get('/healthz', async (req, res) => {
    noteRoute(req, '/healthz');
    try {
      await deps.database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      // Not ready while the server cannot be reached, so a load balancer sends elsewhere; ready again by itself.
      const problem = `database: ${(error as Error).message}`;
      logger.warn({ at: 'gateway', event: 'not-ready', problem });
      res.status(503).json(fail(GatewayCode.DATABASE_UNAVAILABLE, '数据库暂时无法连接，服务暂不可用'));
      return;
    }
    // Ready only where it can write: the embedded database's folder and the uploads' (full or read-only is not ok).
    const folders = [
      deps.config.files.stagingDir,
      ...(deps.database.kind === 'pglite' && deps.config.dataDir ? [deps.config.dataDir] : []),
    ];
    for (const folder of folders) {
      const problem = await folderCannotWrite(folder, READY_MIN_FREE_BYTES);
      if (problem) {
        logger.error({ at: 'gateway', event: 'not-ready', problem });
        res.status(503).json(fail(GatewayCode.STORAGE_NOT_WRITABLE, '存储空间不足或不可写，服务暂不可用'));
        return;
      }
    }
    res.json(ok({ status: 'ok', database: deps.database.kind }));
  });

  const routes = gatewayRoutes(deps);
  app.locals[CALLS_KEY] = routes.map((route) => `${route.method} ${route.path}`);
  const api = express.Router();
  api.use((_req, res, next) => {
    // Answers carry personal data (sessions, user info) and must never be kept by a shared cache.
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  // Uploads are multipart streams read by their route: no body parser (nor its 1 MB limit) touches them.
  const uploadPaths = new Set<string>([...UPLOAD_PATHS, STAFF_UPLOAD_PATH]);
  const parseBodies = [
    express.json({ limit: BODY_LIMIT }),
    express.urlencoded({ extended: false, limit: BODY_LIMIT, parameterLimit: FORM_FIELD_LIMIT }),
  ];
  for (const parser of parseBodies) {
    api.use((req, res, next) => (uploadPaths.has(req.path) ? next() : parser(req, res, next)));
  }
  api.use(ACCESS_FILE_PATH, express.text({ type: 'text/plain', limit: '4kb' }));
  api.use(refuseControlCharacters);
  for (const route of routes) {
    const register = route.method === 'GET' ? api.get.bind(api) : api.post.bind(api);
    register(route.path, (req: Request, res: Response) => {
      noteRoute(req, `/api${route.path}`);
      return runInRequestScope(
        () => clientHasGone(req, res),
        async () => {
          const data = await route.handler(req, res);
          await runAfterSuccess(req);
          if (!res.headersSent) res.json(ok(data ?? null));
        },
      );
    });
  }
  api.use((req, res) => {
    const known = routes.filter((route) => pathMatches(route.path, req.path));
    if (known.length > 0) {
      res.setHeader('Allow', [...new Set(known.map((r) => r.method))].join(', '));
      res.status(405).json(fail(GatewayCode.METHOD_NOT_ALLOWED, `该接口不支持 ${req.method} 请求`));
      return;
    }
    res.status(404).json(fail(GatewayCode.NOT_FOUND, '接口不存在'));
  });
  app.use('/api', api);
  app.use((_req, res) => {
    res.status(404).json(fail(GatewayCode.NOT_FOUND, '接口不存在'));
  });
  app.use(errorHandler);
  return app;
}

/** The calls an app answers under /api, as `METHOD path` (the access matrix test walks them: docs/access-matrix.md). */
export function gatewayCalls(app: express.Express): string[] {
  return app.locals[CALLS_KEY] as string[];
}

const CALLS_KEY = 'gatewayCalls';

/** Every REST call of the gateway under /api, development helpers included unless in production. */
function gatewayRoutes(deps: GatewayDeps): RouteDef[] {
  const accounts = createAccountContext(deps);
  const workbench = createWorkbenchContext(
    accounts,
    deps.config.workbench,
    staffAuditRecorder(deps.database.db, deps.clock),
  );
  // The face-check simulator's development routes exist only where it is the provider (never in production).
  const simulator =
    !deps.config.production && deps.faceVerifier.provider === 'simulator'
      ? faceSimulatorRoutes(deps.database.db, deps.clock)
      : [];
  return [
    ...catalogRoutes(deps),
    ...contentRoutes(deps),
    ...statisticsRoutes(deps),
    ...divisionRoutes(),
    ...accountRoutes(accounts),
    ...applicationRoutes(accounts),
    ...referralRoutes(accounts),
    ...workbenchRoutes(workbench),
    ...dashboardRoutes(workbench),
    // Issue 20, deskview: the decision desk's materials.
    ...deskviewRoutes({ workbench, storage: deps.fileStorage }),
    ...deskThreadRoutes(workbench),
    ...messageRoutes(accounts),
    ...estimateRoutes(accounts),
    ...registryRoutes({ db: deps.database.db, guard: registrySearchGuard(accounts) }),
    ...fileRoutes(filesContext(deps, accounts)),
    ...shortLinkRoutes({ db: deps.database.db, clock: deps.clock, guard: shortLinkGuard(accounts) }),
    ...futuresSignUpRoutes({ db: deps.database.db, clock: deps.clock, guard: futuresSignUpGuard(accounts) }),
    ...trackingRoutes({
      db: deps.database.db,
      clock: deps.clock,
      guard: trackingGuard(accounts),
      spendVolume: trackingVolumeGuard(accounts),
      identify: trackingCaller(accounts),
    }),
    ...simulator,
    ...(deps.config.production ? [] : trackingDevRoutes(deps.database.db)),
    ...(deps.config.production ? [] : applicationDevRoutes(deps.database.db, deps.clock, deps.smsSender)),
    // Decision desk, company profile (issue 20)
    ...deskProfileRoutes(workbench, deps.govData),
    // Issue 20, slice supplement.
    ...supplementRoutes(workbench),
    // Issue 21, the audit log.
    ...auditRoutes(workbench),
    // Issue 22, slice offers.
    ...needOfferRoutes(workbench),
    // Issue 22, slice policies.
    ...policyMatchRoutes(accounts),
    // Issue 22, slice subsidy.
    ...subsidyClaimRoutes(workbench, deps.fileStorage),
    // Issue 22, slice live.
    ...liveEventRoutes(workbench, deps.database.platformEvents(), deps.config.liveEvents.feedSecret, deps.shutdown),
    // Issue 20, slice staff-files.
    ...staffThreadUploadRoutes(workbench, {
      db: deps.database.db,
      clock: deps.clock,
      storage: deps.fileStorage,
      settings: deps.config.files,
    }),
  ];
}

/** The client closed its connection before the answer was written (e.g. the graph's timeout). */
function clientHasGone(req: Request, res: Response): boolean {
  return !res.writableEnded && (req.socket.destroyed || res.destroyed);
}

/** TRUST_PROXY as express takes it: true/false, a hop count, or a comma list of addresses and names. */
function trustProxyValue(setting: string): boolean | number | string {
  if (setting === 'true') return true;
  if (setting === 'false') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  return setting;
}

/** The file calls' view of the accounts module: who calls, the company shared with them, the upload budget. */
function filesContext(deps: GatewayDeps, accounts: AccountContext): FilesContext {
  const callerBy =
    (guard: SessionGuard) =>
    async (req: Request): Promise<FilesCaller> => {
      const session = await guard(req);
      return { userId: session.userId, companyId: await actingCompanyId(accounts, session) };
    };
  return {
    db: deps.database.db,
    clock: deps.clock,
    storage: deps.fileStorage,
    settings: deps.config.files,
    caller: callerBy(accounts.requireSession),
    gw92Caller: callerBy(accounts.requireGw92Session),
    spendUpload: (userId) => spendBudget(accounts.db, accounts.clock.now(), [accounts.limits.fileUploads(userId)]),
  };
}

/** The company search needs a session and spends the account's search budget (docs/gateway-api.md). */
function registrySearchGuard(accounts: AccountContext) {
  return async (req: Request): Promise<void> => {
    const session = await accounts.requireSession(req);
    await spendBudget(accounts.db, accounts.clock.now(), [accounts.limits.registrySearches(session.userId)]);
  };
}

/** Short-link lookups spend the client address's budget, so guessing keys gets nowhere (docs/gateway-api.md). */
function shortLinkGuard(accounts: AccountContext) {
  return async (req: Request): Promise<void> => {
    const rule = shortLinkLookups(clientIp(req), accounts.settings.rateLimitFactor, SHORT_LINK_MESSAGES.tooFrequent);
    await spendBudget(accounts.db, accounts.clock.now(), [rule]);
  };
}

/** Futures zone sign-ups spend the mobile's and the client address's budget (docs/gateway-api.md, "Zones"). */
function futuresSignUpGuard(accounts: AccountContext) {
  return async (req: Request, mobile: string): Promise<void> => {
    const rules = futuresSignUpLimits(mobile, clientIp(req), accounts.settings.rateLimitFactor);
    await spendBudget(accounts.db, accounts.clock.now(), rules);
  };
}

/** Tracking calls spend the client address's budget. */
function trackingGuard(accounts: AccountContext) {
  return async (req: Request): Promise<void> => {
    const rule = trackingCalls(clientIp(req), accounts.settings.rateLimitFactor, TRACKING_MESSAGES.tooFrequent);
    await spendBudget(accounts.db, accounts.clock.now(), [rule]);
  };
}

/** A checked batch spends the client address's budget of events and bytes. */
function trackingVolumeGuard(accounts: AccountContext) {
  return async (req: Request, volume: { events: number; bytes: number }): Promise<void> => {
    const factor = accounts.settings.rateLimitFactor;
    const rules = trackingVolume(clientIp(req), factor, TRACKING_MESSAGES.tooFrequent, volume);
    await spendWeightedBudget(accounts.db, accounts.clock.now(), rules);
  };
}

/** The session's account and company when a live one came along; anything else makes the events anonymous. */
function trackingCaller(accounts: AccountContext) {
  return async (req: Request): Promise<TrackingCaller | null> => {
    try {
      const session = await accounts.requireSession(req);
      return { userId: session.userId, companyId: session.companyId };
    } catch (error) {
      if (error instanceof ApiError) return null;
      throw error;
    }
  };
}
