import { graphql } from '#gql';

export const ProtocolsQuery = graphql(`
  query Protocols {
    protocols {
      id
      type
      title
      version
      isPopUp
    }
  }
`);

export const SaveProtocolReadMutation = graphql(`
  mutation SaveProtocolRead($protocolIds: [ID!]!) {
    saveProtocolRead(protocolIds: $protocolIds)
  }
`);
