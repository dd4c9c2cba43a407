import { graphql } from '#gql';

// The face key's redemption, on the first load (FaceKeyRedirect): apart from the certification page's documents.
export const FaceRedirectMutation = graphql(`
  mutation FaceRedirect($key: String!) {
    faceRedirect(key: $key)
  }
`);
