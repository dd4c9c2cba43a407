import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RunningServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  close(): Promise<void>;
}

/** Listens on an ephemeral port of the loopback interface. */
export async function listen(handler: http.RequestListener): Promise<RunningServer> {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port on which nothing listens (taken, then released). */
export async function closedPort(): Promise<number> {
  const server = await listen(() => {});
  const port = Number(new URL(server.origin).port);
  await server.close();
  return port;
}
