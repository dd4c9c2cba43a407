/** The libraries whose official instrumentations a service asks for: the graph has no pg, the gateway no graphql. */
export type TracedLibrary = 'http' | 'express' | 'graphql' | 'pg';

/** Requests no one follows: probes and scrapes, every few seconds each. */
export const UNTRACED_PATHS = new Set(['/healthz', '/readyz', '/metrics']);
