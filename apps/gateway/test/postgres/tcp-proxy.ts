import net from 'node:net';
import { freePort } from '../../../../scripts/processes.ts';

/**
 * A TCP forwarder to a database server that a test can cut and restore (the server "goes away" without stopping the
 * shared test server) or hold (statements wait in it, as on a slow server). Its port stays the same throughout.
 */
export interface TcpProxy {
  readonly port: number;
  /** The target's connection string with the proxy's host and port. */
  url(target: string): string;
  /** Accepts and forwards connections (again). */
  start(): Promise<void>;
  /** Refuses new connections and cuts every open one, as a server that stopped would. */
  stop(): Promise<void>;
  /** Keeps what clients send from reaching the server until release(); counts the bytes held meanwhile. */
  hold(): void;
  release(): void;
  readonly heldBytes: number;
}

/** A proxy to `target` (host:port of a connection string) on a free port, not yet started. */
export async function createTcpProxy(target: string): Promise<TcpProxy> {
  const { hostname, port: targetPort } = new URL(target);
  const port = await freePort();
  const pairs = new Set<{ client: net.Socket; server: net.Socket }>();
  let listener: net.Server | null = null;
  let held: { server: net.Socket; chunk: Buffer }[] | null = null;
  let heldBytes = 0;

  const forward = (client: net.Socket) => {
    const server = net.connect(Number(targetPort), hostname);
    const pair = { client, server };
    pairs.add(pair);
    client.on('data', (chunk) => {
      if (!held) server.write(chunk);
      else {
        held.push({ server, chunk });
        heldBytes += chunk.length;
      }
    });
    server.pipe(client);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      server.destroy();
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
  };

  return {
    port,
    url: (targetUrl) => {
      const url = new URL(targetUrl);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    start: () =>
      new Promise((resolve, reject) => {
        const server = net.createServer(forward);
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          listener = server;
          resolve();
        });
      }),
    stop: async () => {
      const server = listener;
      listener = null;
      for (const { client, server: upstream } of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
      if (server) await new Promise((resolve) => server.close(resolve));
    },
    hold: () => {
      held = [];
      heldBytes = 0;
    },
    release: () => {
      const chunks = held ?? [];
      held = null;
      for (const { server, chunk } of chunks) if (!server.destroyed) server.write(chunk);
    },
    get heldBytes() {
      return heldBytes;
    },
  };
}
