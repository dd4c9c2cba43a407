import { graphql } from '#gql';

export const ResponseStepFields = graphql(`
  fragment ResponseStepFields on ResponseStep {
    reached
    medianHours
    p90Hours
    withinTarget
    due
    shareWithinTarget
  }
`);

export const ResponseTimesQuery = graphql(`
  query ResponseTimes($days: Int) {
    responseTimes(days: $days) {
      days
      viewTargetWorkingDays
      decideTargetWorkingDays
      institutions {
        orgId
        orgName
        applications
        view {
          ...ResponseStepFields
        }
        accept {
          reached
          medianHours
          p90Hours
        }
        decide {
          ...ResponseStepFields
        }
      }
    }
  }
`);
