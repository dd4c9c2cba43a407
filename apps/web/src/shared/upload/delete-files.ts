import { print } from 'graphql';
import { graphql } from '#gql';

export const DeleteFilesMutation = graphql(`
  mutation DeleteFiles($paths: [String!]!) {
    deleteFiles(paths: $paths)
  }
`);

const BATCH = 50;

/**
 * Deletes uploaded files without bothering the user (cleanup: a failure leaves them to the gateway's sweep of
 * unattached files). A keepalive request, so it also completes while the page is being left.
 */
export function deleteFilesQuietly(paths: readonly string[]): void {
  for (let start = 0; start < paths.length; start += BATCH) {
    const body = JSON.stringify({
      query: print(DeleteFilesMutation),
      variables: { paths: paths.slice(start, start + BATCH) },
    });
    void fetch('/graphql', {
      method: 'POST',
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
      body,
    }).catch(() => undefined);
  }
}
