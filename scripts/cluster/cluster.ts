import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findPostgresBin, type PostgresServer, postgresServerIn } from '../postgres-throwaway.ts';
import { startService, stopService, waitUntilReady } from '../processes.ts';
import { gatewayEnvForStandIns, loopbackOrigins, standInEnv } from '../stand-in-env.ts';
import { type BalancerPorts, startNginx } from './nginx.ts';
import { type S3StandIn, startS3StandIn } from './s3-stand-in.ts';

export interface ClusterPorts extends BalancerPorts {
  standIns: number;
  s3: number;
  postgres: number;
}

/** The ports of a cluster whose portal listens on `base`: the rest follow it (README, "Several instances"). */
export function clusterPorts(base: number): ClusterPorts {
  return {
    portal: base,
    gateway: base + 1,
    gateways: [base + 11, base + 12],
    graphs: [base + 21, base + 22],
    standIns: base + 30,
    s3: base + 31,
    postgres: base + 40,
  };
}

export interface ClusterOptions {
  /** Where the database cluster, the bucket's objects, nginx's files and each gateway's staging folder are kept. */
  dir: string;
  ports: ClusterPorts;
  /** Added to every gateway's environment (e.g. REGISTRY_SEED_COUNT, JOB_POLL_MS). */
  gatewayEnv?: Record<string, string>;
  /** Added to every graph's environment. */
  graphEnv?: Record<string, string>;
  log?: (line: string) => void;
  /** How long each service may take to become ready, ms. */
  readyTimeoutMs?: number;
}

/** One gateway or graph process of the cluster, addressed directly (not through the balancer). */
export interface Instance {
  name: string;
  /** http://127.0.0.1:<port> */
  origin: string;
  process(): ChildProcess;
  /** Starts it again after it has stopped or been killed; resolves once it is ready. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface Cluster {
  /** The portal through nginx: http://127.0.0.1:<portal>. */
  portalUrl: string;
  /** The gateways' API through nginx, as the graphs call it. */
  gatewayApiUrl: string;
  databaseUrl: string;
  postgres: PostgresServer;
  gateways: Instance[];
  graphs: Instance[];
  stop(): Promise<void>;
}

/**
 * The platform as several instances on this machine, from Debian's packages and the repository: a PostgreSQL server,
 * the S3 stand-in (FILE_STORAGE=s3), the other stand-ins, two gateways and two graphs on their own ports, and nginx
 * balancing the graphs (the portal) and the gateways (for the graphs) with deploy/nginx/cluster.conf. The two
 * gateways start at the same moment on the database, as a rolling deployment's first start would.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { dir, ports } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const readyTimeoutMs = options.readyTimeoutMs ?? 120_000;
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL server binaries not found (apt-get install postgresql)');
  if (!fs.existsSync('/usr/sbin/nginx')) throw new Error('nginx not found (apt-get install nginx)');
  fs.mkdirSync(dir, { recursive: true });

  const stops: Array<() => Promise<void> | void> = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`[cluster] while stopping: ${(error as Error).message}`);
      }
    }
  };
  try {
    const postgres = postgresServerIn(bin, path.join(dir, 'postgres'), ports.postgres);
    postgres.start();
    stops.push(() => postgres.stop());

    const s3: S3StandIn = await startS3StandIn(path.join(dir, 's3'), ports.s3);
    stops.push(() => s3.close());

    const standInUrl = `http://127.0.0.1:${ports.standIns}`;
    const standIns = startService({
      name: 'stand-ins',
      entry: 'stand-ins/src/main.ts',
      env: standInEnv(ports.standIns, loopbackOrigins([ports.portal])),
      log,
    });
    stops.push(() => stopService(standIns));
    await waitUntilReady(`${standInUrl}/healthz`, standIns, readyTimeoutMs);

    const nginx = startNginx(path.join(dir, 'nginx'), ports, log);
    stops.push(() => stopService(nginx));

    const gatewayApiUrl = `http://127.0.0.1:${ports.gateway}/api`;
    const gateways = ports.gateways.map((port, index) =>
      instance(`gateway-${index + 1}`, port, '/healthz', readyTimeoutMs, log, {
        entry: 'apps/gateway/src/main.ts',
        env: {
          GATEWAY_PORT: String(port),
          DATABASE_URL: postgres.url,
          DATA_DIR: path.join(dir, `gateway-${index + 1}`),
          ...s3.env,
          ...gatewayEnvForStandIns(standInUrl, process.env),
          ...options.gatewayEnv,
        },
      }),
    );
    stops.push(() => Promise.all(gateways.map((gateway) => gateway.stop())).then(() => {}));
    await Promise.all(gateways.map((gateway) => gateway.restart()));

    const graphs = ports.graphs.map((port, index) =>
      instance(`graph-${index + 1}`, port, '/readyz', readyTimeoutMs, log, {
        entry: 'apps/graph/src/main.ts',
        env: { PORT: String(port), GATEWAY_URL: gatewayApiUrl, GRAPH_ANSWER_CACHE_CONFIRM: 'on', ...options.graphEnv },
      }),
    );
    stops.push(() => Promise.all(graphs.map((graph) => graph.stop())).then(() => {}));
    await Promise.all(graphs.map((graph) => graph.restart()));

    const portalUrl = `http://127.0.0.1:${ports.portal}`;
    await waitUntilReady(`${portalUrl}/readyz`, nginx, readyTimeoutMs);
    return { portalUrl, gatewayApiUrl, databaseUrl: postgres.url, postgres, gateways, graphs, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function instance(
  name: string,
  port: number,
  readyPath: string,
  readyTimeoutMs: number,
  log: (line: string) => void,
  service: { entry: string; env: Record<string, string> },
): Instance {
  let child: ChildProcess | null = null;
  const origin = `http://127.0.0.1:${port}`;
  return {
    name,
    origin,
    process: () => {
      if (!child) throw new Error(`${name} has not been started`);
      return child;
    },
    restart: async () => {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error(`${name} is running`);
      child = startService({ name, ...service, log });
      await waitUntilReady(`${origin}${readyPath}`, child, readyTimeoutMs);
    },
    stop: async () => {
      if (child) await stopService(child);
    },
  };
}
