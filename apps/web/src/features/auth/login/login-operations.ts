import { graphql } from '../../../gql';

export const LoginBySmsMutation = graphql(`
  mutation LoginBySms($input: SmsLoginInput!) {
    loginBySms(input: $input) {
      id
      companyName
      uniformCode
    }
  }
`);

export const LoginByPasswordMutation = graphql(`
  mutation LoginByPassword($input: PasswordLoginInput!) {
    loginByPassword(input: $input) {
      id
      companyName
      uniformCode
    }
  }
`);

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
