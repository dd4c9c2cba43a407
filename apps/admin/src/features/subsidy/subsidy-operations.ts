import { graphql } from '#gql';

/** 贴息审核's queue: every company's claims, newest first, optionally of one status. */
export const GovSubsidyClaimsQuery = graphql(`
  query GovSubsidyClaims($status: String, $pageNum: Int, $pageSize: Int) {
    govSubsidyClaims(status: $status, pageNum: $pageNum, pageSize: $pageSize) {
      total
      records {
        id
        programmeName
        kind
        companyName
        applicationId
        claimAmount
        approvedAmount
        status
        statusName
        createdAt
        updatedAt
      }
    }
  }
`);

export const GovSubsidyClaimFields = graphql(`
  fragment GovSubsidyClaimFields on SubsidyClaim {
    id
    programmeName
    kind
    companyName
    claimAmount
    approvedAmount
    status
    statusName
    returnReason
    createdAt
    updatedAt
    loan {
      applicationId
      productName
      institutionName
      loanAmount
      interestRate
      loanPeriod
      lendingDate
    }
    files {
      path
      originalName
      kind
    }
    events {
      action
      actorName
      remark
      time
    }
  }
`);

/** One claim for review (the reading is written in the company's authorisation ledger). */
export const GovSubsidyClaimQuery = graphql(`
  query GovSubsidyClaim($id: ID!) {
    govSubsidyClaim(id: $id) {
      ...GovSubsidyClaimFields
    }
  }
`);

export const ApproveSubsidyClaimMutation = graphql(`
  mutation ApproveSubsidyClaim($id: ID!) {
    approveSubsidyClaim(id: $id) {
      ...GovSubsidyClaimFields
    }
  }
`);

export const ReturnSubsidyClaimMutation = graphql(`
  mutation ReturnSubsidyClaim($id: ID!, $reason: String!) {
    returnSubsidyClaim(id: $id, reason: $reason) {
      ...GovSubsidyClaimFields
    }
  }
`);
