import { graphql } from '#gql';

export const DashboardFiguresFields = graphql(`
  fragment DashboardFiguresFields on DashboardFigures {
    applyCount
    applyAmount
    creditCount
    creditAmount
    loanCount
    loanAmount
    enterpriseCount
    settledCount
    successRate
    viewMedianHours
    viewShareWithinTarget
    decideMedianHours
    decideShareWithinTarget
  }
`);

export const DashboardGroupFields = graphql(`
  fragment DashboardGroupFields on DashboardGroup {
    key
    label
    figures {
      ...DashboardFiguresFields
    }
  }
`);

export const GovDashboardQuery = graphql(`
  query GovDashboard($filter: DashboardFilter) {
    govDashboard(filter: $filter) {
      startDate
      endDate
      institutionId
      districtName
      productType
      computedAt
      viewTargetWorkingDays
      decideTargetWorkingDays
      totals {
        ...DashboardFiguresFields
      }
      byMonth {
        ...DashboardGroupFields
      }
      byInstitution {
        ...DashboardGroupFields
      }
      byDistrict {
        ...DashboardGroupFields
      }
      byProductType {
        ...DashboardGroupFields
      }
    }
  }
`);

/** The filter's choices: institutions, the region's districts and the product types. */
export const DashboardChoicesQuery = graphql(`
  query DashboardChoices {
    institutions(page: { pageNum: 1, pageSize: 50 }) {
      records {
        id
        name
      }
    }
    addressDivisions(level: 1) {
      code
      name
    }
    lookups {
      productTypes {
        code
        label
      }
    }
  }
`);
