import type http from 'node:http';

/**
 * Stops the server for a rolling restart: no new connections, requests in flight finish within `graceMs` (then they
 * are cut off), and every keep-alive connection closes as soon as it carries no request. Answers whether anything had
 * to be cut off.
 */
export type Drain = (graceMs: number) => Promise<{ cutOff: boolean }>;

/**
 * Watches a server's requests from the start so that it can be drained later. Node's `server.close()` alone keeps
 * a keep-alive connection open after its last answer until keepAliveTimeout (65 s here), and even serves new
 * requests on it: while draining, answers say `Connection: close` and idle connections are closed as they appear.
 */
export function drainable(server: http.Server): Drain {
  const inFlight = new Set<http.ServerResponse>();
  let draining = false;
  const closeIdleSoon = () => setImmediate(() => server.closeIdleConnections());
  server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.on('close', () => {
      inFlight.delete(res);
      if (draining) closeIdleSoon();
    });
  });
  return (graceMs) =>
    new Promise((resolve) => {
      draining = true;
      for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
      let cutOff = false;
      const deadline = setTimeout(() => {
        cutOff = inFlight.size > 0;
        server.closeAllConnections();
      }, graceMs);
      server.close(() => {
        clearTimeout(deadline);
        resolve({ cutOff });
      });
      server.closeIdleConnections();
    });
}
