import { graphql } from '#gql';

export const ResolveShortLinkMutation = graphql(`
  mutation ResolveShortLink($key: String!) {
    resolveShortLink(key: $key)
  }
`);
