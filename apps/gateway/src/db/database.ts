import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool } from 'kysely';
import pg from 'pg';
import { logger } from '#http/logger.ts';
import { databaseQueryDuration, watchPool } from '#http/metrics.ts';
import { type DumpSource, lockDataDir } from './data-dir-lock.ts';
import { type PoolSettings, UNLIMITED_POOL } from './database-settings.ts';
import { CATALOG_VERSION_CHANNEL } from './migrations/0021_catalog_version_notify.ts';
import { PLATFORM_EVENTS_CHANNEL } from './migrations/0027_live_events.ts';
import { listenForNotifications, type NotificationListener } from './notification-listener.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import { checkClientBeforeFirstStatement } from './request-scope.ts';
import type { DB } from './schema.ts';
import { StatementWatch, type WriteWatch } from './write-watch.ts';

export interface Database {
  db: Kysely<DB>;
  kind: 'pglite' | 'postgres';
  /**
   * Embedded databases only: counts statements that may have written. Every write passes through this process
   * there, so caches may trust it; a server has other clients, so it has none (write-watch.ts).
   */
  writes?: WriteWatch;
  /**
   * Tells of committed (possible) catalogue changes as they happen, and whether it can promise to right now: on
   * PGlite every finished write (always live), on a server the catalogue version's notifications (LISTEN on a
   * connection of its own, opened at the first call; not live while that connection is down).
   */
  catalogChanges(): ChangeSignal;
  /** Issue 22, slice live: committed platform events (the outbox), heard like the catalogue's changes. */
  platformEvents(): ChangeSignal;
  close(): Promise<void>;
  /** A gzipped snapshot of an embedded database (PGlite only), for cheap copies in tests. */
  dump(): Promise<Blob>;
}

export type ChangeSignal = Pick<NotificationListener, 'live' | 'subscribe'>;

export type DatabaseTarget =
  /** A PostgreSQL server; `pool` defaults to UNLIMITED_POOL (operator commands, tests). */
  | { databaseUrl: string; pool?: PoolSettings }
  /** A data directory; `snapshot` (a `dumpDataDir` dump) fills a directory that holds no database yet (a restore). */
  | { dataDir: string; snapshot?: Blob }
  /** In memory, optionally started from a `dumpDataDir` snapshot (tests). */
  | { memory: true; snapshot?: Blob };

// numeric and bigint come back as exact text from pg; repositories convert where a number is meant.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if ('databaseUrl' in target) {
    const settings = target.pool ?? UNLIMITED_POOL;
    const pool = serverPool(target.databaseUrl, settings);
    const db = new Kysely<DB>({
      dialect: new PostgresDialect({ pool: skippingGoneClients(pool) }),
      log: timeQueries('postgres'),
    });
    const unwatch = watchPool('postgres', () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }));
    const dump = () => Promise.reject(new Error('dump is only available for PGlite'));
    let listener: NotificationListener | null = null;
    let eventListener: NotificationListener | null = null;
    return {
      db,
      kind: 'postgres',
      catalogChanges: () => {
        listener ??= listenForNotifications(target.databaseUrl, CATALOG_VERSION_CHANNEL, {
          log: (message) => logger.warn({ at: 'gateway', event: 'catalogue-listener', message }),
          connectTimeoutMs: settings.connectTimeoutMs,
        });
        return listener;
      },
      platformEvents: () => {
        eventListener ??= listenForNotifications(target.databaseUrl, PLATFORM_EVENTS_CHANNEL, {
          log: (message) => logger.warn({ at: 'gateway', event: 'platform-events-listener', message }),
          connectTimeoutMs: settings.connectTimeoutMs,
        });
        return eventListener;
      },
      close: async () => {
        unwatch();
        await listener?.close();
        await eventListener?.close();
        await db.destroy();
      },
      dump,
    };
  }
  const options = { extensions: { pg_trgm } };
  let pglite: PGlite;
  let unlock = () => {};
  const dumps: DumpSource = {};
  if ('dataDir' in target) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    unlock = await lockDataDir(target.dataDir, dumps);
    try {
      pglite = await PGlite.create(target.dataDir, {
        ...options,
        ...(target.snapshot ? { loadDataDir: target.snapshot } : {}),
      });
    } catch (error) {
      unlock();
      throw error;
    }
  } else {
    pglite = await PGlite.create({ ...options, ...(target.snapshot ? { loadDataDir: target.snapshot } : {}) });
  }
  const writes = new StatementWatch();
  const dialect = new PGliteDialect(pglite, writes);
  const db = new Kysely<DB>({ dialect, log: timeQueries('pglite') });
  // Taken on a connection of its own: between statements, never inside another caller's transaction.
  const dump = () => db.connection().execute(() => pglite.dumpDataDir('gzip'));
  dumps.dump = dump;
  const unwatch = watchPool('pglite', () => ({
    total: 1,
    idle: dialect.turns.pending === 0 ? 1 : 0,
    waiting: Math.max(0, dialect.turns.pending - 1),
  }));
  return {
    db,
    kind: 'pglite',
    writes,
    catalogChanges: () => ({
      live: true,
      subscribe: (listener) => writes.subscribe(() => listener({ kind: 'notification' })),
    }),
    platformEvents: () => ({
      live: true,
      subscribe: (listener) => writes.subscribe(() => listener({ kind: 'notification' })),
    }),
    dump,
    close: async () => {
      unwatch();
      await db.destroy();
      if (!pglite.closed) await pglite.close();
      unlock();
    },
  };
}

