import { graphql } from '#gql';

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
          reached
          medianHours
          p90Hours
          withinTarget
          due
          shareWithinTarget
        }
        accept {
          reached
          medianHours
          p90Hours
        }
        decide {
          reached
          medianHours
          p90Hours
          withinTarget
          due
          shareWithinTarget
        }
      }
    }
  }
`);
