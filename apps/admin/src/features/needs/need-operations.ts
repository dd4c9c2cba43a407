import { graphql } from '#gql';

export const OpenNeedsQuery = graphql(`
  query OpenNeeds($page: PageInput) {
    openNeeds(page: $page) {
      total
      pageNum
      pageSize
      records {
        id
        entName
        applyAmount
        loanPeriod
        loanFor {
          label
        }
        guaranteeMethods {
          label
        }
        createTime
        expiryDate
      }
    }
  }
`);

export const ClaimNeedMutation = graphql(`
  mutation ClaimNeed($id: ID!) {
    claimNeed(id: $id)
  }
`);
