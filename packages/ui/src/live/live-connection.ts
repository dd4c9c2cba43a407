import type { ApolloClient } from '@apollo/client';
import { type Client, createClient } from 'graphql-ws';
import type { LiveListen } from './live-types';
import { oneAtATime } from './one-at-a-time';
import { POLL_EVERY_MS, pollWhileVisible } from './polling';

/** Reconnects tried after a dropped socket (graphql-ws' randomised exponential back-off) before the page polls. */
const RETRY_ATTEMPTS = 8;

let socket: Client | null = null;

/**
 * The app's one graphql-ws client, created on the first page that listens. The socket opens with the first
 * subscription and closes after the last (graphql-ws' lazy mode); the session cookie goes with it.
 */
function liveSocket(): Client {
  if (socket) return socket;
  const url = new URL('/graphql', window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  socket = createClient({ url: url.href, retryAttempts: RETRY_ATTEMPTS });
  return socket;
}

/**
 * Reads the open queries named in `names` again from the network, silently (no full-screen indicator, no toast: the
 * page is not waiting on it); the answers go to Apollo's cache, and the pages showing them follow.
 */
function readAgain(apollo: ApolloClient, names: readonly string[]): Promise<unknown> {
  const reads = [...apollo.getObservableQueries('active')]
    .filter((query) => query.queryName && names.includes(query.queryName))
    .map((query) =>
      apollo
        .query({
          query: query.query,
          variables: query.variables,
          fetchPolicy: 'network-only',
          context: { noLoading: true, quietErrors: true },
        })
        .catch(() => undefined),
    );
  return Promise.all(reads);
}

/**
 * Listens as `live` asks until the returned stop: each event, and each reconnect (what happened while the socket was
 * down), reads the page's queries again. Without WebSocket, or once the subscription fails or ends (retries used up,
 * the session over, the server's cap), the page polls the same queries instead (docs/decisions.md, "Live pages").
 */
export function listen(apollo: ApolloClient, live: LiveListen): () => void {
  let stopped = false;
  let stopPolling: (() => void) | null = null;
  // One read at a time: events heard while the page's queries are being read again ask for one more read after.
  const refetch = oneAtATime(() => (stopped ? Promise.resolve() : readAgain(apollo, live.refetch)));
  const fallBack = () => {
    if (!stopped && !stopPolling) stopPolling = pollWhileVisible(refetch, POLL_EVERY_MS);
  };
  const stop = (...more: (() => void)[]) => {
    stopped = true;
    for (const end of more) end();
    stopPolling?.();
  };
  if (typeof WebSocket === 'undefined') {
    fallBack();
    return () => stop();
  }
  const client = liveSocket();
  const offConnected = client.on('connected', (_socket, _payload, wasRetry) => {
    if (wasRetry) refetch();
  });
  const unsubscribe = client.subscribe(
    { query: live.subscription, ...(live.variables ? { variables: live.variables } : {}) },
    {
      next: (result) => (result.errors ? fallBack() : refetch()),
      error: fallBack,
      complete: fallBack,
    },
  );
  return () => stop(offConnected, unsubscribe);
}
