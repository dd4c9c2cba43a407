import { graphql } from '#gql';

/** What a card of 我的融资申请 / 我的融资需求 shows (spec §2). */
export const ApplicationCardFields = graphql(`
  fragment ApplicationCardFields on LoanApplication {
    id
    source
    productId
    productName
    productLogo
    applyAmount
    creditAmount
    loanPeriod
    interestRate
    createTime
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
    status {
      ...LoanStatusFields
    }
  }
`);

/** One page of cards: 我的融资申请 and 我的融资需求 answer the same page type and show it alike. */
export const ApplicationCardPage = graphql(`
  fragment ApplicationCardPage on LoanApplicationPage {
    total
    pageNum
    pageSize
    records {
      id
      ...ApplicationCardFields
    }
  }
`);

/** 我的融资申请 (spec §7 /loan/pc/myList), 8 a page. */
export const MyApplicationsQuery = graphql(`
  query MyApplications($page: PageInput) {
    myApplications(page: $page) {
      ...ApplicationCardPage
    }
  }
`);

/** 我的融资需求 (spec §7 /loan/pc/request/myList), 8 a page. */
export const MyNeedsQuery = graphql(`
  query MyNeeds($page: PageInput) {
    myNeeds(page: $page) {
      ...ApplicationCardPage
    }
  }
`);
