import { graphql } from '#gql';

/** One institution's months: response times and declines by failure type (issue 20; figures only). */
export const InstitutionDrillDownQuery = graphql(`
  query InstitutionDrillDown($institutionId: ID!, $startDate: String, $endDate: String) {
    govInstitutionDrillDown(institutionId: $institutionId, startDate: $startDate, endDate: $endDate) {
      institutionId
      institutionName
      viewTargetWorkingDays
      decideTargetWorkingDays
      months {
        month
        applyCount
        viewMedianHours
        viewShareWithinTarget
        decideMedianHours
        decideShareWithinTarget
        declines {
          type1
          type2
          type3
          type4
        }
      }
      declineTotals {
        type1
        type2
        type3
        type4
      }
    }
  }
`);
