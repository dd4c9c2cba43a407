import { graphql } from '#gql';

export const ZonePageQuery = graphql(`
  query ZonePage($key: String!, $page: PageInput) {
    productZone(key: $key, page: $page) {
      key
      name
      slogan
      programme
      products {
        total
        pageNum
        pageSize
        records {
          id
          ...ProductSummary
        }
      }
    }
  }
`);

export const ProductClassesQuery = graphql(`
  query ProductClasses($preview: Int) {
    productClasses(preview: $preview) {
      id
      name
      description
      productCount
      preview {
        id
        name
        institutionName
      }
    }
  }
`);

export const ProductClassPageQuery = graphql(`
  query ProductClassPage($id: ID!, $guaranteeMethods: [Int!], $page: PageInput) {
    productClass(id: $id, guaranteeMethods: $guaranteeMethods, page: $page) {
      productClass {
        id
        name
        description
        productCount
      }
      products {
        total
        records {
          id
          ...ProductSummary
        }
      }
    }
    lookups {
      guaranteeMethods {
        code
        label
      }
    }
  }
`);

export const SignUpForFuturesMutation = graphql(`
  mutation SignUpForFutures($name: String!, $mobile: String!) {
    signUpForFutures(name: $name, mobile: $mobile)
  }
`);
