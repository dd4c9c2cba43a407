import { graphql } from '#gql';

export const NeedOffersQuery = graphql(`
  query NeedOffers($needId: ID!) {
    needOffers(needId: $needId) {
      needId
      open
      offers {
        id
        orgId
        orgName
        amountMin
        amountMax
        rateMin
        rateMax
        termMonths
        conditions
        validUntil
        state
        stateLabel
        expired
        offerTime
        responseTimes {
          viewMedianHours
          decideMedianHours
        }
      }
    }
  }
`);

export const AcceptNeedOfferMutation = graphql(`
  mutation AcceptNeedOffer($id: ID!) {
    acceptNeedOffer(id: $id) {
      needId
      open
      offers {
        id
        state
        stateLabel
      }
    }
  }
`);
