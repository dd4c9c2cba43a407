import { graphql } from '#gql';

/** The product applied for, the option lists and the user's name (contact prefill). */
export const ApplyFormContextQuery = graphql(`
  query ApplyFormContext($productId: ID!) {
    product(id: $productId) {
      id
      name
      logo
      institutionName
      productType {
        code
        label
      }
      guaranteeMethods {
        code
        label
      }
      repayMethods {
        code
        label
      }
      minAmount
      maxAmount
      minTerm
      maxTerm
      rateMin
      rateMax
    }
    lookups {
      guaranteeMethods {
        code
        label
      }
      repayMethods {
        code
        label
      }
      loanPurposes {
        code
        label
      }
    }
    me {
      id
      name
      mobile
    }
  }
`);

/** Whether the company has a data authorisation in force (else the form asks for one, spec §1). */
export const ApplyAuthorisationQuery = graphql(`
  query ApplyAuthorisation {
    dataAuthorisation {
      inForce
    }
  }
`);

/** Districts (level 1) or the streets of a district (level 2). */
export const AddressDivisionsQuery = graphql(`
  query AddressDivisions($level: Int!, $parentCode: String) {
    addressDivisions(level: $level, parentCode: $parentCode) {
      code
      name
      level
    }
  }
`);

/** Applies for a product (its status whole: loan-status.ts). */
export const ApplyForProductMutation = graphql(`
  mutation ApplyForProduct($input: ProductApplicationInput!) {
    applyForProduct(input: $input) {
      id
      status {
        ...LoanStatusFields
      }
    }
  }
`);
