import { graphql } from '#gql';

export const PreCreditImportRowFields = graphql(`
  fragment PreCreditImportRowFields on PreCreditImportRow {
    line
    uniformCode
    companyName
    amount
    validFrom
    validUntil
    accepted
    reason
    id
  }
`);

export const GrantPreCreditMutation = graphql(`
  mutation GrantPreCredit($input: PreCreditGrantInput!) {
    grantPreCredit(input: $input) {
      ...PreCreditImportRowFields
    }
  }
`);

export const ImportPreCreditsMutation = graphql(`
  mutation ImportPreCredits($csv: String!) {
    importPreCredits(csv: $csv) {
      imported
      acceptedCount
      refusedCount
      rows {
        ...PreCreditImportRowFields
      }
    }
  }
`);

export const OrgPreCreditsQuery = graphql(`
  query OrgPreCredits($page: PageInput) {
    orgPreCredits(page: $page) {
      total
      records {
        id
        companyName
        uniformCode
        productName
        amount
        validFrom
        validUntil
        status
        statusLabel
        remark
        grantedAt
        grantedBy
      }
    }
  }
`);
