import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#db/database.ts';
import { waitUntilReady } from '../../../../scripts/processes.ts';
import { createTestDatabase, serverUrlOf } from '../test-database.ts';
import { type GatewayChild, startGatewayChild } from './gateway-child.ts';
import { createTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The gateway as a process (apps/gateway/src/main.ts), its database behind a TCP proxy: started before the database
 * is reachable it waits and then serves; on SIGTERM it finishes the request in flight and exits 0.
 */
let database: Database;
let proxy: TcpProxy;
let child: GatewayChild;
let gateway: ChildProcess;
let port: number;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const databaseUrl = await serverUrlOf(database);
  proxy = await createTcpProxy(databaseUrl);
  child = await startGatewayChild(
    'gateway-process',
    {
      DATABASE_URL: proxy.url(databaseUrl),
      DATABASE_WAIT_SECONDS: '60',
      DATABASE_CONNECT_TIMEOUT_MS: '1000',
      SHUTDOWN_GRACE_MS: '20000',
    },
    (line) => lines.push(line),
  );
  ({ process: gateway, port } = child);
}, 60_000);
afterAll(async () => {
  await child?.stop();
  await proxy?.stop();
  await database?.close();
});

async function until(condition: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms; gateway said:\n${lines.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function refusesConnections(): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

const listProducts = () =>
  fetch(`http://127.0.0.1:${port}/api/loan/product/pc/list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pageSize: 1 }),
  });

describe('the gateway process and its database', () => {
  it('started before its database is reachable, waits (a line per attempt) and then serves', async () => {
    await until(() => lines.filter((line) => /database not reachable/.test(line)).length >= 2, 40_000, 'no waiting');
    expect(gateway.exitCode).toBeNull();
    await proxy.start();
    await waitUntilReady(`http://127.0.0.1:${port}/healthz`, gateway, 30_000);
    const answer = await listProducts();
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(0);
  }, 90_000);

  it('on SIGTERM finishes the request in flight, refuses new connections and exits 0', async () => {
    expect((await listProducts()).status).toBe(200);
    proxy.hold();
    const inFlight = listProducts();
    await until(() => proxy.heldBytes > 0, 5_000, 'the request did not reach the database');
    const exited = new Promise<number | null>((resolve) => gateway.once('exit', (code) => resolve(code)));
    gateway.kill('SIGTERM');
    await until(refusesConnections, 5_000, 'still accepting connections');
    expect(gateway.exitCode).toBeNull();
    proxy.release();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { code: number }).code).toBe(0);
    const releasedAt = Date.now();
    expect(await exited).toBe(0);
    // Well inside SHUTDOWN_GRACE_MS: idle keep-alive connections (this test's fetch keeps one) did not hold it up.
    expect(Date.now() - releasedAt).toBeLessThan(5_000);
  }, 30_000);
});
