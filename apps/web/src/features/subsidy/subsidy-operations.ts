import { graphql } from '#gql';

/** A row of 贴息申请 (the company's claims). */
export const SubsidyClaimRowFields = graphql(`
  fragment SubsidyClaimRowFields on SubsidyClaimRow {
    id
    programmeName
    kind
    applicationId
    claimAmount
    approvedAmount
    status
    statusName
    createdAt
    updatedAt
  }
`);

/**
 * The company's claims, newest first, and its applications, to find the lent loans (status 8) a claim may follow. The
 * status is selected whole, as the financing pages select it, so the cached one keeps its fields (docs/decisions/0172).
 */
export const MySubsidyClaimsQuery = graphql(`
  query MySubsidyClaims {
    mySubsidyClaims(pageNum: 1, pageSize: 50) {
      total
      records {
        id
        ...SubsidyClaimRowFields
      }
    }
    myApplications(page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        productName
        createTime
        status {
          ...LoanStatusFields
        }
      }
    }
  }
`);

/** A lent loan's figures, as a claim and its prefill show them. */
export const SubsidyLoanFields = graphql(`
  fragment SubsidyLoanFields on SubsidyLoan {
    applicationId
    productName
    institutionName
    loanAmount
    interestRate
    loanPeriod
    lendingDate
  }
`);

/** One claim with the reviewer's reason, its evidence and timeline. */
export const SubsidyClaimQuery = graphql(`
  query SubsidyClaim($id: ID!) {
    subsidyClaim(id: $id) {
      id
      programmeName
      kind
      claimAmount
      approvedAmount
      status
      statusName
      returnReason
      createdAt
      loan {
        ...SubsidyLoanFields
      }
      files {
        path
        originalName
      }
      events {
        action
        actorName
        remark
        time
      }
    }
  }
`);

/** A lent loan's figures and the open programmes it may claim under. */
export const SubsidyPrefillQuery = graphql(`
  query SubsidyPrefill($applicationId: ID!) {
    subsidyPrefill(applicationId: $applicationId) {
      loan {
        ...SubsidyLoanFields
      }
      programmes {
        id
        name
        kind
        ratePercent
        yearlyCap
        claimAmount
        capLeft
        alreadyClaimed
      }
    }
  }
`);

export const FileSubsidyClaimMutation = graphql(`
  mutation FileSubsidyClaim($applicationId: ID!, $programmeId: ID!, $filePaths: [String!]!) {
    fileSubsidyClaim(applicationId: $applicationId, programmeId: $programmeId, filePaths: $filePaths) {
      id
      status
    }
  }
`);

export const ResubmitSubsidyClaimMutation = graphql(`
  mutation ResubmitSubsidyClaim($id: ID!, $filePaths: [String!], $note: String) {
    resubmitSubsidyClaim(id: $id, filePaths: $filePaths, note: $note) {
      id
      status
      statusName
      returnReason
    }
  }
`);
