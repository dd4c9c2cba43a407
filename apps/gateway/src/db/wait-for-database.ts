import type { Database } from './database.ts';
import { isDatabaseUnavailable } from './database-unavailable.ts';

export interface WaitOptions {
  /** How long to keep trying in all (DATABASE_WAIT_SECONDS); 0 tries once. */
  waitSeconds: number;
  /** One line per failed attempt. */
  log: (line: string) => void;
  /** The first pause between attempts; it doubles up to maxPauseMs. */
  firstPauseMs?: number;
  maxPauseMs?: number;
}

/** The server did not become reachable within DATABASE_WAIT_SECONDS. */
export class DatabaseNotReachableError extends Error {
  constructor(waitSeconds: number, reason: string) {
    super(
      `数据库在 ${waitSeconds} 秒内仍无法连接（${reason}）：请检查 DATABASE_URL 与数据库服务器。 / The database could not be reached within ${waitSeconds} s (${reason}): check DATABASE_URL and the server.`,
    );
    this.name = 'DatabaseNotReachableError';
  }
}

/**
 * Waits at start for a server that is not up yet (started together with the gateway, or restarting): a round trip
 * until one succeeds, pausing 0.5 s, 1 s, 2 s … up to 5 s between attempts. Failures other than an unreachable server
 * (a wrong password, an unknown database) are thrown at once: waiting will not mend them.
 */
export async function waitForDatabase(database: Database, options: WaitOptions): Promise<void> {
  const deadline = Date.now() + options.waitSeconds * 1000;
  let pauseMs = options.firstPauseMs ?? 500;
  for (let attempt = 1; ; attempt++) {
    try {
      await database.db.selectNoFrom((eb) => eb.lit(1).as('one')).execute();
      return;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const reason = describe(error);
      const pause = Math.min(pauseMs, deadline - Date.now());
      if (pause <= 0) throw new DatabaseNotReachableError(options.waitSeconds, reason);
      const seconds = (pause / 1000).toFixed(1);
      options.log(
        `数据库暂时无法连接（${reason}），${seconds} 秒后第 ${attempt + 1} 次尝试 / database not reachable (${reason}); attempt ${attempt + 1} in ${seconds} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, pause));
      pauseMs = Math.min(pauseMs * 2, options.maxPauseMs ?? 5_000);
    }
  }
}

function describe(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return code;
  return String(message || code || error);
}
