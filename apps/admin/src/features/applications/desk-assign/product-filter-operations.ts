import { graphql } from '#gql';

/** The institution's products on shelf, for the queue's product filter (at most 50: a page of the catalog). */
export const InstitutionProductsQuery = graphql(`
  query InstitutionProducts($institutionId: ID!) {
    products(filter: { institutionId: $institutionId }, page: { pageSize: 50 }) {
      records {
        id
        name
      }
    }
  }
`);
