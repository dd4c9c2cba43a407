import { AsyncLocalStorage } from 'node:async_hooks';
import type { CatalogueFreshness } from './catalogue-freshness.ts';

/** What one GraphQL request read from the gateway: the catalogue versions of its answers, or something else. */
export interface RequestReads {
  freshness: CatalogueFreshness;
  versions: Set<string>;
  /** A gateway answer without a catalogue version (personal, statistics, an error) or a failed call. */
  other: boolean;
  /** The operation is a query whose root fields are all public catalogue fields (answer-cache.ts). */
  publicCatalogue: boolean;
  hadErrors: boolean;
}

export const requestReads = new AsyncLocalStorage<RequestReads>();

/** The header the gateway puts on answers keyed by the catalogue version alone. */
export const CATALOG_VERSION_HEADER = 'catalog-version';

/**
 * Called by the transport when a gateway call starts; the returned function is called with the answer's catalogue
 * version (undefined: none, or the call failed). Outside a GraphQL request (health checks) it does nothing.
 */
export function gatewayCallStarted(): (catalogVersion: string | undefined) => void {
  const reads = requestReads.getStore();
  if (!reads) return () => {};
  const startedTick = reads.freshness.tick();
  return (catalogVersion) => {
    if (catalogVersion === undefined) {
      reads.other = true;
      return;
    }
    reads.versions.add(catalogVersion);
    reads.freshness.observed(catalogVersion, startedTick);
  };
}
