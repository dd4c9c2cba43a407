import { graphql } from '#gql';

export const EscalationsQuery = graphql(`
  query Escalations($page: PageInput) {
    escalations(page: $page) {
      total
      records {
        id
        applicationId
        stage
        orgName
        escalatedAt
        loanStatus
        source
        entName
      }
    }
  }
`);
