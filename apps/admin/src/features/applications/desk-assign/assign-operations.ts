import { graphql } from '#gql';

/** The decision desk, slice assign: the queue's search, who handles an application, the internal notes. */

export const OrgQueueSearchQuery = graphql(`
  query OrgQueueSearch($filter: OrgQueueSearchInput, $page: PageInput) {
    orgQueueSearch(filter: $filter, page: $page) {
      total
      totalIsCapped
      pageNum
      pageSize
      records {
        id
        overdue
        supplementAnswered
        unreadThreadCount
        claimTime
        restriction {
          reason
          message
        }
        application {
          id
          source
          productName
          orgName
          entName
          applyAmount
          loanPeriod
          createTime
          manager {
            id
            name
          }
          status {
            code
            label
            errorStyle
          }
        }
      }
    }
  }
`);

export const OrgAssigneesQuery = graphql(`
  query OrgAssignees {
    orgAssignees {
      id
      name
      mobile
      role
    }
  }
`);

export const ClaimApplicationMutation = graphql(`
  mutation ClaimApplication($id: ID!) {
    claimApplication(id: $id) {
      applicationId
      managerId
      managerName
    }
  }
`);

export const ReassignApplicationMutation = graphql(`
  mutation ReassignApplication($id: ID!, $managerId: ID!) {
    reassignApplication(id: $id, managerId: $managerId) {
      applicationId
      managerId
      managerName
    }
  }
`);

export const NoteFieldsFragment = graphql(`
  fragment NoteFields on OrgApplicationNote {
    id
    body
    authorName
    createTime
  }
`);

export const OrgApplicationNotesQuery = graphql(`
  query OrgApplicationNotes($applicationId: ID!) {
    orgApplicationNotes(applicationId: $applicationId) {
      ...NoteFields
    }
  }
`);

export const AddApplicationNoteMutation = graphql(`
  mutation AddApplicationNote($applicationId: ID!, $body: String!) {
    addApplicationNote(applicationId: $applicationId, body: $body) {
      ...NoteFields
    }
  }
`);
