import { graphql } from '#gql';

export const MyCompaniesQuery = graphql(`
  query MyCompanies {
    myCompanies {
      id
      companyName
      uniformCode
      current
      ifCertification
    }
  }
`);

export const SwitchCompanyMutation = graphql(`
  mutation SwitchCompany($companyId: ID!) {
    switchCompany(companyId: $companyId) {
      ...CurrentUserFields
    }
  }
`);
