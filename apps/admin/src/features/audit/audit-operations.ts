import { graphql } from '#gql';

export const StaffAuditLogQuery = graphql(`
  query StaffAuditLog($filter: StaffAuditFilter, $page: PageInput) {
    staffAuditLog(filter: $filter, page: $page) {
      total
      records {
        id
        at
        username
        staffName
        roleName
        orgName
        action
        actionName
        route
        target
        address
      }
    }
  }
`);
