import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a database statement runs for, so that the embedded database's one connection is not spent on a
 * request whose client has already gone (the graph gave up after its 20 s timeout and closed the socket). Only
 * before the request's first statement: once it has touched the database, it runs to its end, so a request is
 * never cut between two of its writes.
 */
export interface RequestScope {
  /** Whether the client has closed its connection without waiting for the answer. */
  readonly clientGone: () => boolean;
  /** Set by the database on the request's first statement. */
  touchedDatabase: boolean;
}

const scopes = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(clientGone: () => boolean, work: () => Promise<T>): Promise<T> {
  return scopes.run({ clientGone, touchedDatabase: false }, work);
}

/** Raised instead of a request's first statement when its client has gone: nothing has been done, nothing to answer. */
export class ClientGoneError extends Error {
  constructor() {
    super('the client closed the connection before the request reached the database');
    this.name = 'ClientGoneError';
  }
}

/**
 * Called when a connection is handed over: throws ClientGoneError for a request whose client has gone and that has
 * not touched the database yet; otherwise marks the request as having touched it.
 */
export function checkClientBeforeFirstStatement(): void {
  const scope = scopes.getStore();
  if (!scope || scope.touchedDatabase) return;
  if (scope.clientGone()) throw new ClientGoneError();
  scope.touchedDatabase = true;
}
