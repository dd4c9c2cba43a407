import { graphql } from '#gql';

export const TallyFields = graphql(`
  fragment TallyFields on ApplicationTally {
    total
    inProgress
    credited
    lent
    failed
    withdrawn
  }
`);

export const OrgCompanyProfileQuery = graphql(`
  query OrgCompanyProfile($applicationId: ID!) {
    orgCompanyProfile(applicationId: $applicationId) {
      applicationId
      companyName
      uniformCode
      legalPerson
      legalPersonMasked
      registeredCapital
      industry
      registry {
        registrationNumber
        entityType
        individualBusiness
        status
        establishedOn
        district
        street
      }
      certified
      certifiedAt
      preCredits {
        id
        productName
        amount
        validFrom
        validUntil
        status
      }
      creditSummary {
        title
        notice
        applications {
          ...TallyFields
        }
        needs {
          ...TallyFields
        }
        preCreditInForceCount
        preCreditInForceAmount
      }
      history {
        id
        source
        productName
        applyAmount
        status {
          code
          label
        }
        createTime
      }
      authorisationUntil
      readAt
    }
  }
`);

export const GovDataPackFields = graphql(`
  fragment GovDataPackFields on GovDataPackAnswer {
    configured
    message
    fetchedAt
    pack {
      taxCreditRating
      taxesByYear {
        year
        amount
      }
      insuredByMonth {
        month
        employees
      }
      utilities {
        month
        kind
        amount
        paidOnTime
      }
    }
  }
`);

export const OrgCompanyGovDataQuery = graphql(`
  query OrgCompanyGovData($applicationId: ID!) {
    orgCompanyGovData(applicationId: $applicationId) {
      ...GovDataPackFields
    }
  }
`);

export const RefreshOrgCompanyGovDataMutation = graphql(`
  mutation RefreshOrgCompanyGovData($applicationId: ID!) {
    refreshOrgCompanyGovData(applicationId: $applicationId) {
      ...GovDataPackFields
    }
  }
`);
