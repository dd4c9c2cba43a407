import { graphql } from '#gql';

export const StaffFields = graphql(`
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

export const StaffMeQuery = graphql(`
  query StaffMe {
    staffMe {
      ...StaffFields
    }
  }
`);

export const StaffLogoutMutation = graphql(`
  mutation StaffLogout {
    staffLogout
  }
`);
