import path from 'node:path';

/** Everything the gateway reads from the environment, read once at start. */
export interface GatewayConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  production: boolean;
  /** Seed the demo content into an empty database. */
  seed: boolean;
}

export function readGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  return {
    port: toPort(env.GATEWAY_PORT, 8081),
    host: env.GATEWAY_HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    production: env.NODE_ENV === 'production',
    seed: env.SEED !== 'false',
  };
}

function toPort(value: string | undefined, fallback: number): number {
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid port: ${value}`);
  return port;
}
