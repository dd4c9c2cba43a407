import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The metrics endpoint of the gateway and the graph alike, on a port of its own (docs/decisions.md, "The metrics port").
 *
 * METRICS_PORT (unset: no metrics server) and METRICS_HOST [127.0.0.1]: where Prometheus scrapes, never the public port.
 */
export interface MetricsSettings {
  port: number | null;
  host: string;
}

export function readMetricsSettings(env: Record<string, string | undefined>): MetricsSettings {
  const value = env.METRICS_PORT?.trim();
  const port = value ? Number(value) : null;
  if (port !== null && (!Number.isInteger(port) || port < 0 || port > 65535)) {
    throw new Error(`Invalid METRICS_PORT: ${value} (a port from 0 to 65535, or unset for none)`);
  }
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

export interface MetricsServer {
  url: string;
  close(): Promise<void>;
}

/** A plain HTTP server answering GET /metrics in Prometheus's text format, and 404 to anything else. */
/** What the endpoint needs of a prom-client Registry. */
export interface MetricsSource {
  contentType: string;
  metrics(): Promise<string>;
}

export function startMetricsServer(registry: MetricsSource, port: number, host: string): Promise<MetricsServer> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      (error: Error) => res.writeHead(500, { 'content-type': 'text/plain' }).end(error.message),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${bound}/metrics`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
