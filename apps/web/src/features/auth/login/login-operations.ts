import { graphql } from '../../../gql';

export const LoginBySmsMutation = graphql(`
  mutation LoginBySms($input: SmsLoginInput!) {
    loginBySms(input: $input) {
      id
      companyName
      uniformCode
      loginCode
    }
  }
`);

export const LoginByPasswordMutation = graphql(`
  mutation LoginByPassword($input: PasswordLoginInput!) {
    loginByPassword(input: $input) {
      id
      companyName
      uniformCode
      loginCode
    }
  }
`);

/** Sets the HttpOnly session cookie; the token in the answer is not kept by the portal. */
export const LoginWithCompanyMutation = graphql(`
  mutation LoginWithCompany($loginCode: String!) {
    loginWithCompany(loginCode: $loginCode) {
      __typename
    }
  }
`);
