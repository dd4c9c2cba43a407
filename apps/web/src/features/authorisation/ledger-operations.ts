import { graphql } from '#gql';

/** A page of the session company's authorisation ledger (spec §1), newest first. */
export const DataAuthorisationLedgerQuery = graphql(`
  query DataAuthorisationLedger($page: PageInput) {
    dataAuthorisationLedger(page: $page) {
      total
      pageNum
      pageSize
      records {
        id
        kind
        at
        orgName
        detail
        authEndDate
        actorAccount
      }
    }
  }
`);

/** Whether the caller may revoke now (the ledger's one-click 撤销授权). */
export const LedgerRevocationStandingQuery = graphql(`
  query LedgerRevocationStanding {
    dataAuthorisation {
      mayRevoke
      inForce
    }
  }
`);
