import { type FragmentType, getFragmentData, graphql } from '#gql';

/**
 * A status with what the pages need to show it (spec §4): the cards' badge, the progress view, its timeline, the
 * subsidy page's lent loans. Every document that answers a status selects all of it, so that no answer replaces the
 * cached status with fewer fields (docs/decisions/0172).
 */
export const LoanStatusFields = graphql(`
  fragment LoanStatusFields on LoanStatusInfo {
    code
    label
    step
    failure
    errorStyle
  }
`);

/** A status's fields, read from its LoanStatusFields. */
export const loanStatus = (status: FragmentType<typeof LoanStatusFields>) => getFragmentData(LoanStatusFields, status);
