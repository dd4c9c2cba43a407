import { graphql } from '#gql';

export const OrgApplicationQuery = graphql(`
  query OrgApplication($id: ID!) {
    orgApplication(id: $id) {
      id
      overdue
      claimTime
      restriction {
        reason
        message
      }
      managers {
        id
        name
        mobile
      }
      events {
        kind
        fromStatus {
          code
          label
        }
        toStatus {
          code
          label
        }
        actor
        actorAccount
        remark
        creditAmount
        loanAmount
        time
      }
      application {
        id
        source
        productName
        productType {
          label
        }
        orgName
        manager {
          id
          name
          mobile
        }
        entName
        applyAmount
        creditAmount
        loanAmount
        loanPeriod
        guaranteeMethods {
          label
        }
        repayMethod {
          label
        }
        loanFor {
          label
        }
        interestRate
        status {
          code
          label
          errorStyle
        }
        failureType {
          label
        }
        failureReason
        createTime
        creditTime
        lendingTime
        creditRemark
        loanRemark
        acceptRemark
        remark
        expiryDate
        # Issue 20, deskview: the applicant block
        contactName
        contactMobile
        officeAddress
        isFirstLoan
        applyEntry {
          urlType
          redirectUrl
        }
      }
    }
  }
`);

export const TransitionApplicationMutation = graphql(`
  mutation TransitionApplication($input: TransitionInput!) {
    transitionApplication(input: $input) {
      id
    }
  }
`);

export const AdminInstitutionsQuery = graphql(`
  query AdminInstitutions {
    institutions(page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        name
      }
    }
  }
`);
