import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import type { GatewayConfig } from './config.ts';
import type { Database } from './db/database.ts';
import { accountRoutes } from './features/accounts/routes.ts';
import { catalogRoutes } from './features/catalog/routes.ts';
import { pendingRoutes } from './features/pending/routes.ts';
import type { SmsSender } from './features/sms/sms-sender.ts';
import { ApiError } from './http/api-error.ts';
import { fail, ok } from './http/envelope.ts';
import { ErrorCode } from './http/error-codes.ts';
import { pathMatches, type RouteDef } from './http/routing.ts';
import type { AccountSettings } from './shared/account-settings.ts';
import type { Clock } from './shared/clock.ts';

export interface GatewayDeps {
  database: Database;
  config: Pick<GatewayConfig, 'production'>;
  /** Session lifetimes and SMS provider; read from the environment when absent (shared/account-settings.ts). */
  accountSettings?: AccountSettings;
  /** Delivers SMS codes; the one SMS_PROVIDER names when absent (features/sms/sms-sender.ts). */
  smsSender?: SmsSender;
  /** Time source of expiry and rate limits; the system clock when absent (tests move their own). */
  clock?: Clock;
}

/** The whole REST gateway as an express app (listening is main.ts's job, so tests can use supertest). */
export function createGatewayApp(deps: GatewayDeps): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');

  app.get('/healthz', async (_req, res) => {
    await deps.database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
    res.json(ok({ status: 'ok', database: deps.database.kind }));
  });

  const routes: RouteDef[] = [...catalogRoutes(deps), ...accountRoutes(deps), ...pendingRoutes()];
  const api = express.Router();
  api.use(express.json({ limit: '1mb' }));
  api.use(express.urlencoded({ extended: false, limit: '1mb' }));
  for (const route of routes) {
    const register = route.method === 'GET' ? api.get.bind(api) : api.post.bind(api);
    register(route.path, async (req: Request, res: Response) => {
      const data = await route.handler(req, res);
      if (!res.headersSent) res.json(ok(data ?? null));
    });
  }
  api.use((req, res) => {
    const known = routes.filter((route) => pathMatches(route.path, req.path));
    if (known.length > 0) {
      res.setHeader('Allow', [...new Set(known.map((r) => r.method))].join(', '));
      res.status(405).json(fail(ErrorCode.METHOD_NOT_ALLOWED, `该接口不支持 ${req.method} 请求`));
      return;
    }
    res.status(404).json(fail(ErrorCode.NOT_FOUND, '接口不存在'));
  });
  app.use('/api', api);
  app.use((_req, res) => {
    res.status(404).json(fail(ErrorCode.NOT_FOUND, '接口不存在'));
  });
  app.use(errorHandler);
  return app;
}

const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  if (res.headersSent) return;
  if (error instanceof ApiError) {
    res.status(error.status).json(fail(error.code, error.message));
    return;
  }
  const type = (error as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json(fail(ErrorCode.BAD_JSON, '请求体不是合法的 JSON'));
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json(fail(ErrorCode.TOO_LARGE, '请求内容过大'));
    return;
  }
  if (
    (typeof type === 'string' && type.startsWith('entity.')) ||
    type === 'charset.unsupported' ||
    type === 'encoding.unsupported'
  ) {
    res.status(400).json(fail(ErrorCode.BAD_JSON, '请求体无法解析'));
    return;
  }
  console.error(
    JSON.stringify({
      level: 'error',
      at: 'gateway',
      method: req.method,
      path: req.path,
      error: String(error?.stack ?? error),
    }),
  );
  res.status(500).json(fail(ErrorCode.INTERNAL, '服务器繁忙，请稍后再试'));
};
