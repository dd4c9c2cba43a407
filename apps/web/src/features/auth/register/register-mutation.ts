import { graphql } from '../../../gql';

/** Registers and logs in (the graph sets the HttpOnly session cookie; the token is not read here). */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      __typename
    }
  }
`);
