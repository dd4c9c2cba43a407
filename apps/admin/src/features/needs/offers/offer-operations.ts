import { graphql } from '#gql';

export const SendNeedOfferMutation = graphql(`
  mutation SendNeedOffer($input: NeedOfferInput!) {
    sendNeedOffer(input: $input) {
      id
      state
    }
  }
`);

export const WithdrawNeedOfferMutation = graphql(`
  mutation WithdrawNeedOffer($id: ID!) {
    withdrawNeedOffer(id: $id) {
      id
      state
    }
  }
`);

export const OrgNeedOffersQuery = graphql(`
  query OrgNeedOffers($page: PageInput) {
    orgNeedOffers(page: $page) {
      total
      pageNum
      pageSize
      records {
        id
        needId
        entName
        applyAmount
        loanPeriod
        amountMin
        amountMax
        rateMin
        rateMax
        termMonths
        validUntil
        state
        stateLabel
        expired
        offerTime
        decideTime
      }
    }
  }
`);
