import { graphql } from '#gql';

/** One application or need with its timeline (spec §7 /loan/pc/myDetail). */
export const LoanApplicationQuery = graphql(`
  query LoanApplication($id: ID!) {
    loanApplication(id: $id) {
      id
      source
      productId
      productName
      orgId
      orgName
      entName
      manager {
        id
        name
        mobile
      }
      applyAmount
      creditAmount
      loanAmount
      loanPeriod
      guaranteeMethods {
        code
        label
      }
      repayMethod {
        code
        label
      }
      loanFor {
        code
        label
      }
      interestRate
      status {
        ...LoanStatusFields
      }
      loanIndustry
      isFirstLoan
      failureType {
        code
        label
      }
      failureReason
      createTime
      updateTime
      creditTime
      lendingTime
      creditRemark
      loanRemark
      acceptRemark
      remark
      expiryDate
      officeAddress
      contactName
      contactMobile
      canWithdraw
      useCreditUrl
      applyEntry {
        urlType
        redirectUrl
      }
      materials {
        path
        name
        size
        uploadTime
      }
      events {
        kind
        fromStatus {
          ...LoanStatusFields
        }
        toStatus {
          ...LoanStatusFields
        }
        actor
        actorAccount
        remark
        creditAmount
        loanAmount
        time
      }
    }
  }
`);

/** Spec §4 withdraw: answers the application at status 10. */
export const WithdrawApplicationMutation = graphql(`
  mutation WithdrawApplication($id: ID!) {
    withdrawApplication(id: $id) {
      id
      canWithdraw
      updateTime
      status {
        ...LoanStatusFields
      }
    }
  }
`);
