import type { ApolloServerPlugin, LandingPage } from '@apollo/server';
import { ApolloServerPluginLandingPageLocalDefault } from '@apollo/server/plugin/landingPage/default';

/**
 * Development only: Apollo Sandbox on GET /graphql, sending its requests with the session cookies, and opening its
 * subscriptions on the same /graphql over WebSocket (docs/decisions/0146-sandboxs-subscriptions.md). Apollo's plugin
 * takes no subscription endpoint, so the page's embed call is given one: the page's own address as ws: or wss:.
 * Sandbox speaks graphql-ws (subprotocol graphql-transport-ws) there, from the page — the graph's own origin, whose
 * cookies the browser sends with the upgrade.
 */
export function sandboxLandingPage(): ApolloServerPlugin {
  const sandbox = ApolloServerPluginLandingPageLocalDefault({ embed: true, includeCookies: true });
  return {
    async serverWillStart(service) {
      const listener = await sandbox.serverWillStart?.(service);
      const render = listener?.renderLandingPage;
      if (!render) return listener;
      return {
        ...listener,
        async renderLandingPage(): Promise<LandingPage> {
          const { html } = await render();
          return { html: async () => withSubscriptionEndpoint(typeof html === 'string' ? html : await html()) };
        },
      };
    },
  };
}

/** The embed's options end with `initialEndpoint,` (the page's address); the subscription endpoint follows it. */
const INITIAL_ENDPOINT = /(\n[ \t]*)initialEndpoint,\n/;

/** Adds the subscription endpoint to the page's embed call; a page of another shape is served as it is. */
export function withSubscriptionEndpoint(html: string): string {
  return html.replace(
    INITIAL_ENDPOINT,
    "$1initialEndpoint,$1initialSubscriptionEndpoint: initialEndpoint.replace(/^http/, 'ws'),\n",
  );
}
