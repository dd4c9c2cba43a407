import { graphql } from '#gql';

export const StaffMeQuery = graphql(`
  query StaffMe {
    staffMe {
      ...StaffFields
    }
  }

  fragment StaffFields on Staff {
    id
    username
    name
    role
    roleName
    orgId
    orgName
  }
`);

export const StaffLogoutMutation = graphql(`
  mutation StaffLogout {
    staffLogout
  }
`);
