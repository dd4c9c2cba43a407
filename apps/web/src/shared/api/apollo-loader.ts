import type { ApolloClient } from '@apollo/client';

let loading: Promise<ApolloClient> | undefined;
let loaded: ApolloClient | undefined;

/**
 * The portal's Apollo Client, loaded on first use: it is not in the home route's first load (issue 10), so the shell
 * asks for it as it starts (app/start.tsx, the session) and it arrives right after the first screen.
 */
export function loadApolloClient(): Promise<ApolloClient> {
  loading ??= import('./apollo-client').then((module) => {
    loaded = module.apolloClient;
    return loaded;
  });
  return loading;
}

/** The client if it has arrived, so a component mounting again can read Apollo's cache at once. */
export function apolloClientIfLoaded(): ApolloClient | undefined {
  return loaded;
}
