import { graphql } from '#gql';

export const ResetPasswordCheckMutation = graphql(`
  mutation ResetPasswordCheck($mobile: String!, $code: String!) {
    resetPasswordCheck(mobile: $mobile, code: $code)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input)
  }
`);
