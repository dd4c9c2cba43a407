import { wholeNumberSetting } from '#shared/whole-number-setting.ts';

/** How the gateway's pool talks to a PostgreSQL server (DATABASE_URL); the embedded PGlite has no pool. */
export interface PoolSettings {
  /** DATABASE_POOL_MAX [10]: connections one gateway holds open at most. */
  poolMax: number;
  /** DATABASE_CONNECT_TIMEOUT_MS [5000]: a connection not made within this fails its call (the busy answer), never hangs. */
  connectTimeoutMs: number;
  /** DATABASE_STATEMENT_TIMEOUT_MS [30000]: the server cancels a statement running longer (0 = no limit). */
  statementTimeoutMs: number;
  /** DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS [60000]: the server ends a session idle this long inside a transaction (0 = no limit). */
  idleInTransactionTimeoutMs: number;
  /**
   * DATABASE_PARALLEL_WORKERS [0]: the server's max_parallel_workers_per_gather for the gateway's connections; null
   * leaves the server's own. A request's statements read a page or count one institution's rows: starting parallel
   * workers for them cost more than they saved (a count of 153,872 rows 61–68 ms with two workers, 10 ms without;
   * docs/decisions/0156-the-gateway-s-statements-without-parallel-workers.md).
   */
  parallelWorkersPerGather: number | null;
  /**
   * DATABASE_JIT [off]: the server's jit for the gateway's connections; null leaves the server's own. Compiling a
   * large statement took 0.3–0.7 s of the dashboard's statements at a million applications and sped up none
   * (docs/decisions/0157-response-time-steps-kept-on-the-application.md); a request's own statements are too small for it.
   */
  jit: boolean | null;
}

export interface DatabaseSettings extends PoolSettings {
  /** DATABASE_WAIT_SECONDS [60]: at start, how long to wait for an unreachable server before giving up (0 = try once). */
  waitSeconds: number;
}

/**
 * The pool of operator commands and tests: no statement limits (a registry load may run one statement for minutes).
 * The gateway server reads its own from the environment (readDatabaseSettings).
 */
export const UNLIMITED_POOL: PoolSettings = {
  poolMax: 10,
  connectTimeoutMs: 5_000,
  statementTimeoutMs: 0,
  idleInTransactionTimeoutMs: 0,
  parallelWorkersPerGather: null,
  jit: null,
};

const DAY_MS = 86_400_000;

export function readDatabaseSettings(env: NodeJS.ProcessEnv): DatabaseSettings {
  return {
    poolMax: wholeNumberSetting(env, 'DATABASE_POOL_MAX', 10, { min: 1, max: 1000 }),
    connectTimeoutMs: wholeNumberSetting(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, { min: 100, max: 600_000 }),
    statementTimeoutMs: wholeNumberSetting(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 30_000, { min: 0, max: DAY_MS }),
    idleInTransactionTimeoutMs: wholeNumberSetting(env, 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS', 60_000, {
      min: 0,
      max: DAY_MS,
    }),
    parallelWorkersPerGather: wholeNumberSetting(env, 'DATABASE_PARALLEL_WORKERS', 0, { min: 0, max: 64 }),
    jit: onOffSetting(env, 'DATABASE_JIT', false),
    waitSeconds: wholeNumberSetting(env, 'DATABASE_WAIT_SECONDS', 60, { min: 0, max: 86_400 }),
  };
}

/** An on/off setting (PostgreSQL's own words): the fallback when unset; anything else stops the start. */
function onOffSetting(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value === 'on') return true;
  if (value === 'off') return false;
  throw new Error(`${name} 取值无效：“${env[name]}”（应为 on 或 off） / Invalid ${name}: "${env[name]}" (on or off)`);
}
