import { graphql } from '#gql';

/** Who this browser's canteen session is for; null without one. The token itself stays in an HttpOnly cookie. */
export const CanteenUserQuery = graphql(`
  query CanteenUser {
    canteenUser {
      name
      maskedMobile
      companyName
    }
  }
`);

/** Opens a canteen session for the logged-in account (the graph takes the account's own mobile). */
export const CanteenLoginMutation = graphql(`
  mutation CanteenLogin {
    canteenLogin {
      name
      maskedMobile
      companyName
    }
  }
`);

export const CanteenLogoutMutation = graphql(`
  mutation CanteenLogout {
    canteenLogout
  }
`);
