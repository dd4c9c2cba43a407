import type { Express } from 'express';
import { sql } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayApp } from '#app.ts';
import { type Database, openDatabase, POOL_CONNECTION_NAME } from '#db/database.ts';
import { isDatabaseUnavailable } from '#db/database-unavailable.ts';
import { createTestDatabase, serverUrlOf } from '../test-database.ts';
import { testDeps } from '../test-deps.ts';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The gateway rides out its database: connections the server ends, and a server gone for a while (a TCP proxy
 * in front of the test server is cut and restored, so the shared server keeps running).
 */
let database: Database;
let databaseUrl: string;
let proxy: TcpProxy;
let viaProxy: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  databaseUrl = await serverUrlOf(database);
  proxy = await createTcpProxy(databaseUrl);
  await proxy.start();
  viaProxy = await openDatabase({
    databaseUrl: proxy.url(databaseUrl),
    pool: {
      poolMax: 4,
      connectTimeoutMs: 1_000,
      statementTimeoutMs: 30_000,
      idleInTransactionTimeoutMs: 60_000,
      parallelWorkersPerGather: 0,
      jit: false,
    },
  });
});
afterAll(async () => {
  await viaProxy?.close();
  await proxy?.stop();
  await database?.close();
});

const listProducts = (app: Express) => request(app).post('/api/loan/product/pc/list').send({ pageSize: 1 });

/** Runs one statement on a connection of its own, which no test terminates. */
async function asAdmin<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'sme-test-admin' });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const POOL_CONNECTIONS = `FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database()`;

async function terminatePoolConnections(): Promise<number> {
  const rows = await asAdmin<{ ended: boolean }>(`SELECT pg_terminate_backend(pid) AS ended ${POOL_CONNECTIONS}`, [
    POOL_CONNECTION_NAME,
  ]);
  for (let tries = 0; tries < 100; tries++) {
    const [left] = await asAdmin<{ n: number }>(`SELECT count(*)::int AS n ${POOL_CONNECTIONS}`, [
      POOL_CONNECTION_NAME,
    ]);
    if (left?.n === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return rows.length;
}

describe('the pool’s sessions', () => {
  it('run without parallel workers and without JIT as DATABASE_PARALLEL_WORKERS and DATABASE_JIT say, and with the server’s own settings when unset', async () => {
    const settings = async (db: Database['db']) =>
      (
        await sql<{ workers: string; jit: string }>`
          SELECT current_setting('max_parallel_workers_per_gather') AS workers, current_setting('jit') AS jit`.execute(
          db,
        )
      ).rows[0];
    expect(await settings(viaProxy.db)).toEqual({ workers: '0', jit: 'off' });
    const [serverDefault] = await asAdmin<{ workers: string; jit: string }>(
      `SELECT current_setting('max_parallel_workers_per_gather') AS workers, current_setting('jit') AS jit`,
    );
    expect(await settings(database.db)).toEqual(serverDefault);
    expect(serverDefault?.workers).not.toBe('0');
    expect(serverDefault?.jit).toBe('on');
  });
});

describe('connections the server ends', () => {
  it('leaves the process alive when every pool connection is terminated, idle or busy, and the next call succeeds', async () => {
    const app = createGatewayApp(testDeps(database));
    const warm = await Promise.all([listProducts(app), listProducts(app), listProducts(app)]);
    for (const response of warm) expect(response.body.code).toBe(0);
    const busy = sql`SELECT pg_sleep(10)`.execute(database.db).then(
      () => null,
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(await terminatePoolConnections()).toBeGreaterThanOrEqual(2);
    // The statement running on a terminated connection fails as an outage (the busy answer), not as a crash.
    expect(isDatabaseUnavailable(await busy)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 50));

    const next = await listProducts(app);
    expect(next.status).toBe(200);
    expect(next.body.code).toBe(0);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });
});

describe('a database server that goes away and comes back', () => {
  it('answers the busy envelope at once while it is unreachable, not ready on /healthz, and recovers without a restart', async () => {
    const app = createGatewayApp(testDeps(viaProxy));
    expect((await listProducts(app)).body.code).toBe(0);

    await proxy.stop();
    const started = Date.now();
    const refused = await listProducts(app);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ code: -1505, msg: '系统繁忙，请稍后再试', data: null });
    expect(Date.now() - started).toBeLessThan(2_000);
    const health = await request(app).get('/healthz');
    expect(health.status).toBe(503);
    expect(health.body.code).toBe(-1505);

    await proxy.start();
    const next = await listProducts(app);
    expect(next.status).toBe(200);
    expect(next.body.code).toBe(0);
    expect((await request(app).get('/healthz')).status).toBe(200);
  });

  it('answers the busy envelope within the connect timeout when the server accepts but never answers', async () => {
    const app = createGatewayApp(testDeps(viaProxy));
    await proxy.stop();
    await proxy.start();
    proxy.hold();
    try {
      const started = Date.now();
      const answer = await listProducts(app);
      expect(answer.status).toBe(503);
      expect(answer.body.code).toBe(-1505);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      proxy.release();
    }
    expect((await listProducts(app)).body.code).toBe(0);
  });
});
