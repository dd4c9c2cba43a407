import { graphql } from '#gql';

export const QuotaEstimateFields = graphql(`
  fragment QuotaEstimateFields on QuotaEstimate {
    id
    lowAmount
    highAmount
    disclaimer
    estimatedAt
    factors {
      key
      label
      value
      source
      direction
      effect
    }
  }
`);

/** The questionnaire, the company's latest answers and its latest estimate, for /oneClickRate. */
export const OneClickRateQuery = graphql(`
  query OneClickRate {
    quotaQuestionnaire {
      answers {
        revenueBand
        taxRating
        employeesBand
        yearsBand
        existingLoansBand
        collateral
      }
      questions {
        key
        label
        options {
          code
          label
        }
      }
    }
    latestQuotaEstimate {
      ...QuotaEstimateFields
    }
  }
`);

/** Spec §7 questionnaire/submit then yc/quota: the answers stored and the estimate made from them. */
export const EstimateQuotaMutation = graphql(`
  mutation EstimateQuota($answers: QuotaAnswersInput!) {
    estimateQuota(answers: $answers) {
      ...QuotaEstimateFields
    }
  }
`);

/** Products overlapping the latest estimate, for /oneClickRateProduct. */
export const QuotaProductsQuery = graphql(`
  query QuotaProducts($page: PageInput) {
    quotaProducts(page: $page) {
      estimate {
        ...QuotaEstimateFields
      }
      products {
        total
        pageNum
        pageSize
        records {
          id
          name
          logo
          institutionName
          ...ProductFigures
          summary
          guaranteeMethods {
            code
            label
          }
        }
      }
    }
  }
`);

/** The counts of a company's applications or of its needs, by where they stand (the credit summary shows both). */
export const ApplicationTallyFields = graphql(`
  fragment ApplicationTallyFields on ApplicationTally {
    total
    inProgress
    credited
    lent
    failed
    withdrawn
  }
`);

/** Spec §7 precredit and precredit/exist for the session company, and the platform's credit summary. */
export const CreditLimitQuery = graphql(`
  query CreditLimit {
    preCredit {
      exists
      limits {
        id
        institutionId
        institutionName
        productId
        productName
        amount
        validFrom
        validUntil
        status {
          code
          label
        }
        remark
      }
    }
    creditSummary {
      title
      notice
      generatedAt
      companyName
      uniformCode
      legalPerson
      registry {
        entityType
        status
        establishedOn
        district
        street
      }
      applications {
        ...ApplicationTallyFields
      }
      needs {
        ...ApplicationTallyFields
      }
      preCreditInForceCount
      preCreditInForceAmount
      authorisationInForce
      authorisationUntil
    }
  }
`);

/** The venture-capital institutions (spec §3 institution type 7), for /equity. */
export const EquityInvestorsQuery = graphql(`
  query EquityInvestors {
    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {
      total
      records {
        id
        name
        logo
        introduction
        address
        phone
      }
    }
  }
`);

/** The form's choices: the company stages and the investors to address. */
export const EquityFormQuery = graphql(`
  query EquityForm {
    equityCompanyStages {
      code
      label
    }
    institutions(filter: { institutionType: 7 }, page: { pageSize: 50 }) {
      records {
        id
        name
      }
    }
  }
`);

export const ApplyForEquityMutation = graphql(`
  mutation ApplyForEquity($input: EquityApplicationInput!) {
    applyForEquity(input: $input) {
      id
      status
      createdAt
    }
  }
`);

/** How a matching product is applied for (spec §3 apply-method record), asked when 立即申请 is pressed. */
export const RateProductApplyMethodQuery = graphql(`
  query RateProductApplyMethod($productId: ID!) {
    applyMethod(productId: $productId) {
      urlType
    }
  }
`);
