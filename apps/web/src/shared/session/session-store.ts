import type { CurrentUserFieldsFragment } from '#gql/graphql.ts';

/** What the portal knows of the logged-in user (the `me` query's CurrentUserFields, read). */
export type CurrentUser = CurrentUserFieldsFragment;

/** `user` is undefined while unknown (first answer on its way, or Apollo's cache just cleared), null when logged out. */
export interface SessionState {
  user: CurrentUser | null | undefined;
  error: unknown;
}

/**
 * Apollo Client, once loaded (apollo-client.ts attaches it): from then on its cache is where the user lives — a
 * login's `writeQuery`, a mutation answering the user's fields, `resetStore` all reach the store through a watch on
 * `me` — and a refresh goes through it.
 */
export interface SessionBackend {
  /** Asks `me` again (network only); the answer reaches the store through the cache. */
  refresh(): Promise<unknown>;
  /** Puts a user learnt before Apollo loaded into its cache. */
  write(user: CurrentUser | null): void;
}

/**
 * The session state of the shell (header, message badge, guards) without Apollo Client in the first load (issue 10):
 * `me` is fetched with plain fetch until Apollo Client loads (the first lazy page or action that needs it), then
 * Apollo's cache is followed. Components read it with useCurrentUser (current-user.ts).
 */
export function createSessionStore(fetchMe: () => Promise<CurrentUser | null>) {
  let state: SessionState = { user: undefined, error: undefined };
  let backend: SessionBackend | null = null;
  let inFlight: Promise<void> | null = null;
  const listeners = new Set<() => void>();

  const set = (next: SessionState): void => {
    if (next.user === state.user && next.error === state.error) return;
    state = next;
    for (const listener of listeners) listener();
  };

  /** The user as the cache (or the first fetch) now has it; undefined when the cache has forgotten it. */
  const receive = (user: CurrentUser | null | undefined): void => set({ user, error: undefined });

  const refresh = (): Promise<void> => {
    if (inFlight) return inFlight;
    const request = backend
      ? backend.refresh().then(() => undefined)
      : fetchMe().then((user) => {
          if (backend) backend.write(user);
          else receive(user);
        });
    const settled = request
      .catch((error: unknown) => set({ user: state.user, error }))
      .finally(() => {
        if (inFlight === settled) inFlight = null;
      });
    inFlight = settled;
    return settled;
  };

  return {
    snapshot: (): SessionState => state,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    receive,
    refresh,
    /** Asks `me` unless it is known or on its way (the first reader starts it; a failure is asked again). */
    ensure(): void {
      if ((state.user === undefined || state.error !== undefined) && !inFlight) void refresh();
    },
    attach(next: SessionBackend): void {
      backend = next;
      if (state.user !== undefined) next.write(state.user);
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;
