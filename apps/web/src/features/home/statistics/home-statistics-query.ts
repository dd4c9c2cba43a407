import { graphql } from '#gql';

/** How many success cases the home page shows. */
export const HOME_CASE_COUNT = 8;

/** Everything the home page's statistics show, in one request (each figure computed by the gateway from the data). */
export const HomeStatisticsQuery = graphql(`
  query HomeStatistics($caseCount: Int) {
    financingFigures {
      applyCount
      applyAmount
      creditCount
      creditAmount
      loanCount
      loanAmount
      enterpriseCount
    }
    enterpriseFigures {
      registeredCount
      certifiedCount
    }
    lenderRanking {
      rank
      institutionId
      institutionName
      logo
      loanCount
      loanAmount
    }
    successCases(size: $caseCount) {
      id
      enterpriseName
      productId
      productName
      institutionName
      loanAmount
      term
      lentAt
    }
    districtFigures {
      districtName
      applyCount
      loanCount
      loanAmount
    }
  }
`);
