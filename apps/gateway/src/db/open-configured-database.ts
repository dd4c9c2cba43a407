import type { GatewayConfig } from '#config.ts';
import { folderCannotWrite } from '#http/storage-readiness.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { type Database, openDatabase } from './database.ts';
import type { PoolSettings } from './database-settings.ts';

/** The exit code when the data directory cannot be written (sysexits' EX_CANTCREAT). */
export const EXIT_DATA_DIR_NOT_WRITABLE = 73;

/**
 * The database the configuration names (DATABASE_URL's server, else PGlite in DATA_DIR), for the gateway and the
 * operator commands alike. A data directory another process holds ends this one with its message (exit 1); one that
 * cannot be written (read-only, full, not a folder) with a one-line message (exit 73), not a stack trace. `pool`: the
 * server pool's limits (the gateway's DATABASE_* settings; operator commands keep the unlimited default).
 */
export async function openConfiguredDatabase(
  config: Pick<GatewayConfig, 'databaseUrl' | 'dataDir'>,
  messagePrefix = '',
  pool?: PoolSettings,
): Promise<Database> {
  try {
    return await openDatabase(
      config.databaseUrl ? { databaseUrl: config.databaseUrl, ...(pool ? { pool } : {}) } : { dataDir: config.dataDir },
    );
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`${messagePrefix}${error.message}`);
      process.exit(1);
    }
    if (!config.databaseUrl) {
      const problem = await folderCannotWrite(config.dataDir, 0).catch((probe: unknown) => String(probe));
      if (problem) {
        console.error(`${messagePrefix}${notWritableMessage(problem)}`);
        process.exit(EXIT_DATA_DIR_NOT_WRITABLE);
      }
    }
    throw error;
  }
}

/** The operator's one line about a data directory that cannot be written (Chinese, then English). */
export function notWritableMessage(problem: string): string {
  return `数据目录不可写（${problem}）：请检查目录权限与磁盘空间，或设置另一个 DATA_DIR。 / The data directory cannot be written (${problem}): check its permissions and free space, or set another DATA_DIR.`;
}
