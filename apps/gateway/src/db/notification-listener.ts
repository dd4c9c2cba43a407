import pg from 'pg';

/**
 * A PostgreSQL server's notifications on one channel, heard over a dedicated connection (LISTEN), kept open: when the
 * connection drops or stops answering, `live` turns false at once and it is opened again with backoff. While it is
 * not live, changes may go unheard — whoever relies on it must treat "not live" as "ask the database every time".
 */
export interface NotificationListener {
  readonly live: boolean;
  /** Calls `listener` for every notification and whenever `live` changes; returns its removal. */
  subscribe(listener: (event: { kind: 'notification' } | { kind: 'live'; live: boolean }) => void): () => void;
  close(): Promise<void>;
}

/** The listening connection's application_name (pg_stat_activity), so operators and tests can tell it apart. */
export const LISTENER_NAME = 'sme-gateway-listener';

export interface ListenerOptions {
  /** Between two checks that the connection still answers (SELECT 1). */
  heartbeatMs?: number;
  /** How long a check may take before the connection counts as dead. */
  heartbeatTimeoutMs?: number;
  /** Longest wait before opening again; the wait doubles from 100 ms up to this. */
  maxBackoffMs?: number;
  /** How long opening the connection may take before it counts as failed (a server that accepts but never answers). */
  connectTimeoutMs?: number;
  log?: (message: string) => void;
}

export function listenForNotifications(
  connectionString: string,
  channel: string,
  options: ListenerOptions = {},
): NotificationListener {
  const heartbeatMs = options.heartbeatMs ?? 5_000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 2_000;
  const maxBackoffMs = options.maxBackoffMs ?? 5_000;
  const connectTimeoutMs = options.connectTimeoutMs ?? 5_000;
  const listeners = new Set<Parameters<NotificationListener['subscribe']>[0]>();
  let live = false;
  let closed = false;
  let client: pg.Client | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let retry: NodeJS.Timeout | null = null;
  let backoffMs = 100;

  const emit = (event: Parameters<Parameters<NotificationListener['subscribe']>[0]>[0]) => {
    for (const listener of listeners) listener(event);
  };
  const setLive = (value: boolean) => {
    if (live === value) return;
    live = value;
    emit({ kind: 'live', live: value });
  };
  const drop = (current: pg.Client, reason: string): Promise<void> => {
    if (client !== current) return Promise.resolve();
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    setLive(false);
    current.removeAllListeners('notification');
    current.on('error', () => {});
    const ended = current.end().catch(() => {});
    if (closed) return ended;
    options.log?.(`catalogue version listener lost (${reason}); opening again in ${backoffMs} ms`);
    retry = setTimeout(open, backoffMs);
    retry.unref();
    backoffMs = Math.min(backoffMs * 2, maxBackoffMs);
    return ended;
  };
  async function open(): Promise<void> {
    retry = null;
    if (closed) return;
    const current = new pg.Client({
      connectionString,
      keepAlive: true,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: connectTimeoutMs,
    });
    client = current;
    current.on('error', (error) => void drop(current, error.message));
    current.on('end', () => void drop(current, 'connection ended'));
    current.on('notification', (message) => {
      if (message.channel === channel) emit({ kind: 'notification' });
    });
    try {
      await current.connect();
      await current.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      void drop(current, (error as Error).message);
      return;
    }
    if (client !== current || closed) return;
    backoffMs = 100;
    heartbeat = setInterval(() => {
      const timer = setTimeout(() => void drop(current, 'heartbeat timed out'), heartbeatTimeoutMs);
      current.query('SELECT 1').then(
        () => clearTimeout(timer),
        (error: Error) => {
          clearTimeout(timer);
          void drop(current, error.message);
        },
      );
    }, heartbeatMs);
    heartbeat.unref();
    setLive(true);
  }
  void open();

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const current = client;
      if (current) await drop(current, 'closed');
    },
  };
}
