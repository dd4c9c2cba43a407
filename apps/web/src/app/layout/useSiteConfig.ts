import { graphql } from '#gql';
import { useFetchedQuery } from '#shared/api/fetched-query.ts';
import { BASE_FETCH_RETRY } from '#shared/api/retry.ts';

const SiteConfigQuery = graphql(`
  query SiteConfig {
    siteConfig {
      hotline
      hotlineHours
      adminLoginUrl
      mobileSiteUrl
    }
  }
`);

/**
 * Operator settings the header and footer show (hotline, admin login address); fetched once, in the background,
 * without Apollo Client (the first screen needs it, issue 10). Our counterpart of the spec's base-URL fetch: asked
 * again up to 5 times after a network or server failure, the first retry after 300 ms.
 */
export function useSiteConfig() {
  return useFetchedQuery(SiteConfigQuery, {}, { noLoading: true, retry: BASE_FETCH_RETRY }).data?.siteConfig;
}
