import { graphql } from '#gql';

// On the first load with company-login.ts; the login forms' documents stay in login-operations.ts, loaded with them.
/**
 * Logs into one company of the first step's list by its id: the graph holds the one-time login codes in an HttpOnly
 * cookie and sets the HttpOnly session cookie. Answers the user (the same fields as the Me query).
 */
export const LoginWithCompanyMutation = graphql(`
  mutation LoginWithCompany($companyId: ID!) {
    loginWithCompany(companyId: $companyId) {
      ...CurrentUserFields
    }
  }
`);
