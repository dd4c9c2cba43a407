import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { drainable } from '#http/drain.ts';

/** The drain on stop (serve.ts), on a plain server: no database involved. */
const agents: http.Agent[] = [];
afterEach(() => {
  for (const agent of agents.splice(0)) agent.destroy();
});

async function serverWith(delayMs: (path: string) => number) {
  const server = http.createServer((req, res) => {
    setTimeout(() => res.end(`done ${req.url}`), delayMs(req.url ?? ''));
  });
  server.keepAliveTimeout = 65_000;
  const drain = drainable(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  const get = (path: string) =>
    new Promise<{ body: string; connection: string | undefined }>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () => resolve({ body, connection: res.headers.connection }));
        })
        .on('error', reject);
    });
  return { drain, get };
}

describe('drainable', () => {
  it('lets a request in flight finish, closes idle keep-alive connections and refuses new ones', async () => {
    const { drain, get } = await serverWith((path) => (path === '/slow' ? 300 : 0));
    await Promise.all([get('/warm'), get('/warm')]);
    const slow = get('/slow');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    const drained = drain(10_000);
    expect(await slow).toEqual({ body: 'done /slow', connection: 'close' });
    expect(await drained).toEqual({ cutOff: false });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(get('/after')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('cuts off what still runs after the grace period', async () => {
    const { drain, get } = await serverWith(() => 60_000);
    const stuck = get('/stuck');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    expect(await drain(200)).toEqual({ cutOff: true });
    expect(Date.now() - started).toBeLessThan(2_000);
    await expect(stuck).rejects.toMatchObject({ code: 'ECONNRESET' });
  });
});
