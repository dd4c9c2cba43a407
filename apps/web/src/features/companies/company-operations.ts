import { graphql } from '#gql';

/** One page of the registry's company-name search (spec §7 query/base). */
export const CompanySearchQuery = graphql(`
  query CompanySearch($name: String!, $page: PageInput) {
    companySearch(name: $name, page: $page) {
      items {
        uniformCode
        companyName
        legalPerson
      }
      pageNum
      pageSize
      hasNextPage
    }
  }
`);

/** Spec §7 company/add; answers the user of the session (the fields `me` reads), now on the added company. */
export const AddCompanyMutation = graphql(`
  mutation AddCompany($input: AddCompanyInput!) {
    addCompany(input: $input) {
      ...CurrentUserFields
    }
  }
`);

/** The hotline the individual-business alert names (spec §2). */
export const HotlineQuery = graphql(`
  query CompanyHotline {
    siteConfig {
      hotline
    }
  }
`);