/** The pool's connections' application_name (pg_stat_activity), unless DATABASE_URL or PGAPPNAME names another. */
export const POOL_CONNECTION_NAME = 'sme-gateway';

/**
 * A pool that outlives its connections: a connection the server closes (a restart, pg_terminate_backend, a network
 * cut) is dropped and the next call opens a new one. pg emits such a loss as an 'error' event on the pool (idle) or
 * on the client (checked out); unheard, either ends the process, so both are heard here (the call that held a
 * checked-out client fails with the error anyway).
 */
function serverPool(connectionString: string, settings: PoolSettings): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    fallback_application_name: POOL_CONNECTION_NAME,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    // 0 sends nothing: the server's own setting (no limit by default).
    statement_timeout: settings.statementTimeoutMs,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs,
    ...sessionOptions(settings),
  });
  pool.on('error', (error) => {
    logger.warn({ at: 'gateway', event: 'database-connection-lost', error: error.message });
  });
  pool.on('connect', (client) => {
    client.on('error', () => {});
  });
  return pool;
}

/** The server settings each pool connection starts with (the startup packet's options), where the gateway sets them. */
function sessionOptions(settings: PoolSettings): { options?: string } {
  const options = [
    ...(settings.parallelWorkersPerGather === null
      ? []
      : [`-c max_parallel_workers_per_gather=${settings.parallelWorkersPerGather}`]),
    ...(settings.jit === null ? [] : [`-c jit=${settings.jit ? 'on' : 'off'}`]),
  ];
  return options.length === 0 ? {} : { options: options.join(' ') };
}

/**
 * The pool as Kysely takes it, refusing a connection to a request whose client has gone while it waited for one
 * (request-scope.ts): under load the pool's wait is a queue too.
 */
function skippingGoneClients(pool: pg.Pool): PostgresPool {
  return {
    connect: async () => {
      const client = await pool.connect();
      try {
        checkClientBeforeFirstStatement();
      } catch (error) {
        client.release();
        throw error;
      }
      return client;
    },
    end: () => pool.end(),
  };
}

/** Kysely's log hook: every statement's time in db_query_duration_seconds. */
function timeQueries(database: 'pglite' | 'postgres'): (event: LogEvent) => void {
  return (event) => {
    const outcome = event.level === 'error' ? 'error' : 'ok';
    databaseQueryDuration.observe({ database, outcome }, event.queryDurationMillis / 1000);
  };
}
