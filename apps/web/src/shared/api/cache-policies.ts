import type { TypePolicies } from '@apollo/client';

/**
 * How Apollo's cache keeps objects without an id that several queries read with different fields: merged into one,
 * not replaced. Replaced, each answer dropped the fields another query had read there, and that query went to the
 * network again (撤销数据授权's state and the ledger's standing: two requests each per visit, and a page that a slow
 * second answer could change under the user's hand). Each type here is one thing at its place (the site's settings,
 * the lookups, a page of results for the same arguments), so the answers' fields belong together. A state that is
 * worked out from a code (LoanStatusInfo) is not merged: every document selects all of its fields instead.
 * scripts/apollo-cache/shared-objects.test.ts finds every such place from the schema and the documents.
 */
export const CACHE_TYPE_POLICIES: TypePolicies = {
  ApplyMethod: { merge: true },
  DataAuthorisationState: { merge: true },
  InstitutionPage: { merge: true },
  LoanApplicationPage: { merge: true },
  Lookups: { merge: true },
  ProductPage: { merge: true },
  SiteConfig: { merge: true },
  UnreadThreads: { merge: true },
};
