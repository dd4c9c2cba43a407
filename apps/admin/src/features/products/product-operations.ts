import { graphql } from '#gql';

export const OrgProductsQuery = graphql(`
  query OrgProducts($filter: OrgProductFilter, $page: PageInput) {
    orgProducts(filter: $filter, page: $page) {
      total
      records {
        id
        productName
        productType
        guaranteeMethods
        repayMethods
        minAmount
        maxAmount
        rateMin
        rateMax
        minPeriod
        maxPeriod
        summary
        introduction
        conditions
        materials
        applyUrlType
        applyRedirectUrl
        applyCount
        onShelf
        createTime
      }
    }
  }
`);

export const CreateOrgProductMutation = graphql(`
  mutation CreateOrgProduct($input: OrgProductInput!) {
    createOrgProduct(input: $input) {
      id
      productName
      onShelf
    }
  }
`);

export const UpdateOrgProductMutation = graphql(`
  mutation UpdateOrgProduct($id: ID!, $input: OrgProductInput!) {
    updateOrgProduct(id: $id, input: $input) {
      id
      productName
      onShelf
    }
  }
`);

export const RemoveOrgProductMutation = graphql(`
  mutation RemoveOrgProduct($id: ID!) {
    removeOrgProduct(id: $id) {
      id
      onShelf
    }
  }
`);
