import { graphql } from '#gql';

/** Registers and logs in (the graph sets the HttpOnly session cookie); answers the new user like the Me query. */
export const RegisterMutation = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      ...CurrentUserFields
    }
  }
`);
