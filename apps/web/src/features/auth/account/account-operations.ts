import { graphql } from '#gql';

export const ModifyPasswordMutation = graphql(`
  mutation ModifyPassword($oldPassword: String!, $newPassword: String!) {
    modifyPassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const ResetMobileMutation = graphql(`
  mutation ResetMobile($input: ResetMobileInput!) {
    resetMobile(input: $input)
  }
`);
