import type { TypePolicies } from '@apollo/client';

/**
 * How Apollo's cache keeps objects without an id that several queries read with different fields: merged, not
 * replaced (replaced, each answer drops the other query's fields and sends it to the network again). The dashboard's
 * figures and its offer figures are one dashboard for the same filter. scripts/apollo-cache/shared-objects.test.ts finds
 * every such place from the schema and the documents.
 */
export const CACHE_TYPE_POLICIES: TypePolicies = {
  GovDashboard: { merge: true },
};
