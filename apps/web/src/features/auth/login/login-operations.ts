import { graphql } from '#gql';

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
