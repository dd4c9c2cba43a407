/** The graph waits 20 s for the gateway (spec §9); the browser gives up a little later. */
export const REQUEST_TIMEOUT_MS = 25_000;
