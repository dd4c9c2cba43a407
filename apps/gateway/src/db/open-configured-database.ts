import type { GatewayConfig } from '../config.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { type Database, openDatabase } from './database.ts';

/**
 * The database the configuration names (DATABASE_URL's server, else PGlite in DATA_DIR), for the gateway and the
 * operator commands alike. A data directory another process holds ends this one with its message (exit 1).
 */
export async function openConfiguredDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>,
  messagePrefix = '',
): Promise<Database> {
  try {
    return await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${messagePrefix}${error.message}`);
    process.exit(1);
  }
}
