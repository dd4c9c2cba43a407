import { graphql } from '../../gql';
import { useFetchedQuery } from '../../shared/api/fetched-query';

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
 * without Apollo Client (the first screen needs it, issue 10).
 */
export function useSiteConfig() {
  return useFetchedQuery(SiteConfigQuery, {}, { noLoading: true }).data?.siteConfig;
}
