import type { DocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useEffect } from 'react';
import type { LiveRefetch } from './live-types';

export type { LiveRefetch } from './live-types';

/**
 * Keeps an open page current (issue 22 §1): while mounted, `live.subscription`'s events read `live.refetch` again.
 * The graphql-ws client is loaded on the first page that listens (a dynamic import), so no first load pays for it.
 */
export function useLiveRefetch(live: LiveRefetch): void {
  const apollo = useApolloClient();
  const { subscription, variables } = live;
  const names = live.refetch.map((query) => operationName(query)).join(',');
  const variablesKey = JSON.stringify(variables ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the variables' and queries' contents.
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./live-connection').then(({ listen }) => {
      if (!unmounted) stop = listen(apollo, { subscription, variables, refetch: names.split(',') });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [apollo, subscription, variablesKey, names]);
}

function operationName(document: DocumentNode): string {
  const definition = document.definitions.find((node) => node.kind === 'OperationDefinition');
  return definition?.kind === 'OperationDefinition' ? (definition.name?.value ?? '') : '';
}
