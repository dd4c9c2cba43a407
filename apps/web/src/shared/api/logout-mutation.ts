import { graphql } from '#gql';

/** Ends the session on the server and clears the HttpOnly session cookie; true even when it had already ended. */
export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
