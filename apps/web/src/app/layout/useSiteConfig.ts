import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { NO_LOADING } from '../../shared/api/request-context';

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

/** Operator settings the header and footer show (hotline, admin login address); fetched once, in the background. */
export function useSiteConfig() {
  const { data } = useQuery(SiteConfigQuery, { context: NO_LOADING });
  return data?.siteConfig;
}
