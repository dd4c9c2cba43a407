import { graphql } from '#gql';

export const PostalProductsQuery = graphql(`
  query PostalProducts {
    postalProducts {
      id
      ...ProductSummary
    }
  }
`);

export const PostalProductDetailQuery = graphql(`
  query PostalProductDetail($id: ID!) {
    product(id: $id) {
      id
      ...ProductSummary
      introduction
      conditions
      materials
    }
  }
`);

export const POSTAL_DETAIL_PATH = '/PostalSavingProduct/detail';
export const postalDetailPath = (id: string): string => `${POSTAL_DETAIL_PATH}?id=${encodeURIComponent(id)}`;
