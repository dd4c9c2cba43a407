import { graphql } from '#gql';

// Only the agreement page reads a protocol's text: not with the consent check of the first load.
export const ProtocolDetailQuery = graphql(`
  query ProtocolDetail($id: ID!) {
    protocol(id: $id) {
      id
      title
      version
      content
    }
  }
`);
