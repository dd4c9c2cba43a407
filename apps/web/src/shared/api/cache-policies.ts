import type { TypePolicies } from '@apollo/client';

/**
 * How Apollo's cache keeps objects without an id that several queries read with different fields: merged into one,
 * not replaced. 撤销数据授权's state and the ledger's standing both read Query.dataAuthorisation; replaced, each
 * answer dropped the other's fields and sent the other query to the network again (two requests each per visit, and
 * a page that a slow second answer could change under the user's hand).
 */
export const CACHE_TYPE_POLICIES: TypePolicies = {
  DataAuthorisationState: { merge: true },
};
